import { describeFieldChange, type RecordedFieldChange } from '../changes';
import { formatCount, formatDate, formatDateTime, formatFileSize, formatMileage, formatMoney, formatMonth, formatPercent } from '.';

describe('formatMoney', () => {
  it('shows amounts as Canadian dollars with cents', () => {
    expect(formatMoney(12345)).toBe('$12,345.00');
    expect(formatMoney(2500.5)).toBe('$2,500.50');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(-99.99)).toBe('-$99.99');
  });

  it('shows a dash when there is no amount', () => {
    expect(formatMoney(null)).toBe('—');
    expect(formatMoney(undefined)).toBe('—');
    expect(formatMoney(Number.NaN)).toBe('—');
  });
});

describe('formatDate', () => {
  it('shows a date-only value as that calendar day in Canadian English', () => {
    expect(formatDate('2026-03-05')).toBe('Mar 5, 2026');
  });

  it('shows timestamps and Date objects as the local day', () => {
    expect(formatDate(new Date(2025, 10, 21, 23, 59))).toBe('Nov 21, 2025');
  });

  it('shows a dash for missing or unreadable dates', () => {
    expect(formatDate(null)).toBe('—');
    expect(formatDate('')).toBe('—');
    expect(formatDate('not a date')).toBe('—');
  });
});

describe('formatDateTime', () => {
  it('shows the day and the time of day', () => {
    expect(formatDateTime(new Date(2026, 2, 5, 14, 30))).toBe('Mar 5, 2026, 2:30 p.m.');
  });

  it('shows a dash for a missing moment', () => {
    expect(formatDateTime(undefined)).toBe('—');
  });
});

describe('formatFileSize', () => {
  it('shows sizes in base-1024 units with two decimals', () => {
    expect(formatFileSize(0)).toBe('0 Bytes');
    expect(formatFileSize(512)).toBe('512 Bytes');
    expect(formatFileSize(1024)).toBe('1.00 KB');
    expect(formatFileSize(1536)).toBe('1.50 KB');
    expect(formatFileSize(2.25 * 1024 * 1024)).toBe('2.25 MB');
    expect(formatFileSize(3 * 1024 ** 3)).toBe('3.00 GB');
  });

  it('keeps gigabytes as the largest unit', () => {
    expect(formatFileSize(2 * 1024 ** 4)).toBe('2048.00 GB');
  });

  it('shows a dash for an unknown size', () => {
    expect(formatFileSize(null)).toBe('—');
    expect(formatFileSize(-1)).toBe('—');
  });
});

describe('formatPercent', () => {
  it('shows a 0–100 value to the hundredth, whole values without decimals', () => {
    expect(formatPercent(94)).toBe('94%');
    expect(formatPercent(16.7249)).toBe('16.72%');
    expect(formatPercent(15.25)).toBe('15.25%');
    expect(formatPercent(0)).toBe('0%');
  });

  it('cuts rather than rounds, so a margin below 15 never reads as 15%', () => {
    expect(formatPercent(14.999)).toBe('14.99%');
  });

  it('is not thrown off by floating-point noise', () => {
    expect(formatPercent(0.29 * 100)).toBe('29%');
    expect(formatPercent(0.15 * 100)).toBe('15%');
  });

  it('shows a dash when there is no value', () => {
    expect(formatPercent(null)).toBe('—');
  });
});

describe('formatCount', () => {
  it('shows whole numbers with Canadian thousands separators', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(12345)).toBe('12,345');
  });

  it('shows a dash while the number is unknown', () => {
    expect(formatCount(undefined)).toBe('—');
    expect(formatCount(null)).toBe('—');
  });
});

