import * as z from 'zod/mini';

export const BANK_ACCOUNT_TYPES = ['chequing', 'savings'] as const;

export const BANK_ACCOUNT_TYPE_LABELS: Record<(typeof BANK_ACCOUNT_TYPES)[number], string> = { chequing: 'Chequing', savings: 'Savings' };

/**
 * The banking connect form. A Canadian routing number is the 5-digit branch transit number
 * followed by the 3-digit institution number; account numbers are 7 to 12 digits. Digits only:
 * no spaces or dashes.
 */
export const bankingSchema = z.object({
  bankName: z.string().check(z.trim(), z.minLength(1, 'Enter the bank name')),
  accountNumber: z
    .string()
    .check(
      z.minLength(1, 'Enter the account number'),
      z.regex(/^\d+$/, 'Use digits only'),
      z.regex(/^\d{7,12}$/, 'An account number has 7 to 12 digits'),
    ),
  routingNumber: z
    .string()
    .check(
      z.minLength(1, 'Enter the routing number'),
      z.regex(/^\d+$/, 'Use digits only'),
      z.regex(/^\d{8}$/, 'Enter the 5-digit transit number followed by the 3-digit institution number'),
    ),
  accountType: z.enum(BANK_ACCOUNT_TYPES),
  defaultBusiness: z.boolean(),
});

export type BankingDraft = z.input<typeof bankingSchema>;

/** An account number as shown once entered: only its last four digits. */
export function maskAccountNumber(accountNumber: string): string {
  return `•••• ${accountNumber.slice(-4)}`;
}
