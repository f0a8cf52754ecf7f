import { CHECKED_COLUMN_VALUES } from './database';
import { COLUMN_WORDS, COMMUNICATION_TYPE_LABELS, DOCUMENT_TYPE_LABELS, SHIPMENT_STATUS_LABELS } from './labels';
import { DOCUMENT_VALIDITY_LABELS } from './clientPortal';

/** What a stored code looks like: lower case joined by underscores or dashes, e.g. in_transit. */
const CODE = /^[a-z]+([_-][a-z]+)*$/;

const worded = Object.entries(COLUMN_WORDS).flatMap(([table, columns]) =>
  Object.entries(columns as Record<string, Record<string, string>>).map(([column, words]) => ({ name: `${table}.${column}`, table, column, words })),
);

describe('the words for stored codes', () => {
  it('covers every checked column but the currency, whose codes are its words', () => {
    const checked = Object.entries(CHECKED_COLUMN_VALUES).flatMap(([table, columns]) => Object.keys(columns).map((column) => `${table}.${column}`));
    expect(worded.map(({ table, column }) => `${table}.${column}`).sort()).toEqual(
      checked.filter((name) => name !== 'settings.default_currency').sort(),
    );
  });

  it.each(worded)('gives every value of $name words, never the code itself', ({ table, column, words }) => {
    const values = (CHECKED_COLUMN_VALUES as Record<string, Record<string, readonly string[]>>)[table]![column]!;
    expect(Object.keys(words).sort()).toEqual([...values].sort());
    for (const value of values) {
      const label = words[value]!;
      expect(label).not.toBe(value);
      expect(label).not.toMatch(CODE);
      expect(label).not.toMatch(/_/);
      expect(label.charAt(0)).toBe(label.charAt(0).toUpperCase());
    }
    // Two codes reading alike could not be told apart on screen.
    expect(new Set(Object.values(words)).size).toBe(values.length);
  });

  it('writes names and abbreviations as people do, not as a title-caser would', () => {
    expect(DOCUMENT_TYPE_LABELS.bill_of_lading).toBe('Bill of Lading');
    expect(COMMUNICATION_TYPE_LABELS.sms).toBe('SMS');
    expect(SHIPMENT_STATUS_LABELS.in_transit).toBe('In Transit');
  });

  it('gives each document validity words', () => {
    for (const label of Object.values(DOCUMENT_VALIDITY_LABELS)) expect(label).not.toMatch(CODE);
  });
});
