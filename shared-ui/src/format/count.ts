import { formatDecimal } from './decimal';
import { MISSING_VALUE } from './money';

/** A whole number of things in Canadian English, e.g. 12345 → "12,345"; a dash while it is unknown. */
export function formatCount(value: number | null | undefined): string {
  if (value == null || !Number.isFinite(value)) return MISSING_VALUE;
  return formatDecimal(value, { minimumFractionDigits: 0, maximumFractionDigits: 0, rounding: 'halfExpand' });
}
