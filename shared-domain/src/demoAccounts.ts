import accounts from './demoAccounts.json';
import type { Role } from './roles';

export interface DemoAccount {
  /** Fixed user id: the seed and the demo-users function recognise a demo account by it, never by e-mail. */
  id: string;
  role: Role;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  company: string | null;
  phone: string | null;
  /** The customer record a client account is linked to; null for admin and staff. */
  customerId: string | null;
}

/**
 * The demo logins listed on the auth page's Demo Access card. This file is their one source:
 * supabase/seed.sql and the create-demo-users function hold copies that a test compares with it.
 */
export const DEMO_ACCOUNTS = accounts as ReadonlyArray<DemoAccount>;
