import type { FieldChange } from '@export-portal/shared-domain/history';
import { MISSING_VALUE, formatDate, formatDateTime, formatMileage, formatMoney } from '@export-portal/shared-ui';

/** A recorded value as the screen shows it: codes in words, money in CAD, days and moments in en-CA. */
export function formatRecordedValue(field: Pick<FieldChange, 'kind' | 'words'>, value: unknown): string {
  if (value === null || value === undefined || value === '') return MISSING_VALUE;
  if (field.words && typeof value === 'string') return field.words[value] ?? value;
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  switch (field.kind) {
    case 'money':
      return Number.isFinite(number) ? formatMoney(number) : String(value);
    case 'mileage':
      return Number.isFinite(number) ? formatMileage(number) : String(value);
    case 'number':
      return Number.isFinite(number) ? number.toLocaleString('en-CA') : String(value);
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
 * One field of an entry in a line: "Mileage: 12,000 km → 13,500 km", or "Make: Toyota" for a
 * creation. A link to another record says only that it changed: its key means nothing to a reader.
 */
export function describeFieldChange(field: FieldChange): string {
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
