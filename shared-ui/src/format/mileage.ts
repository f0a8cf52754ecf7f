import { MISSING_VALUE } from './money';
import { onFirstUse } from './onFirstUse';

// A list formats a mileage on every card: `toLocaleString` would build a formatter each time.
const kilometresFormat = onFirstUse(() => new Intl.NumberFormat('en-CA'));

/** Odometers in Canada read kilometres. */
export function formatMileage(kilometres: number | null): string {
  return kilometres === null ? MISSING_VALUE : `${kilometresFormat().format(kilometres)} km`;
}
