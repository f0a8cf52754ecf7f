import { MISSING_VALUE } from './money';

const percent = new Intl.NumberFormat('en-CA', { style: 'percent', maximumFractionDigits: 1 });

/** A percentage given on the 0–100 scale the portal computes with, e.g. 15.25 → "15.3%". */
export function formatPercent(value: number | null | undefined): string {
  if (value == null || !Number.isFinite(value)) return MISSING_VALUE;
  return percent.format(value / 100);
}
