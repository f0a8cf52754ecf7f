import { formatDecimal } from './decimal';

/** What a missing amount, date or size shows as: a dash reads better than "$NaN" or "Invalid Date". */
export const MISSING_VALUE = '—';

/** An amount in Canadian dollars, e.g. 12345 → "$12,345.00", -5 → "-$5.00". */
export function formatMoney(amount: number | null | undefined): string {
  if (amount == null || !Number.isFinite(amount)) return MISSING_VALUE;
  const text = formatDecimal(amount, { minimumFractionDigits: 2, maximumFractionDigits: 2, rounding: 'halfExpand' });
  return text.startsWith('-') ? `-$${text.slice(1)}` : `$${text}`;
}
