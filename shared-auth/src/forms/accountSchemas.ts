import * as z from 'zod/mini';

const emailAddress = z.pipe(z.string().check(z.trim(), z.minLength(1, 'Enter your email address')), z.email('Enter a valid email address'));

/** Passwords are taken as typed: the auth server alone decides what a good one is. */
const password = (missing: string) => z.string().check(z.minLength(1, missing));

const name = (missing: string) => z.string().check(z.trim(), z.minLength(1, missing));

/** Sign-in: an email address and a password, both required. */
export const signInSchema = z.object({
  email: emailAddress,
  password: password('Enter your password'),
});

export type SignInCredentials = z.input<typeof signInSchema>;

/** Sign-up: first name, last name, email and password required; a blank company is no company. */
export const signUpSchema = z.object({
  firstName: name('Enter your first name'),
  lastName: name('Enter your last name'),
  email: emailAddress,
  password: password('Choose a password'),
  company: z.pipe(
    z.string().check(z.trim()),
    z.transform((company: string) => company || null),
  ),
});

export type SignUpDetails = z.input<typeof signUpSchema>;
