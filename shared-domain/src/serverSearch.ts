/**
 * Server-side search: the portal's searches are case-insensitive substring
 * matches over a few columns, sent to the database as one PostgREST `or`
 * filter so they cover every row, not only the page the browser holds.
 *
 * What the user typed is matched literally: LIKE's own wildcards are escaped,
 * and the value is quoted so a comma, bracket or quote cannot end the filter.
 * PostgREST turns every `*` into `%` and offers no escape for it, so a typed
 * `*` matches any one character.
 */
export type SearchColumn = string | { column: string; kind: 'integer' };

/** What a vehicle search covers; the year is searched through `year_text`, its copy as text, so "201" finds 2015. */
export const VEHICLE_SEARCH: readonly SearchColumn[] = ['make', 'model', 'vin', 'year_text'];

/** What a shipment search covers. */
export const SHIPMENT_SEARCH: readonly SearchColumn[] = ['shipment_number', 'booking_number', 'vessel_name', 'destination_port'];

/** What a document search covers. */
export const DOCUMENT_SEARCH: readonly SearchColumn[] = ['document_name', 'document_number', 'document_type'];

function likePattern(term: string): string {
  const escaped = term.replace(/[\\%_]/g, (char) => `\\${char}`).replace(/\*/g, '_');
  return `*${escaped}*`;
}

/** A value inside a PostgREST logic tree, in double quotes with `"` and `\` escaped. */
function quoted(value: string): string {
  return `"${value.replace(/["\\]/g, (char) => `\\${char}`)}"`;
}

/**
 * The body of an `or` filter over the columns, or null when the search is
 * blank (everything matches). Integer columns (a vehicle's year) match when
 * the whole term is that number, as substrings of numbers are not stored text.
 */
export function serverSearchFilter(term: string, columns: readonly SearchColumn[]): string | null {
  const needle = term.trim();
  if (needle === '') return null;
  const pattern = quoted(likePattern(needle));
  const conditions = columns.flatMap((entry) => {
    if (typeof entry === 'string') return [`${entry}.ilike.${pattern}`];
    return /^\d{1,9}$/.test(needle) ? [`${entry.column}.eq.${Number(needle)}`] : [];
  });
  return conditions.join(',');
}

/**
 * The body of an `or` filter matching a whole value (a shipment or container
 * number) case-insensitively in any of the text columns, or null when the
 * term is blank. What was typed is matched literally, as in a search.
 */
export function serverExactFilter(term: string, columns: readonly string[]): string | null {
  const needle = term.trim();
  if (needle === '') return null;
  const pattern = quoted(likePattern(needle).slice(1, -1));
  return columns.map((column) => `${column}.ilike.${pattern}`).join(',');
}
