import { Button, FieldPair, Input, toast } from '@export-portal/shared-ui';
import { useSupabase } from '../index';
import { signUpSchema, type SignUpDetails } from './accountSchemas';
import { FormField } from './FormField';
import { Form } from './formLayout';
import { useZodForm } from './useZodForm';

const emptyDetails: SignUpDetails = { firstName: '', lastName: '', email: '', password: '', company: '' };

/** What 'Account Created' adds: confirm by e-mail first, or nothing more to do. */
export const ACCOUNT_PENDING_CONFIRMATION = 'Please check your email to verify your account';
export const ACCOUNT_READY = 'Your account is ready and you are signed in.';

/**
 * Creates a client account. The password rules are the server's: its message,
 * reasons included, is shown as it is. A failure keeps what was typed; success
 * clears the form. A backend that signs the new user in at once (it returns a
 * session) has nothing left to confirm, so the toast says the account is ready.
 */
export function SignUpForm() {
  const supabase = useSupabase();
  const form = useZodForm(signUpSchema, { defaultValues: emptyDetails });

  const signUp = form.handleSubmit(async (details) => {
    try {
      const { data, error } = await supabase.auth.signUp({
        email: details.email,
        password: details.password,
        options: {
          data: { first_name: details.firstName, last_name: details.lastName, company: details.company },
          emailRedirectTo: `${window.location.origin}/`,
        },
      });
      if (error) {
        toast.error('Signup Failed', { description: error.message });
        return;
      }
      toast.success('Account Created', { description: data.session ? ACCOUNT_READY : ACCOUNT_PENDING_CONFIRMATION });
      form.reset();
    } catch {
      toast.error('Signup Failed', { description: 'An unexpected error occurred' });
    }
  });

  return (
    <Form onSubmit={signUp} aria-label="Sign Up" noValidate>
      <FieldPair>
        <FormField control={form.control} name="firstName" label="First Name">
          <Input autoComplete="given-name" required {...form.register('firstName')} />
        </FormField>
        <FormField control={form.control} name="lastName" label="Last Name">
          <Input autoComplete="family-name" required {...form.register('lastName')} />
        </FormField>
      </FieldPair>
      <FormField control={form.control} name="email" label="Email">
        <Input type="email" autoComplete="email" placeholder="you@company.com" required {...form.register('email')} />
      </FormField>
      <FormField control={form.control} name="password" label="Password">
        <Input type="password" autoComplete="new-password" required {...form.register('password')} />
      </FormField>
      <FormField control={form.control} name="company" label="Company" hint="Optional">
        <Input autoComplete="organization" {...form.register('company')} />
      </FormField>
      <Button type="submit" loading={form.formState.isSubmitting}>
        Sign Up
      </Button>
    </Form>
  );
}
