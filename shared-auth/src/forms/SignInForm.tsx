import { useState, type FormEvent } from 'react';
import { Button, Field, Input, toast } from '@export-portal/shared-ui';
import { useSupabase } from '../session/useSupabase';
import { Form } from './formLayout';

export interface SignInCredentials {
  email: string;
  password: string;
}

export const emptyCredentials: SignInCredentials = { email: '', password: '' };

export interface SignInFormProps {
  /** Given with onCredentialsChange when something outside fills the form, e.g. the Demo Access card. */
  credentials?: SignInCredentials;
  onCredentialsChange?: (credentials: SignInCredentials) => void;
}

/**
 * Email and password sign-in (SPEC §5, §8). A successful sign-in needs no
 * handling here: the session atoms follow Supabase auth, and whatever shows the
 * form reacts to them. A failure keeps what was typed.
 */
export function SignInForm({ credentials, onCredentialsChange }: SignInFormProps) {
  const supabase = useSupabase();
  const [ownCredentials, setOwnCredentials] = useState(emptyCredentials);
  const [submitting, setSubmitting] = useState(false);
  const values = credentials ?? ownCredentials;
  const change = onCredentialsChange ?? setOwnCredentials;

  const signIn = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitting(true);
    try {
      const { error } = await supabase.auth.signInWithPassword(values);
      if (error) toast.error('Login Failed', { description: error.message });
    } catch {
      toast.error('Login Failed', { description: 'An unexpected error occurred' });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form onSubmit={signIn} aria-label="Sign In">
      <Field label="Email">
        <Input
          type="email"
          name="email"
          autoComplete="email"
          placeholder="you@company.com"
          required
          value={values.email}
          onChange={(event) => change({ ...values, email: event.target.value })}
        />
      </Field>
      <Field label="Password">
        <Input
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={values.password}
          onChange={(event) => change({ ...values, password: event.target.value })}
        />
      </Field>
      <Button type="submit" loading={submitting}>
        Sign In
      </Button>
    </Form>
  );
}
