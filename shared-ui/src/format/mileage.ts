import { formatDecimal } from './decimal';
import { MISSING_VALUE } from './money';

/** Odometers in Canada read kilometres, e.g. 19919 → "19,919 km". */
export function formatMileage(kilometres: number | null): string {
  if (kilometres === null || !Number.isFinite(kilometres)) return MISSING_VALUE;
  return `${formatDecimal(kilometres, { minimumFractionDigits: 0, maximumFractionDigits: 3, rounding: 'halfExpand' })} km`;
}
