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

// Built on first use: the first Intl formatter a page builds loads the locale's and the zone's data
// (tens of milliseconds on a slow phone), and most pages never need it (see businessToday).
function businessDates(): Intl.DateTimeFormat {
  businessDateFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: BUSINESS_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return businessDateFormat;
}

const HOUR_MS = 3_600_000;

/** The date on a clock `hoursBehind` hours behind UTC at `at`. */
function dateBehindUtc(at: Date, hoursBehind: number): IsoDate {
  return new Date(at.getTime() - hoursBehind * HOUR_MS).toISOString().slice(0, 10);
}

/**
 * The business's date at `at` (now by default), as `private.business_today()` gives it. Toronto's
 * clocks are 4 hours behind UTC in daylight time and 5 in standard time. For 23 hours of every day
 * both read the same date, which needs no time-zone data; only in the hour where they differ does
 * the zone's own rule decide.
 */
export function businessToday(at: Date = new Date()): IsoDate {
  const daylight = dateBehindUtc(at, 4);
  if (daylight === dateBehindUtc(at, 5)) return daylight;
  const parts = Object.fromEntries(
    businessDates()
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}
