import * as z from 'zod/mini';
import { BANK_ACCOUNT_TYPES } from '@export-portal/shared-domain';

/**
 * The banking connect form. A Canadian account is found by its routing number, the 5-digit
 * branch transit number and the 3-digit institution number, written together (12345001) or as on
 * a cheque (12345-001); account numbers are 7 to 12 digits. Neither number is ever sent: the
 * form checks them, and only the account number's last four digits leave it.
 */
export const bankingSchema = z.object({
  bankName: z.string().check(z.trim(), z.minLength(1, 'Enter the bank name'), z.maxLength(100, 'A bank name has at most 100 characters')),
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
      z.regex(/^[\d\s-]+$/, 'Use digits only'),
      z.regex(/^\d{5}[-\s]?\d{3}$/, 'Enter the 5-digit transit number and the 3-digit institution number, such as 12345-001'),
    ),
  accountType: z.enum(BANK_ACCOUNT_TYPES),
  defaultBusiness: z.boolean(),
});

export type BankingDraft = z.input<typeof bankingSchema>;

/** An account number as shown once entered: only its last four digits. */
export function maskAccountNumber(accountNumber: string): string {
  return `•••• ${accountNumber.slice(-4)}`;
}
