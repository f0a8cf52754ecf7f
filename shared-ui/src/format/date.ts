import { MISSING_VALUE } from './money';
import { onFirstUse } from './onFirstUse';

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

const dateFormat = onFirstUse(() => new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium' }));
// Date-only values name a calendar day, not an instant, so they are formatted in UTC where they were parsed.
const calendarDayFormat = onFirstUse(() => new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium', timeZone: 'UTC' }));
const dateTimeFormat = onFirstUse(() => new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium', timeStyle: 'short' }));

type DateInput = Date | string | number | null | undefined;

function toDate(value: Exclude<DateInput, null | undefined>): Date {
  return value instanceof Date ? value : new Date(value);
}

/** A day in Canadian English, e.g. "2026-03-05" → "Mar 5, 2026", whatever the viewer's time zone. */
export function formatDate(value: DateInput): string {
  if (value == null || value === '') return MISSING_VALUE;
  if (typeof value === 'string') {
    const day = DATE_ONLY.exec(value);
    if (day) {
      const [, year, month, date] = day;
      return calendarDayFormat().format(Date.UTC(Number(year), Number(month) - 1, Number(date)));
    }
  }
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? MISSING_VALUE : dateFormat().format(date);
}

/** A moment in the viewer's time zone, e.g. "Mar 5, 2026, 2:30 p.m.". */
export function formatDateTime(value: DateInput): string {
  if (value == null || value === '') return MISSING_VALUE;
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? MISSING_VALUE : dateTimeFormat().format(date);
}
