import { useState, type FormEvent } from 'react';
import { Button, Field, Input, toast } from '@export-portal/shared-ui';
import { useSupabase } from '../session/useSupabase';
import { FieldPair, Form } from './formLayout';

interface SignUpDetails {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  company: string;
}

const emptyDetails: SignUpDetails = { firstName: '', lastName: '', email: '', password: '', company: '' };

/**
 * Creates a client account (SPEC §5, §7, §8). The password rules are the
 * server's: its message, reasons included, is shown as it is.
 */
export function SignUpForm() {
  const supabase = useSupabase();
  const [details, setDetails] = useState(emptyDetails);
  const [submitting, setSubmitting] = useState(false);

  const field = (name: keyof SignUpDetails) => ({
    name,
    value: details[name],
    onChange: (event: { target: { value: string } }) => setDetails((current) => ({ ...current, [name]: event.target.value })),
  });

  const signUp = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitting(true);
    try {
      const { error } = await supabase.auth.signUp({
        email: details.email,
        password: details.password,
        options: {
          data: {
            first_name: details.firstName,
            last_name: details.lastName,
            // A blank optional field is stored as no company rather than an empty name.
            company: details.company.trim() || null,
          },
          emailRedirectTo: `${window.location.origin}/`,
        },
      });
      if (error) {
        toast.error('Signup Failed', { description: error.message });
        return;
      }
      toast.success('Account Created', { description: 'Please check your email to verify your account' });
      setDetails(emptyDetails);
    } catch {
      toast.error('Signup Failed', { description: 'An unexpected error occurred' });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form onSubmit={signUp} aria-label="Sign Up">
      <FieldPair>
        <Field label="First Name">
          <Input autoComplete="given-name" required {...field('firstName')} />
        </Field>
        <Field label="Last Name">
          <Input autoComplete="family-name" required {...field('lastName')} />
        </Field>
      </FieldPair>
      <Field label="Email">
        <Input type="email" autoComplete="email" placeholder="you@company.com" required {...field('email')} />
      </Field>
      <Field label="Password">
        <Input type="password" autoComplete="new-password" required {...field('password')} />
      </Field>
      <Field label="Company" hint="Optional">
        <Input autoComplete="organization" {...field('company')} />
      </Field>
      <Button type="submit" loading={submitting}>
        Sign Up
      </Button>
    </Form>
  );
}