describe('describeFieldChange', () => {
  const change = (kind: RecordedFieldChange['kind'], values: Pick<RecordedFieldChange, 'old' | 'new' | 'words'>): RecordedFieldChange => ({
    column: 'field',
    label: 'Field',
    kind,
    ...values,
  });

  it('writes a change as "Field: old → new", each value by its kind', () => {
    expect(describeFieldChange(change('money', { old: 2500, new: '2750.5' }))).toBe('Field: $2,500.00 → $2,750.50');
    expect(describeFieldChange(change('mileage', { old: 12000, new: 13500 }))).toBe('Field: 12,000 km → 13,500 km');
    expect(describeFieldChange(change('number', { old: 12345.5, new: 2 }))).toBe('Field: 12,345.5 → 2');
    expect(describeFieldChange(change('day', { old: '2026-03-05', new: '2026-03-12' }))).toBe('Field: Mar 5, 2026 → Mar 12, 2026');
    expect(describeFieldChange(change('yesNo', { old: false, new: true }))).toBe('Field: No → Yes');
    expect(describeFieldChange(change('text', { old: 'booked', new: 'in_transit', words: { booked: 'Booked', in_transit: 'In Transit' } }))).toBe(
      'Field: Booked → In Transit',
    );
  });

  it('writes an emptied value as a dash, and a creation by its value alone', () => {
    expect(describeFieldChange(change('text', { old: 'Red', new: null }))).toBe('Field: Red → —');
    expect(describeFieldChange(change('mileage', { new: 12000 }))).toBe('Field: 12,000 km');
  });

  it('says a link to another record was set, removed or changed, never its key', () => {
    expect(describeFieldChange(change('reference', { old: null, new: 'c1' }))).toBe('Field: set');
    expect(describeFieldChange(change('reference', { old: 'c1', new: null }))).toBe('Field: removed');
    expect(describeFieldChange(change('reference', { old: 'c1', new: 'c2' }))).toBe('Field: changed');
    expect(describeFieldChange(change('reference', { new: 'c1' }))).toBe('Field: set');
  });
});

/**
 * The formatters write Canadian English without Intl (building an Intl formatter is slow on a page's
 * first screen), so they are checked against Intl itself: the same text for every number and moment.
 */
describe('written as Intl writes en-CA', () => {
  // A fixed pseudo-random sequence (a linear congruential generator), so a failure repeats.
  function* numbers(count: number): Generator<number> {
    let seed = 20_261_128;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    for (let index = 0; index < count; index += 1) {
      const magnitude = 10 ** Math.floor(next() * 16 - 6);
      const value = next() * magnitude;
      yield next() < 0.25 ? -value : value;
      yield Math.round(value * 100) / 100;
      yield Math.round(value * 1000 + 0.5) / 1000;
    }
  }
  const edges = [
    0, -0, 0.5, 1.5, 2.5, -2.5, 0.005, 1.005, 2.675, -0.001, -0.4, 999.995, 999_999.9995, 1e21, 3.5e22, 1.5e-7, -1.5e-7, 123_456_789.125,
  ];
  const values = [...edges, ...numbers(3_000)];

  /** The values whose text differs from Intl's: none. */
  const differences = <T>(inputs: Iterable<T>, ours: (input: T) => string, intl: (input: T) => string) =>
    [...inputs].flatMap((input) => (ours(input) === intl(input) ? [] : [{ input, ours: ours(input), intl: intl(input) }]));

  it('writes money as Intl writes Canadian dollars', () => {
    const intl = new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' });
    expect(differences(values, formatMoney, (value) => intl.format(value))).toEqual([]);
  });

  it('writes counts and kilometres as Intl writes numbers', () => {
    const whole = new Intl.NumberFormat('en-CA', { maximumFractionDigits: 0 });
    const plain = new Intl.NumberFormat('en-CA');
    expect(differences(values, formatCount, (value) => whole.format(value))).toEqual([]);
    expect(differences(values, formatMileage, (value) => `${plain.format(value)} km`)).toEqual([]);
  });

  it('writes percentages as Intl writes a fraction cut to the hundredth of a percent', () => {
    const intl = new Intl.NumberFormat('en-CA', { style: 'percent', maximumFractionDigits: 2, roundingMode: 'trunc' });
    const percentages = values.flatMap((value) => [value, value / 1e4]);
    expect(differences(percentages, formatPercent, (value) => intl.format(Math.round(value * 10_000) / 1_000_000))).toEqual([]);
  });

  it("writes days, moments and months as Intl writes them in the viewer's time zone", () => {
    const day = new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium' });
    const moment = new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium', timeStyle: 'short' });
    const month = new Intl.DateTimeFormat('en-CA', { month: 'long', year: 'numeric' });
    // Every 7 hours and 13 minutes for 42 years: each hour of the clock, each day of the month, both sides of noon and midnight.
    const moments: Date[] = [];
    for (let at = Date.UTC(1999, 0, 1); at < Date.UTC(2041, 0, 1); at += (7 * 60 + 13) * 60_000) moments.push(new Date(at));
    expect(differences(moments, formatDate, (date) => day.format(date))).toEqual([]);
    expect(differences(moments, formatDateTime, (date) => moment.format(date))).toEqual([]);
    expect(differences(moments, formatMonth, (date) => month.format(date))).toEqual([]);
  });
});
