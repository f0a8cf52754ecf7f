/** A calendar date as the database stores it: `YYYY-MM-DD`, in local time. */
export type IsoDate = string;

export function toIsoDate(date: Date): IsoDate {
  const year = date.getFullYear();
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${year}-${month}-${day}`;
}

const MS_PER_DAY = 86_400_000;

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / MS_PER_DAY);
}

/** Accepts either form so callers can pass `new Date()` for today. */
export function asIsoDate(value: IsoDate | Date): IsoDate {
  return typeof value === 'string' ? value.slice(0, 10) : toIsoDate(value);
}

/**
 * The business works on Eastern time: its today is the date in Toronto, whatever the server's
 * or the browser's zone. The database's `private.business_time_zone()` names the same zone.
 */
export const BUSINESS_TIME_ZONE = 'America/Toronto';

let businessDateFormat: Intl.DateTimeFormat | undefined;

// Built on first use: a formatter with a time zone takes milliseconds to build, and most pages never ask.
function businessDates(): Intl.DateTimeFormat {
  businessDateFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: BUSINESS_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return businessDateFormat;
}

/** The business's date at `at` (now by default), as `private.business_today()` gives it. */
export function businessToday(at: Date = new Date()): IsoDate {
  const parts = Object.fromEntries(
    businessDates()
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}
