/*
 * Numbers written as Canadian English writes them, character for character what
 * `Intl.NumberFormat('en-CA')` writes, without Intl. The first Intl formatter a page builds loads
 * the locale's data on the page's one thread (65–130 ms at 4× CPU slowdown), just when the first
 * screen shows its figures; the portal writes numbers in one locale, so it writes them itself.
 * `format.test.ts` checks every style against Intl.
 */

export interface DecimalStyle {
  minimumFractionDigits: number;
  maximumFractionDigits: number;
  /** Half away from zero (Intl's default), or towards zero. */
  rounding: 'halfExpand' | 'trunc';
  /** Powers of ten the value is multiplied by, exactly, before rounding: 2 writes a fraction as a percentage. */
  scale?: number;
}

/** A finite number's decimal digits as Intl reads them: the shortest text that reads back as the number. */
function digitsOf(magnitude: number, scale: number): { integer: string; fraction: string } {
  const [mantissa = '0', exponent = '0'] = String(magnitude).split('e');
  const [whole = '0', part = ''] = mantissa.split('.');
  const digits = whole + part;
  const point = whole.length + Number(exponent) + scale;
  if (point <= 0) return { integer: '0', fraction: '0'.repeat(-point) + digits };
  if (point >= digits.length) return { integer: digits + '0'.repeat(point - digits.length), fraction: '' };
  return { integer: digits.slice(0, point), fraction: digits.slice(point) };
}

/** Adds one to a string of decimal digits. */
function increment(digits: string): string {
  const out = digits.split('');
  for (let index = out.length - 1; index >= 0; index -= 1) {
    if (out[index] !== '9') {
      out[index] = String(Number(out[index]) + 1);
      return out.join('');
    }
    out[index] = '0';
  }
  return `1${out.join('')}`;
}

const THOUSANDS = /\B(?=(\d{3})+$)/g;

/**
 * A finite number in the given style, its sign first: "-1,234.5". Like Intl, a negative number
 * keeps its sign when it rounds to zero ("-0", "-0.00").
 */
export function formatDecimal(value: number, style: DecimalStyle): string {
  const { minimumFractionDigits, maximumFractionDigits, rounding, scale = 0 } = style;
  const { integer, fraction } = digitsOf(Math.abs(value), scale);
  let kept = integer + fraction.slice(0, maximumFractionDigits).padEnd(maximumFractionDigits, '0');
  if (rounding === 'halfExpand' && (fraction[maximumFractionDigits] ?? '0') >= '5') kept = increment(kept);
  const integerDigits = kept.slice(0, kept.length - maximumFractionDigits).replace(/^0+(?=\d)/, '') || '0';
  let fractionDigits = kept.slice(kept.length - maximumFractionDigits);
  while (fractionDigits.length > minimumFractionDigits && fractionDigits.endsWith('0')) fractionDigits = fractionDigits.slice(0, -1);
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  const grouped = integerDigits.replace(THOUSANDS, ',');
  return `${sign}${grouped}${fractionDigits ? `.${fractionDigits}` : ''}`;
}
