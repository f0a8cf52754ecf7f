import { MISSING_VALUE } from './money';

/** Odometers in Canada read kilometres. */
export function formatMileage(kilometres: number | null): string {
  return kilometres === null ? MISSING_VALUE : `${kilometres.toLocaleString('en-CA')} km`;
}
