/**
 * A list's cells as plain data, as a download of the list holds them: what a spreadsheet or a
 * program reads without guessing, where the screen shows words and local formats. Days stay
 * `YYYY-MM-DD` and moments ISO 8601 as the database gives them; codes are shown in words.
 */

/** An amount of money as a plain number with its cents ("-99.99"), never "$" or thousands separators. */
export function plainMoney(amount: number | null | undefined): string | null {
  return amount === null || amount === undefined || !Number.isFinite(amount) ? null : amount.toFixed(2);
}
