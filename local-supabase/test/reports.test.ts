import type { SupabaseClient } from '@supabase/supabase-js';
import { profitMargin, type Database } from '@export-portal/shared-domain';
import { clientFor, signedInClient, startTestBackend, type TestBackend } from './harness';
import { DEMO_PASSWORDS } from './demo-accounts';

/**
 * The report functions sum the demo business by month, make and port. Each figure is checked
 * against the same question answered here, in TypeScript, from the rows themselves (read as the
 * database's owner): the month a sale falls in is Toronto's, money is summed in cents.
 */

let backend: TestBackend;
let admin: SupabaseClient<Database>;
let service: SupabaseClient<Database>;

beforeAll(async () => {
  backend = await startTestBackend();
  admin = await signedInClient('admin@demo.test', DEMO_PASSWORDS.admin, backend);
  service = clientFor(backend.url, backend.serviceRoleKey);
}, 60_000);

afterAll(async () => {
  await backend?.close();
});

const torontoDay = (moment: string | Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(moment));
const monthOf = (day: string) => `${day.slice(0, 7)}-01`;
const dayNumber = (day: string) => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) / 86_400_000;
const monthsFrom = (first: string, count: number) =>
  Array.from({ length: count }, (_, index) => {
    const date = new Date(Date.UTC(Number(first.slice(0, 4)), Number(first.slice(5, 7)) - 1 + index, 1));
    return date.toISOString().slice(0, 10);
  });
const cents = (amount: string | number | null) => Math.round(Number(amount ?? 0) * 100);
/** Rounded half away from zero to `places`, as Postgres rounds numeric. */
const rounded = (numerator: number, denominator: number, places: number) => {
  const scaled = (numerator * 10 ** places) / denominator;
  return (Math.sign(scaled) * Math.round(Math.abs(scaled))) / 10 ** places;
};

/** The twelve months the Financial Overview opens with: this Toronto month and the eleven before. */
const thisMonth = monthOf(torontoDay(new Date()));
const window12 = (() => {
  const [year, month] = [Number(thisMonth.slice(0, 4)), Number(thisMonth.slice(5, 7))];
  return new Date(Date.UTC(year, month - 1 - 11, 1)).toISOString().slice(0, 10);
})();

interface SaleRow {
  make: string;
  sale_price: string | null;
  purchase_price: string | null;
  purchased_on: string;
  sold_at: string;
}
interface DepartureRow {
  destination_port: string | null;
  actual_departure: string;
  actual_arrival: string | null;
  total_cost: string | null;
}

async function sales(): Promise<(SaleRow & { month: string; days: number })[]> {
  const { rows } = await backend.db.query<SaleRow>(
    `select make, sale_price::text, purchase_price::text, purchased_on::text, sold_at::text from public.vehicles where sold_at is not null`,
  );
  return rows.map((row) => {
    const soldOn = torontoDay(row.sold_at);
    return { ...row, month: monthOf(soldOn), days: dayNumber(soldOn) - dayNumber(row.purchased_on) };
  });
}

async function departures(): Promise<DepartureRow[]> {
  const { rows } = await backend.db.query<DepartureRow>(
    `select destination_port, actual_departure::text, actual_arrival::text, total_cost::text from public.shipments where actual_departure is not null`,
  );
  return rows;
}

