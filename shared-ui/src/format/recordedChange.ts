import { formatDate, formatDateTime, formatMileage, formatMoney, MISSING_VALUE } from '../index';
import { formatDecimal } from './decimal';

/** How a recorded value reads: its kind picks the formatter. */
export type RecordedValueKind = 'text' | 'money' | 'day' | 'moment' | 'mileage' | 'number' | 'yesNo' | 'reference';

/**
 * One field of a recorded change, as the business's history describes it: what it is called,
 * how its values read, and the values before and after. The shape is the design system's own;
 * the rulebook's field changes fit it without being known here.
 */
export interface RecordedFieldChange {
  /** What tells the field apart from the others of its change. */
  column: string;
  label: string;
  kind: RecordedValueKind;
  /** Stored codes in words, e.g. "in_transit" → "In Transit". */
  words?: Readonly<Record<string, string>>;
  /** Absent when there was no earlier value (a creation). */
  old?: unknown;
  /** Absent when there is no later value (a deletion). */
  new?: unknown;
}

/** A recorded value as the screen shows it: codes in words, money in CAD, days and moments in en-CA. */
export function formatRecordedValue(field: Pick<RecordedFieldChange, 'kind' | 'words'>, value: unknown): string {
  if (value === null || value === undefined || value === '') return MISSING_VALUE;
  if (field.words && typeof value === 'string') return field.words[value] ?? value;
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  switch (field.kind) {
    case 'money':
      return Number.isFinite(number) ? formatMoney(number) : String(value);
    case 'mileage':
      return Number.isFinite(number) ? formatMileage(number) : String(value);
    case 'number':
      return Number.isFinite(number)
        ? formatDecimal(number, { minimumFractionDigits: 0, maximumFractionDigits: 3, rounding: 'halfExpand' })
        : String(value);
    case 'day':
      return formatDate(String(value));
    case 'moment':
      return formatDateTime(String(value));
    case 'yesNo':
      return value === true ? 'Yes' : value === false ? 'No' : String(value);
    default:
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
}

/**
 * One field of a change in a line: "Mileage: 12,000 km → 13,500 km", or "Make: Toyota" for a
 * creation. A link to another record says only that it changed: its key means nothing to a reader.
 */
export function describeFieldChange(field: RecordedFieldChange): string {
  if (field.kind === 'reference') {
    const had = field.old !== undefined && field.old !== null;
    const has = field.new !== undefined && field.new !== null;
    if (!had && has && 'old' in field) return `${field.label}: set`;
    if (had && !has) return `${field.label}: removed`;
    return `${field.label}: ${'old' in field ? 'changed' : 'set'}`;
  }
  const later = formatRecordedValue(field, field.new);
  return 'old' in field ? `${field.label}: ${formatRecordedValue(field, field.old)} → ${later}` : `${field.label}: ${later}`;
}
