import accounts from './demoAccounts.json';
import type { Role } from './roles';

export interface DemoAccount {
  role: Role;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** The demo logins of DESIGN §5, listed on the auth page's Demo Access card. */
export const DEMO_ACCOUNTS = accounts as ReadonlyArray<DemoAccount>;