describe('report_monthly_figures', () => {
  it("sums each of the last twelve months' sales, vehicle costs and departed shipments' costs, with the margin rule", async () => {
    const months = monthsFrom(window12, 12);
    const sold = await sales();
    const departed = await departures();
    const { data: shipments } = await service.from('shipments').select('actual_arrival').not('actual_arrival', 'is', null);
    const expected = months.map((month) => {
      const inMonth = sold.filter((sale) => sale.month === month);
      const revenue = inMonth.reduce((sum, sale) => sum + cents(sale.sale_price), 0);
      const vehicleCosts = inMonth.reduce((sum, sale) => sum + cents(sale.purchase_price), 0);
      const leaving = departed.filter((shipment) => monthOf(shipment.actual_departure) === month);
      const shippingCosts = leaving.reduce((sum, shipment) => sum + cents(shipment.total_cost), 0);
      const costs = vehicleCosts + shippingCosts;
      return {
        month,
        vehicles_sold: inMonth.length,
        revenue: revenue / 100,
        vehicle_costs: vehicleCosts / 100,
        shipping_costs: shippingCosts / 100,
        costs: costs / 100,
        margin: revenue > 0 ? rounded((revenue - costs) * 100, revenue, 2) : 0,
        shipments_departed: leaving.length,
        shipments_delivered: shipments!.filter((shipment) => monthOf(shipment.actual_arrival!) === month).length,
      };
    });

    const { data, error } = await admin.rpc('report_monthly_figures', { p_first_month: window12, p_months: 12 });
    expect(error).toBeNull();
    expect(data!.map((row) => ({ ...row, revenue: Number(row.revenue), costs: Number(row.costs), margin: Number(row.margin) }))).toEqual(
      expected.map((row) => ({ ...row })),
    );
    // The demo business sells in most months and ships in some, so the report has something to show.
    expect(expected.filter((row) => row.vehicles_sold > 0).length).toBeGreaterThanOrEqual(10);
    expect(expected.some((row) => row.shipments_departed > 0 && row.vehicles_sold > 0)).toBe(true);
  });

  it('reads a month from any day of it, and refuses windows outside 1 to 36 months', async () => {
    const { data: oneMonth } = await admin.rpc('report_monthly_figures', { p_first_month: `${thisMonth.slice(0, 7)}-15`, p_months: 1 });
    expect(oneMonth!.map((row) => row.month)).toEqual([thisMonth]);
    for (const months of [0, 37, -1]) {
      const { error } = await admin.rpc('report_monthly_figures', { p_first_month: thisMonth, p_months: months });
      expect(error).toMatchObject({ code: '22023', message: 'A report covers 1 to 36 months from a given month' });
    }
    const { error: noMonth, status } = await admin.rpc('report_monthly_figures', { p_first_month: 'not a day', p_months: 1 });
    expect(status).toBe(400);
    expect(noMonth?.code).toBe('22007');
  });
});

describe('the profit margin rule', () => {
  it("is shared-domain's profitMargin in SQL", async () => {
    const cases: [number, number][] = [
      [100_000, 85_000],
      [3, 2],
      [8, 7],
      [30_000, 34_500],
      [123_456.78, 101_234.56],
      [200, 199.99],
      [0, 4_500],
      [0, 0],
    ];
    for (const [sales, costs] of cases) {
      const { rows } = await backend.db.query<{ margin: string }>('select private.profit_margin($1, $2)::text as margin', [sales, costs]);
      expect({ sales, costs, margin: Number(rows[0]!.margin) }).toEqual({ sales, costs, margin: profitMargin(sales, costs) });
    }
  });
});

