import { formatDecimal } from './decimal';
import { MISSING_VALUE } from './money';

/**
 * A percentage given on the 0–100 scale the portal computes with, e.g. 16.7249 → "16.72%", 94 → "94%".
 * To the hundredth, cut rather than rounded: a margin of 14.999 is below the 15 % a margin turns green
 * at, so it must not read as "15%". Every screen shows a percentage through this, so the shared
 * dashboard and the admin dashboard show the same margin the same way.
 */
export function formatPercent(value: number | null | undefined): string {
  if (value == null || !Number.isFinite(value)) return MISSING_VALUE;
  // Rounded to a ten-thousandth of a percent first, so float noise (0.29 * 100 = 28.999…96) is not cut to 28.99.
  const fraction = Math.round(value * 10_000) / 1_000_000;
  return `${formatDecimal(fraction, { minimumFractionDigits: 0, maximumFractionDigits: 2, rounding: 'trunc', scale: 2 })}%`;
}
