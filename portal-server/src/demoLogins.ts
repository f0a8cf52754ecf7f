import demoAccounts from '../../shared-domain/src/demoAccounts.json';

/** The demo accounts of the embedded backend (DESIGN §5), printed at start. */
export const demoLogins: ReadonlyArray<{ role: string; email: string; password: string }> = demoAccounts;