describe('report_sales_by_make and report_days_to_sale', () => {
  it('counts the sales of each make, their revenue and average days in stock', async () => {
    const sold = (await sales()).filter((sale) => monthsFrom(window12, 12).includes(sale.month));
    const makes = [...new Set(sold.map((sale) => sale.make))];
    const expected = makes
      .map((make) => {
        const ofMake = sold.filter((sale) => sale.make === make);
        return {
          make,
          vehicles_sold: ofMake.length,
          revenue: ofMake.reduce((sum, sale) => sum + cents(sale.sale_price), 0) / 100,
          average_days_to_sale: rounded(
            ofMake.reduce((sum, sale) => sum + sale.days, 0),
            ofMake.length,
            1,
          ),
        };
      })
      .sort((a, b) => b.revenue - a.revenue || a.make.localeCompare(b.make));
    const { data, error } = await admin.rpc('report_sales_by_make', { p_first_month: window12, p_months: 12 });
    expect(error).toBeNull();
    expect(data!.map((row) => ({ ...row, revenue: Number(row.revenue), average_days_to_sale: Number(row.average_days_to_sale) }))).toEqual(expected);
    expect(expected.length).toBeGreaterThan(5);
  });

  it('gives the average and median days from purchase to sale and how many sold within each span', async () => {
    const days = (await sales())
      .filter((sale) => monthsFrom(window12, 12).includes(sale.month))
      .map((sale) => sale.days)
      .sort((a, b) => a - b);
    const middle = days.length / 2;
    const median = days.length % 2 ? days[Math.floor(middle)]! : (days[middle - 1]! + days[middle]!) / 2;
    const within = (low: number, high: number) => days.filter((day) => day > low && day <= high).length;
    const { data, error } = await admin.rpc('report_days_to_sale', { p_first_month: window12, p_months: 12 });
    expect(error).toBeNull();
    expect(data).toEqual([
      {
        vehicles_sold: days.length,
        average_days: rounded(
          days.reduce((sum, day) => sum + day, 0),
          days.length,
          1,
        ),
        median_days: rounded(median * 2, 2, 1),
        within_30_days: days.filter((day) => day <= 30).length,
        within_60_days: within(30, 60),
        within_90_days: within(60, 90),
        within_180_days: within(90, 180),
        over_180_days: days.filter((day) => day > 180).length,
      },
    ]);
    // The seed's vehicles stood 9 to 118 days in stock.
    expect(days[0]).toBeGreaterThanOrEqual(9);
  });

  it('answers a month without sales with zeros and no averages', async () => {
    const { data } = await admin.rpc('report_days_to_sale', { p_first_month: '2001-01-01', p_months: 1 });
    expect(data).toEqual([
      {
        vehicles_sold: 0,
        average_days: null,
        median_days: null,
        within_30_days: 0,
        within_60_days: 0,
        within_90_days: 0,
        within_180_days: 0,
        over_180_days: 0,
      },
    ]);
    const { data: makes } = await admin.rpc('report_sales_by_make', { p_first_month: '2001-01-01', p_months: 1 });
    expect(makes).toEqual([]);
  });
});

describe('report_shipments_by_port', () => {
  it('counts departed and delivered shipments by destination and averages days at sea of the delivered', async () => {
    const first = dayNumber(window12);
    const departed = (await departures()).filter((shipment) => dayNumber(shipment.actual_departure) >= first);
    const ports = [...new Set(departed.map((shipment) => shipment.destination_port ?? 'No port recorded'))];
    const expected = ports
      .map((port) => {
        const toPort = departed.filter((shipment) => (shipment.destination_port ?? 'No port recorded') === port);
        const arrived = toPort.filter((shipment) => shipment.actual_arrival);
        return {
          destination_port: port,
          shipments_departed: toPort.length,
          shipments_delivered: arrived.length,
          average_transit_days: arrived.length
            ? rounded(
                arrived.reduce((sum, shipment) => sum + dayNumber(shipment.actual_arrival!) - dayNumber(shipment.actual_departure), 0),
                arrived.length,
                1,
              )
            : null,
        };
      })
      .sort((a, b) => b.shipments_departed - a.shipments_departed || a.destination_port.localeCompare(b.destination_port));
    const { data, error } = await admin.rpc('report_shipments_by_port', { p_first_month: window12, p_months: 12 });
    expect(error).toBeNull();
    expect(
      data!.map((row) => ({ ...row, average_transit_days: row.average_transit_days === null ? null : Number(row.average_transit_days) })),
    ).toEqual(expected);
    // Days at sea differ by destination, as they do between Rotterdam and Mombasa.
    const transits = new Set(expected.map((row) => row.average_transit_days).filter((days) => days !== null));
    expect(transits.size).toBeGreaterThan(1);
  });
});

