import type { SupabaseClient } from '@supabase/supabase-js';
import { signedInClient, startTestBackend, type TestBackend } from './harness';
import { DEMO_ADMIN } from './demo-accounts';

interface Vehicle {
  id: string;
  customer_id: string | null;
  year: number;
  make: string;
  model: string;
  status: string;
  mileage: number | null;
}

let backend: TestBackend;
let admin: SupabaseClient;
let vehicles: Vehicle[];

/** The query the filter cases narrow: every vehicle's id. */
const vehicleIds = () => admin.from('vehicles').select('id');
type VehicleIdsQuery = ReturnType<typeof vehicleIds>;

const idsOf = (rows: { id: string }[] | null) => (rows ?? []).map((row) => row.id).sort();
const idsWhere = (keep: (vehicle: Vehicle) => boolean) => idsOf(vehicles.filter(keep));

beforeAll(async () => {
  backend = await startTestBackend();
  admin = await signedInClient(DEMO_ADMIN.email, DEMO_ADMIN.password);
  const { data, error } = await admin.from('vehicles').select('id, customer_id, year, make, model, status, mileage');
  if (error) throw new Error(error.message);
  vehicles = data as Vehicle[];
}, 120_000);

afterAll(() => backend?.close());

describe('select and embeds', () => {
  it('embeds a renamed many-to-one relation as an object, or null without a customer', async () => {
    const { data, error } = await admin.from('vehicles').select('id, customer_id, owner:customers(first_name, company_name)');
    expect(error).toBeNull();
    const rows = data as unknown as { customer_id: string | null; owner: Record<string, unknown> | null }[];
    expect(rows).toHaveLength(vehicles.length);
    for (const row of rows) {
      if (row.customer_id === null) expect(row.owner).toBeNull();
      else expect(Object.keys(row.owner!).sort()).toEqual(['company_name', 'first_name']);
    }
    expect(rows.some((row) => row.customer_id === null)).toBe(true);
  });

  it('embeds a one-to-many relation as an array, by foreign-key column hint too', async () => {
    const { data, error } = await admin
      .from('customers')
      .select('id, fleet:vehicles!customer_id(id, status)')
      .eq('id', vehicles.find((v) => v.customer_id)!.customer_id!)
      .single();
    expect(error).toBeNull();
    const customer = data as unknown as { id: string; fleet: { id: string; status: string }[] };
    expect(idsOf(customer.fleet)).toEqual(idsWhere((v) => v.customer_id === customer.id));
  });

  it('renames plain columns', async () => {
    const { data } = await admin.from('vehicles').select('key:id, made_by:make').eq('id', vehicles[0]!.id).single();
    expect(data).toEqual({ key: vehicles[0]!.id, made_by: vehicles[0]!.make });
  });
});

describe('filters', () => {
  const sample = () => vehicles.find((v) => v.mileage !== null)!;
  const cases: [string, (q: VehicleIdsQuery) => VehicleIdsQuery, (v: Vehicle) => boolean][] = [
    ['eq', (q) => q.eq('status', 'sold'), (v) => v.status === 'sold'],
    ['neq', (q) => q.neq('status', 'sold'), (v) => v.status !== 'sold'],
    ['gt', (q) => q.gt('year', 2020), (v) => v.year > 2020],
    ['gte', (q) => q.gte('year', 2020), (v) => v.year >= 2020],
    ['lt', (q) => q.lt('year', 2020), (v) => v.year < 2020],
    ['lte', (q) => q.lte('year', 2020), (v) => v.year <= 2020],
    ['like', (q) => q.like('make', 'To%'), (v) => v.make.startsWith('To')],
    ['ilike', (q) => q.ilike('model', '%a%'), (v) => v.model.toLowerCase().includes('a')],
    ['is null', (q) => q.is('customer_id', null), (v) => v.customer_id === null],
    ['in', (q) => q.in('status', ['sold', 'reserved']), (v) => ['sold', 'reserved'].includes(v.status)],
    ['not', (q) => q.not('status', 'in', '(sold,reserved)'), (v) => !['sold', 'reserved'].includes(v.status)],
    ['two filters on one column', (q) => q.gte('year', 2018).lte('year', 2021), (v) => v.year >= 2018 && v.year <= 2021],
    [
      'or with nested and',
      (q) => q.or('status.eq.sold,and(year.gte.2022,status.eq.available)'),
      (v) => v.status === 'sold' || (v.year >= 2022 && v.status === 'available'),
    ],
  ];

  it.each(cases)('%s selects exactly the matching rows', async (_name, apply, keep) => {
    const { data, error } = await apply(vehicleIds());
    expect(error).toBeNull();
    const expected = idsWhere(keep);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(vehicles.length);
    expect(idsOf(data)).toEqual(expected);
  });

  it('eq on a number matches that row only', async () => {
    const { data } = await admin.from('vehicles').select('id').eq('mileage', sample().mileage);
    expect(idsOf(data)).toEqual(idsWhere((v) => v.mileage === sample().mileage));
  });
});

