import { useEffect } from 'react';
import { Button, Input, toast } from '@export-portal/shared-ui';
import { useSupabase } from '../index';
import { signInSchema, type SignInCredentials } from './accountSchemas';
import { FormField } from './FormField';
import { Form } from './formLayout';
import { useZodForm } from './useZodForm';

export type { SignInCredentials } from './accountSchemas';

export const emptyCredentials: SignInCredentials = { email: '', password: '' };

export interface SignInFormProps {
  /** Fills the form, e.g. from the Demo Access card; every new object fills it again, and typing goes on from there. */
  fill?: SignInCredentials | null;
}

/**
 * Email and password sign-in. A successful sign-in needs no handling here: the
 * session atoms follow Supabase auth, and whatever shows the form reacts to
 * them. A failure is toasted as 'Login Failed' and keeps what was typed.
 */
export function SignInForm({ fill = null }: SignInFormProps) {
  const supabase = useSupabase();
  const form = useZodForm(signInSchema, { defaultValues: emptyCredentials });
  const { reset } = form;

  useEffect(() => {
    if (fill) reset(fill);
  }, [fill, reset]);

  const signIn = form.handleSubmit(async (credentials) => {
    try {
      const { error } = await supabase.auth.signInWithPassword(credentials);
      if (error) toast.error('Login Failed', { description: error.message });
    } catch {
      toast.error('Login Failed', { description: 'An unexpected error occurred' });
    }
  });

  return (
    <Form onSubmit={signIn} aria-label="Sign In" noValidate>
      <FormField control={form.control} name="email" label="Email">
        <Input type="email" autoComplete="email" placeholder="you@company.com" required {...form.register('email')} />
      </FormField>
      <FormField control={form.control} name="password" label="Password">
        <Input type="password" autoComplete="current-password" required {...form.register('password')} />
      </FormField>
      <Button type="submit" loading={form.formState.isSubmitting}>
        Sign In
      </Button>
    </Form>
  );
}