describe('who may read the reports', () => {
  const REPORTS = ['report_monthly_figures', 'report_sales_by_make', 'report_days_to_sale', 'report_shipments_by_port'] as const;

  it.each(['staff', 'client1'] as const)('refuses %s every report', async (who) => {
    const client = await signedInClient(`${who}@demo.test`, DEMO_PASSWORDS[who], backend);
    for (const report of REPORTS) {
      const { data, error, status } = await client.rpc(report, { p_first_month: window12, p_months: 12 });
      expect({ report, data, code: error?.code, status }).toEqual({ report, data: null, code: '42501', status: 403 });
    }
  });

  it('refuses visitors who are not signed in', async () => {
    const anon = clientFor(backend.url, backend.anonKey);
    for (const report of REPORTS) {
      const { error, status } = await anon.rpc(report, { p_first_month: window12, p_months: 12 });
      expect({ report, code: error?.code, status }).toEqual({ report, code: '42501', status: 401 });
    }
  });

  it('lets the service role read them, for tools', async () => {
    const { error } = await service.rpc('report_monthly_figures', { p_first_month: window12, p_months: 12 });
    expect(error).toBeNull();
  });

  it('never lets a signed-in user read the purchase or sale date from the table', async () => {
    for (const column of ['purchased_on', 'sold_at', 'sold_on']) {
      const { error } = await admin.from('vehicles').select(`id,${column}`).limit(1);
      expect(error?.code).toBe('42501');
    }
  });
});

describe('the sale date', () => {
  const read = async (id: string) => {
    const { rows } = await backend.db.query<{ sold_at: string | null; sold_on: string | null; purchased_on: string }>(
      `select sold_at::text, sold_on::text, purchased_on::text from public.vehicles where id = $1`,
      [id],
    );
    const { sold_on, ...row } = rows[0]!;
    // The sale's day is always the sale's moment in Toronto.
    expect(sold_on).toBe(row.sold_at ? torontoDay(row.sold_at) : null);
    return row;
  };

  it('is stamped when a vehicle is sold, kept when it ships, dropped when it returns to stock, and never chosen by a user', async () => {
    const { data: vehicle, error } = await admin
      .from('vehicles')
      .insert({ year: 2020, make: 'Toyota', model: 'Camry', vin: 'JTDBE32K120000017', status: 'available', sale_price: 30000 })
      .select('id')
      .single();
    expect(error).toBeNull();
    const id = vehicle!.id;
    expect(await read(id)).toEqual({ sold_at: null, purchased_on: torontoDay(new Date()) });

    const before = Date.now();
    await admin.from('vehicles').update({ status: 'sold', sold_at: '2020-01-01T00:00:00Z' }).eq('id', id);
    const sold = (await read(id)).sold_at!;
    expect(new Date(sold).getTime()).toBeGreaterThanOrEqual(before - 5_000);

    await admin.from('vehicles').update({ status: 'shipped' }).eq('id', id);
    expect((await read(id)).sold_at).toBe(sold);
    await admin.from('vehicles').update({ sold_at: '2021-01-01T00:00:00Z' }).eq('id', id);
    expect((await read(id)).sold_at).toBe(sold);

    await admin.from('vehicles').update({ status: 'available' }).eq('id', id);
    expect((await read(id)).sold_at).toBeNull();
  });

  it('refuses a purchase date after the sale', async () => {
    const { data: vehicle } = await admin
      .from('vehicles')
      .insert({ year: 2021, make: 'Toyota', model: 'Camry', vin: 'JTDBE32K120000026', status: 'sold', sale_price: 30000 })
      .select('id')
      .single();
    const { error } = await admin.from('vehicles').update({ purchased_on: '2099-01-01' }).eq('id', vehicle!.id);
    expect(error).toMatchObject({ code: '23514' });
  });
});
