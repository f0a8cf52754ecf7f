import { onFirstUse } from './onFirstUse';

const cad = onFirstUse(() => new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' }));

/** What a missing amount, date or size shows as: a dash reads better than "$NaN" or "Invalid Date". */
export const MISSING_VALUE = '—';

/** An amount in Canadian dollars, e.g. 12345 → "$12,345.00". */
export function formatMoney(amount: number | null | undefined): string {
  if (amount == null || !Number.isFinite(amount)) return MISSING_VALUE;
  return cad().format(amount);
}
