import { BUSINESS_TIME_ZONE, businessToday } from './dates';

describe("the business's today", () => {
  it('is the date in Toronto', () => {
    expect(BUSINESS_TIME_ZONE).toBe('America/Toronto');
  });

  it.each([
    ['2026-01-16T04:59:59Z', '2026-01-15'],
    ['2026-01-16T05:00:00Z', '2026-01-16'],
    ['2026-07-16T03:59:59Z', '2026-07-15'],
    ['2026-07-16T04:00:00Z', '2026-07-16'],
    ['2026-12-31T23:30:00Z', '2026-12-31'],
  ])('at %s is %s', (instant, date) => {
    expect(businessToday(new Date(instant))).toBe(date);
  });
});
