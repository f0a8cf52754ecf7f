import type { SupabaseClient } from '@supabase/supabase-js';
import { clientFor, signedInClient, startTestBackend, type TestBackend } from './harness';
import type { TablesInsert } from '@export-portal/shared-domain';
import { DEMO_ADMIN } from './demo-accounts';

let backend: TestBackend;
let admin: SupabaseClient;
let vehicleIds: string[];

beforeAll(async () => {
  backend = await startTestBackend();
  admin = await signedInClient(DEMO_ADMIN.email, DEMO_ADMIN.password);
  const { data, error } = await admin.from('vehicles').select('id');
  if (error) throw new Error(error.message);
  vehicleIds = (data ?? []).map((row) => row.id as string);
}, 120_000);

afterAll(() => backend?.close());

describe('writes', () => {
  it('inserts, updates with .select() and deletes', async () => {
    const inserted = await admin
      .from('customers')
      .insert({ first_name: 'Ines', last_name: 'Lavoie', email: 'ines@example.test', customer_type: 'individual' })
      .select('id, first_name, vehicles(id)')
      .single();
    expect(inserted.error).toBeNull();
    expect(inserted.data).toMatchObject({ first_name: 'Ines', vehicles: [] });
    const id = (inserted.data as { id: string }).id;

    const updated = await admin.from('customers').update({ city: 'Laval' }).eq('id', id).select('id, city');
    expect(updated.data).toEqual([{ id, city: 'Laval' }]);

    const removed = await admin.from('customers').delete().eq('id', id);
    expect(removed.error).toBeNull();
    expect(removed.status).toBe(204);
    const gone = await admin.from('customers').select('id').eq('id', id);
    expect(gone.data).toEqual([]);
  });

  it('inserts several rows at once', async () => {
    const { data, error } = await admin
      .from('customers')
      .insert([
        { first_name: 'A', last_name: 'One', email: 'a1@example.test', customer_type: 'individual' },
        { first_name: 'B', last_name: 'Two', email: 'b2@example.test', customer_type: 'dealer', company_name: 'B Cars' },
      ])
      .select('last_name, company_name');
    expect(error).toBeNull();
    expect(data).toEqual([
      { last_name: 'One', company_name: null },
      { last_name: 'Two', company_name: 'B Cars' },
    ]);
  });

  it('fills keys missing from some rows with the column default when asked (defaultToNull: false)', async () => {
    const { data, error } = await admin
      .from('customers')
      .insert(
        [
          { first_name: 'D', last_name: 'Given', customer_type: 'dealer', total_purchases: 5 },
          { first_name: 'D', last_name: 'Missing', customer_type: 'dealer' },
        ],
        { defaultToNull: false },
      )
      .select('last_name, total_purchases');
    expect(error).toBeNull();
    const { data: defaults } = await admin
      .from('customers')
      .insert({ first_name: 'D', last_name: 'Alone', customer_type: 'dealer' })
      .select('total_purchases')
      .single();
    expect(data).toEqual([
      { last_name: 'Given', total_purchases: 5 },
      { last_name: 'Missing', total_purchases: (defaults as { total_purchases: unknown }).total_purchases },
    ]);
    expect((defaults as { total_purchases: unknown }).total_purchases).not.toBeNull();
  });

  it('upserts on the primary key', async () => {
    const created = await admin.from('customers').insert({ first_name: 'U', last_name: 'Before', customer_type: 'individual' }).select('id').single();
    const id = (created.data as { id: string }).id;
    const { data, error } = await admin
      .from('customers')
      .upsert({ id, first_name: 'U', last_name: 'After', customer_type: 'individual' })
      .select('id, last_name');
    expect(error).toBeNull();
    expect(data).toEqual([{ id, last_name: 'After' }]);
  });

  it('upserts a body of the key alone: the row it matches is updated and returned', async () => {
    const service = clientFor(backend.url, backend.serviceRoleKey);
    const { data: link } = await service.from('shipment_vehicles').select('shipment_id, vehicle_id').limit(1).single();
    const again = await service.from('shipment_vehicles').upsert(link!, { onConflict: 'shipment_id,vehicle_id' }).select('shipment_id, vehicle_id');
    expect(again.error).toBeNull();
    expect(again.status).toBe(201);
    expect(again.data).toEqual([link]);
  });

  it('reports a unique violation as 409', async () => {
    const { data: existing } = await admin.from('customers').select('id, first_name, last_name, customer_type').limit(1).single();
    const { error, status } = await admin.from('customers').insert(existing as object);
    expect(status).toBe(409);
    expect(error?.code).toBe('23505');
  });

  it('lets RLS refuse a write by an anonymous caller with 401', async () => {
    const anon = clientFor(backend.url, backend.anonKey);
    const { error, status } = await anon.from('customers').insert({ first_name: 'X', last_name: 'Y', customer_type: 'individual' });
    expect(status).toBe(401);
    expect(error?.code).toBe('42501');
  });
});

describe('rpc', () => {
  it('calls a function that returns JSON', async () => {
    const { data, error } = await admin.rpc('dashboard_stats');
    expect(error).toBeNull();
    expect(data).toMatchObject({ total_vehicles: vehicleIds.length });
  });

  it('calls a function with GET', async () => {
    const { data, error } = await admin.rpc('dashboard_stats', {}, { get: true });
    expect(error).toBeNull();
    expect(data).toMatchObject({ total_vehicles: vehicleIds.length });
  });

  it('filters the rows of a set-returning function like a table', async () => {
    const { data, error } = await admin.rpc('vehicle_costs').eq('vehicle_id', vehicleIds[0]!);
    expect(error).toBeNull();
    expect(data).toEqual([{ vehicle_id: vehicleIds[0]!, purchase_price: expect.any(Number) }]);
  });
});

describe('concurrency', () => {
  it('keeps concurrent requests and direct database use from interleaving', async () => {
    const names = Array.from({ length: 12 }, (_, i) => `Concurrent${i}`);
    const writes = names.map((last_name) =>
      admin.from('customers').insert({ first_name: 'C', last_name, customer_type: 'individual' }).select('id').single(),
    );
    const reads = names.map(() => admin.from('vehicles').select('id', { count: 'exact', head: true }));
    const direct = backend.db.query<{ n: number }>('select count(*)::int as n from public.vehicles');
    const [written, counted, directCount] = await Promise.all([Promise.all(writes), Promise.all(reads), direct]);
    expect(written.map((result) => result.error)).toEqual(names.map(() => null));
    expect(counted.map((result) => result.count)).toEqual(names.map(() => vehicleIds.length));
    expect(directCount.rows[0]!.n).toBe(vehicleIds.length);
    const { count } = await admin.from('customers').select('id', { count: 'exact', head: true }).in('last_name', names);
    expect(count).toBe(names.length);
  });
});

describe('max rows', () => {
  it('returns at most 1000 rows however many match, and counts them all', async () => {
    const service = clientFor(backend.url, backend.serviceRoleKey);
    const rows: TablesInsert<'customers'>[] = Array.from({ length: 1001 }, (_, i) => ({
      first_name: 'Bulk',
      last_name: `Row${i}`,
      customer_type: 'individual',
    }));
    expect((await service.from('customers').insert(rows)).error).toBeNull();
    const { data, count } = await service.from('customers').select('id', { count: 'exact' }).eq('first_name', 'Bulk');
    expect(data).toHaveLength(1000);
    expect(count).toBe(1001);
  });
});
