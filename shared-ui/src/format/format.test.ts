import { formatCount, formatDate, formatDateTime, formatFileSize, formatMoney, formatPercent } from '.';

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
