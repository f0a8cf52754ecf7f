import { MISSING_VALUE } from './money';
import { onFirstUse } from './onFirstUse';

const counts = onFirstUse(() => new Intl.NumberFormat('en-CA', { maximumFractionDigits: 0 }));

/** A whole number of things in Canadian English, e.g. 12345 → "12,345"; a dash while it is unknown. */
export function formatCount(value: number | null | undefined): string {
  if (value == null || !Number.isFinite(value)) return MISSING_VALUE;
  return counts().format(value);
}
