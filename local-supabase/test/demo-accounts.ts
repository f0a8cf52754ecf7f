import { DEMO_ACCOUNTS } from '@export-portal/shared-domain';

type DemoLogin = { email: string; password: string };

const login = (email: string): DemoLogin => {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.email === email);
  if (!account) throw new Error(`${email} is not a demo account`);
  return { email: account.email, password: account.password };
};

/** The seeded demo logins. */
export const DEMO_ADMIN = login('admin@demo.test');
export const DEMO_STAFF = login('staff@demo.test');
export const DEMO_CLIENT = login('client1@demo.test');

/** Passwords of the signed-in callers of the RLS suites, by the local part of their e-mail. */
export const DEMO_PASSWORDS = {
  client1: login('client1@demo.test').password,
  client2: login('client2@demo.test').password,
  staff: DEMO_STAFF.password,
  admin: DEMO_ADMIN.password,
} as const;
