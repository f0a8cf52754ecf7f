import demoAccounts from '@export-portal/shared-domain/demo-accounts.json';

/** The demo accounts of the embedded backend, printed at start. */
export const demoLogins: ReadonlyArray<{ role: string; email: string; password: string }> = demoAccounts;
