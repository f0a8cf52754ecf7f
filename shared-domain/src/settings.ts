/** Currencies the portal's settings offer; amounts are shown in CAD whatever is chosen. */
export const CURRENCIES = ['CAD', 'USD', 'EUR'] as const;
export type Currency = (typeof CURRENCIES)[number];

/**
 * A decimal as typed in a settings field ("13", "13.5", " 2500.00 "), or null when the text is
 * not a number. Blank is not zero: it is refused like any other non-number.
 */
export function parseDecimal(text: string): number | null {
  const trimmed = text.trim();
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}