describe('order, paging and counts', () => {
  const ordered = () => [...vehicles].sort((a, b) => b.year - a.year || a.id.localeCompare(b.id)).map((v) => v.id);

  it('orders by several columns and pages with range()', async () => {
    const { data } = await admin.from('vehicles').select('id').order('year', { ascending: false }).order('id').range(2, 5);
    expect((data ?? []).map((row) => row.id)).toEqual(ordered().slice(2, 6));
  });

  it('limits', async () => {
    const { data } = await admin.from('vehicles').select('id').order('year', { ascending: false }).order('id').limit(3);
    expect((data ?? []).map((row) => row.id)).toEqual(ordered().slice(0, 3));
  });

  it('counts exactly with head: true', async () => {
    const { count, data, error } = await admin.from('vehicles').select('id', { count: 'exact', head: true }).eq('status', 'sold');
    expect(error).toBeNull();
    expect(data).toBeNull();
    expect(count).toBe(vehicles.filter((v) => v.status === 'sold').length);
  });

  it('counts zero matches', async () => {
    const { count } = await admin.from('vehicles').select('id', { count: 'exact', head: true }).eq('make', 'No such make');
    expect(count).toBe(0);
  });
});

describe('single()', () => {
  it('returns the one row as an object', async () => {
    const { data } = await admin.from('vehicles').select('id').eq('id', vehicles[0]!.id).single();
    expect(data).toEqual({ id: vehicles[0]!.id });
  });

  it.each([
    ['no', (q: VehicleIdsQuery) => q.eq('make', 'No such make')],
    ['several', (q: VehicleIdsQuery) => q.eq('status', 'sold')],
  ])('fails with PGRST116 (406) for %s rows', async (_label, narrow) => {
    const { data, error, status } = await narrow(vehicleIds()).single();
    expect(data).toBeNull();
    expect(status).toBe(406);
    expect(error?.code).toBe('PGRST116');
  });
});

describe('less common PostgREST syntax', () => {
  it('filters parents through an !inner embed and filters inside an embed', async () => {
    const owner = vehicles.find((v) => v.customer_id)!.customer_id!;
    const { data: customer } = await admin.from('customers').select('last_name').eq('id', owner).single();
    const { data, error } = await admin
      .from('vehicles')
      .select('id, customers!inner(last_name)')
      .eq('customers.last_name', (customer as { last_name: string }).last_name);
    expect(error).toBeNull();
    const sameName = await admin
      .from('customers')
      .select('id')
      .eq('last_name', (customer as { last_name: string }).last_name);
    const owners = new Set(idsOf(sameName.data));
    expect(idsOf(data)).toEqual(idsWhere((v) => v.customer_id !== null && owners.has(v.customer_id)));
  });

  it('orders and limits a one-to-many embed', async () => {
    const owner = vehicles.find((v) => v.customer_id)!.customer_id!;
    const { data } = await admin
      .from('customers')
      .select('id, vehicles(year, id)')
      .eq('id', owner)
      .order('year', { referencedTable: 'vehicles', ascending: true })
      .limit(1, { referencedTable: 'vehicles' })
      .single();
    const years = vehicles.filter((v) => v.customer_id === owner).map((v) => v.year);
    expect((data as unknown as { vehicles: { year: number }[] }).vehicles).toEqual([{ year: Math.min(...years), id: expect.any(String) }]);
  });

  it('pages with a Range header and reports Content-Range', async () => {
    const session = (await admin.auth.getSession()).data.session!;
    const response = await fetch(`${backend.url}/rest/v1/vehicles?select=id&order=id`, {
      headers: { apikey: backend.anonKey, authorization: `Bearer ${session.access_token}`, range: '5-9', prefer: 'count=exact' },
    });
    expect(response.headers.get('content-range')).toBe(`5-9/${vehicles.length}`);
    expect(((await response.json()) as { id: string }[]).map((row) => row.id)).toEqual(idsOf(vehicles).slice(5, 10));
  });
});
