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

  it("is Toronto's date as the zone's own rule gives it, at every moment of three years and their clock changes", () => {
    const toronto = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto', year: 'numeric', month: '2-digit', day: '2-digit' });
    const differences: string[] = [];
    // Every 23 minutes: each hour either side of midnight in Toronto, in daylight and standard time.
    for (let at = Date.UTC(2025, 0, 1); at < Date.UTC(2028, 0, 1); at += 23 * 60_000) {
      const moment = new Date(at);
      if (businessToday(moment) !== toronto.format(moment)) differences.push(moment.toISOString());
    }
    expect(differences).toEqual([]);
  });
});
