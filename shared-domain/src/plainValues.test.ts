import { csvField } from './csv';
import { plainMoney } from './plainValues';

describe('plain money', () => {
  it('is a number with its cents, without a currency sign or separators', () => {
    expect(plainMoney(12345.6)).toBe('12345.60');
    expect(plainMoney(1234567.891)).toBe('1234567.89');
    expect(plainMoney(0)).toBe('0.00');
    expect(plainMoney(null)).toBeNull();
    expect(plainMoney(Number.NaN)).toBeNull();
  });

  it('stays a number in a CSV file when negative: it is not taken for a formula', () => {
    expect(plainMoney(-99.99)).toBe('-99.99');
    expect(csvField(plainMoney(-99.99))).toBe('-99.99');
  });
});
