/**
 * The portal's searches are case-insensitive substring matches over a few
 * fields. A blank search term matches everything, so a list shows
 * all its rows until the user types.
 */
export type SearchField = string | number | null | undefined;

export function matchesSearch(term: string, fields: readonly SearchField[]): boolean {
  const needle = term.trim().toLowerCase();
  if (needle === '') return true;
  return fields.some((field) => field != null && String(field).toLowerCase().includes(needle));
}
