import { MISSING_VALUE } from './money';

/*
 * Dates written as Canadian English writes them, character for character what
 * `Intl.DateTimeFormat('en-CA')` writes in the styles below, without Intl: the first Intl formatter
 * a page builds loads the locale's data on the page's one thread, just when the first screen shows
 * its dates. `format.test.ts` checks every style against Intl.
 */

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;
const SHORT_MONTHS = MONTHS.map((month) => month.slice(0, 3));

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

type DateInput = Date | string | number | null | undefined;

interface Day {
  year: number;
  month: number;
  date: number;
}

function toDate(value: Exclude<DateInput, null | undefined>): Date {
  return value instanceof Date ? value : new Date(value);
}

const localDay = (moment: Date): Day => ({ year: moment.getFullYear(), month: moment.getMonth(), date: moment.getDate() });

/** `dateStyle: 'medium'`: "Mar 5, 2026". */
const mediumDate = ({ year, month, date }: Day) => `${SHORT_MONTHS[month]} ${date}, ${year}`;

/** A day in Canadian English, e.g. "2026-03-05" → "Mar 5, 2026", whatever the viewer's time zone. */
export function formatDate(value: DateInput): string {
  if (value == null || value === '') return MISSING_VALUE;
  if (typeof value === 'string') {
    // A date-only value names a calendar day, not an instant: it is that day in every time zone.
    const day = DATE_ONLY.exec(value);
    if (day) {
      const calendarDay = new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])));
      return mediumDate({ year: calendarDay.getUTCFullYear(), month: calendarDay.getUTCMonth(), date: calendarDay.getUTCDate() });
    }
  }
  const moment = toDate(value);
  return Number.isNaN(moment.getTime()) ? MISSING_VALUE : mediumDate(localDay(moment));
}

/** A moment in the viewer's time zone, e.g. "Mar 5, 2026, 2:30 p.m.". */
export function formatDateTime(value: DateInput): string {
  if (value == null || value === '') return MISSING_VALUE;
  const moment = toDate(value);
  if (Number.isNaN(moment.getTime())) return MISSING_VALUE;
  const hours = moment.getHours();
  const minutes = String(moment.getMinutes()).padStart(2, '0');
  return `${mediumDate(localDay(moment))}, ${hours % 12 || 12}:${minutes} ${hours < 12 ? 'a.m.' : 'p.m.'}`;
}

/** The month a moment falls in, in the viewer's time zone, e.g. "November 2026". */
export function formatMonth(value: Date): string {
  return `${MONTHS[value.getMonth()]} ${value.getFullYear()}`;
}
