import {
  BUSINESS_TIME_ZONE,
  EXPIRING_SOON_DAYS,
  businessToday,
  documentValidity,
  type DocumentValidity,
  type IsoDate,
} from '@export-portal/shared-domain';
import { startTestBackend, type TestBackend } from './harness';

/**
 * A document's validity is decided twice: by shared-domain's documentValidity() on the screens,
 * and by the SQL behind dashboard_stats' expired and expiring-soon counts. Both take the
 * business's today (the date in Toronto) and the same window, and these tests hold the two
 * sides to the same constants and the same answers on the boundary days.
 */

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend();
}, 60_000);

afterAll(async () => {
  await backend?.close();
});

async function sqlValue<T>(expression: string, params: unknown[] = []): Promise<T> {
  const { rows } = await backend.db.query<{ value: T }>(`select ${expression} as value`, params);
  return rows[0]!.value;
}

describe('the constants both sides use', () => {
  it("the expiring-soon window is shared-domain's EXPIRING_SOON_DAYS", async () => {
    expect(await sqlValue<number>('private.document_expiry_window_days()')).toBe(EXPIRING_SOON_DAYS);
  });

  it("the business's time zone is shared-domain's BUSINESS_TIME_ZONE", async () => {
    expect(await sqlValue<string>('private.business_time_zone()')).toBe(BUSINESS_TIME_ZONE);
  });

  it("business_today() is shared-domain's businessToday()", async () => {
    const before = businessToday();
    const today = await sqlValue<string>('private.business_today()::text');
    const after = businessToday();
    expect([before, after]).toContain(today);
  });

  // Either side of midnight in Toronto, in winter and in summer time, and on the nights the clocks change.
  it.each([
    '2026-01-16T04:59:59Z',
    '2026-01-16T05:00:00Z',
    '2026-03-08T06:59:59Z',
    '2026-03-08T07:00:00Z',
    '2026-07-16T03:59:59Z',
    '2026-07-16T04:00:00Z',
    '2026-11-01T05:30:00Z',
    '2026-12-31T23:59:59Z',
  ])('the date in the business time zone at %s is the same on both sides', async (instant) => {
    const sql = await sqlValue<string>('(($1::timestamptz) at time zone private.business_time_zone())::date::text', [instant]);
    expect(sql).toBe(businessToday(new Date(instant)));
  });
});

/**
 * Adds 2^i documents expiring on the i-th boundary day, so the growth of a count names exactly
 * which days it includes. Run in a session whose own date is far from Toronto's (its time zone
 * changes current_date, never the business's today), then rolled back.
 */
async function boundaryCounts(sessionTimeZone: string | null) {
  return backend.db.transaction(async (tx) => {
    if (sessionTimeZone) await tx.query(`select set_config('timezone', $1, true)`, [sessionTimeZone]);
    const stats = async () =>
      (await tx.query<{ stats: { documents_expired: number; documents_expiring_soon: number } }>('select public.dashboard_stats() as stats')).rows[0]!
        .stats;
    const { rows } = await tx.query<{ today: IsoDate; days: IsoDate[] }>(
      `select b.today::text as today,
              array[b.today - 1, b.today, b.today + w.days, b.today + w.days + 1]::text[] as days
         from private.business_today() as b(today), private.document_expiry_window_days() as w(days)`,
    );
    const { today, days } = rows[0]!;
    const before = await stats();
    for (const [index, day] of days.entries()) {
      await tx.query(
        `insert into public.documents (document_name, document_type, expiry_date)
         select 'Boundary ' || n, 'insurance', $1::date from generate_series(1, $2::int) as n`,
        [day, 2 ** index],
      );
    }
    const after = await stats();
    await tx.rollback();
    const daysCounted = (growth: number) => days.filter((_, index) => (growth >> index) & 1);
    return {
      today,
      days,
      expired: daysCounted(after.documents_expired - before.documents_expired),
      expiringSoon: daysCounted(after.documents_expiring_soon - before.documents_expiring_soon),
    };
  });
}

describe('documents on the boundary days', () => {
  it.each([
    ['the database default', null],
    ['Kiritimati (UTC+14)', 'Pacific/Kiritimati'],
    ['UTC-12', 'Etc/GMT+12'],
  ] as const)('are counted by dashboard_stats as documentValidity() judges them, in a session on %s', async (_label, zone) => {
    const { today, days, expired, expiringSoon } = await boundaryCounts(zone);
    expect([businessToday(), businessToday(new Date(Date.now() - 60_000))]).toContain(today);
    const judged = (validity: DocumentValidity) => days.filter((day) => documentValidity(day, today) === validity);
    expect(expired).toEqual(judged('expired'));
    expect(expiringSoon).toEqual(judged('expiring-soon'));
    // The days themselves: the day before today has expired, today and the window's last day are
    // expiring soon, the day after it is valid.
    expect(days.map((day) => documentValidity(day, today))).toEqual(['expired', 'expiring-soon', 'expiring-soon', 'valid']);
  });
});
