import type { IsoDate } from './dates';

/**
 * How the portal writes a CSV file: RFC 4180 (comma-separated, CRLF line ends, a field quoted
 * when it holds a comma, a double quote or a line break, its double quotes doubled), UTF-8 with a
 * byte order mark so Excel reads accents right, and text that a spreadsheet would run as a
 * formula made inert.
 */

/** What a cell holds: text, a number, or nothing (an empty field). */
export type CsvValue = string | number | null | undefined;

/** One column of a file: its heading and the plain value of a row in it. */
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => CsvValue;
}

/** Starts the file: without it Excel reads UTF-8 as the machine's legacy code page ("Ã©" for "é"). */
export const CSV_BYTE_ORDER_MARK = '\uFEFF';

export const CSV_MEDIA_TYPE = 'text/csv;charset=utf-8';

const LINE_END = '\r\n';

/** A spreadsheet reads a cell starting with one of these as a formula (or, tab and CR, hides the start of one). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** Text that is only a decimal number is read as that number, never as a formula. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * Text a spreadsheet would run as a formula, made inert by a leading apostrophe ("=HYPERLINK(…)"
 * becomes "'=HYPERLINK(…)"), as OWASP advises. A plain number such as "-12.50" is left as it is,
 * so negative amounts stay numbers.
 */
export function inertText(text: string): string {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

/** One field as RFC 4180 writes it: numbers as they are, text made inert and quoted when it must be. */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = inertText(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record, with its line end. */
export function csvRecord(values: readonly CsvValue[]): string {
  return `${values.map(csvField).join(',')}${LINE_END}`;
}

/** The heading record of the columns. */
export function csvHeader<Row>(columns: readonly CsvColumn<Row>[]): string {
  return csvRecord(columns.map((column) => column.header));
}

/** The records of the rows, one per row, in the columns' order. */
export function csvRecords<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  let text = '';
  for (const row of rows) text += csvRecord(columns.map((column) => column.value(row)));
  return text;
}

const MAX_SEARCH_IN_NAME = 40;

/** The search in a file name: letters and digits without accents, words joined by dashes. */
function searchWords(search: string): string {
  return search
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, MAX_SEARCH_IN_NAME)
    .replace(/^-+|-+$/g, '');
}

/** What a download is saved as: the list, the search it was narrowed by, and the day ("vehicles-civic-2026-11-27.csv"). */
export function csvFileName(subject: string, day: IsoDate, search = ''): string {
  return `${[subject, searchWords(search), day].filter(Boolean).join('-')}.csv`;
}
