import type { SupabaseClient } from '@supabase/supabase-js';
import { COMMUNICATION_SEEN_BY_CLIENT, type CommunicationType } from '@export-portal/shared-domain';
import { clientFor, signedInClient, startTestBackend, type TestBackend } from './harness';
import { DEMO_PASSWORDS } from './demo-accounts';

/**
 * What each kind of caller can read, table by table. The expected rows are
 * worked out from the whole table (read with the service role) by the rule of
 * the access rules, then compared with what the API returns to that caller.
 */

type Viewer = 'anon' | 'client1' | 'client2' | 'staff' | 'admin';
type Row = Record<string, unknown> & { id: string };

const PASSWORDS: Record<Exclude<Viewer, 'anon'>, string> = DEMO_PASSWORDS;

let backend: TestBackend;
let service: SupabaseClient;
const clients = {} as Record<Viewer, SupabaseClient>;
const userIds = {} as Record<Viewer, string>;
const ownCustomerIds = {} as Record<Viewer, string[]>;

async function everything(table: string, columns: string): Promise<Row[]> {
  const { data, error } = await service.from(table).select(columns);
  if (error) throw new Error(`${table}: ${error.message}`);
  return data as unknown as Row[];
}

async function idsSeenBy(viewer: Viewer, table: string): Promise<string[] | 'refused'> {
  const { data, error } = await clients[viewer].from(table).select('id');
  if (error) return 'refused';
  return (data as Row[]).map((row) => row.id).sort();
}

const ids = (rows: Row[]) => rows.map((row) => row.id).sort();

beforeAll(async () => {
  backend = await startTestBackend();
  service = clientFor(backend.url, backend.serviceRoleKey);
  clients.anon = clientFor(backend.url, backend.anonKey);
  for (const viewer of ['client1', 'client2', 'staff', 'admin'] as const) {
    clients[viewer] = await signedInClient(`${viewer}@demo.test`, PASSWORDS[viewer], backend);
    const { data } = await clients[viewer].auth.getSession();
    userIds[viewer] = data.session!.user.id;
  }
  const customers = await everything('customers', 'id, user_id');
  for (const viewer of Object.keys(PASSWORDS) as Viewer[]) {
    ownCustomerIds[viewer] = customers.filter((c) => c.user_id === userIds[viewer]).map((c) => c.id);
  }
  ownCustomerIds.anon = [];
}, 60_000);

afterAll(async () => {
  await backend?.close();
});

describe('the demo data gives every rule something to show', () => {
  it('each client account owns exactly one customer record', () => {
    expect(ownCustomerIds.client1).toHaveLength(1);
    expect(ownCustomerIds.client2).toHaveLength(1);
    expect(ownCustomerIds.client1).not.toEqual(ownCustomerIds.client2);
  });
});

describe('anonymous visitors', () => {
  it.each(['profiles', 'customers', 'vehicles', 'shipments', 'containers', 'documents', 'communications', 'transactions'])(
    'read nothing from %s',
    async (table) => {
      const seen = await idsSeenBy('anon', table);
      expect(seen === 'refused' || seen.length === 0).toBe(true);
    },
  );
});

describe.each(['staff', 'admin'] as const)('%s', (viewer) => {
  it.each(['customers', 'vehicles', 'shipments', 'containers', 'documents', 'communications', 'transactions'])(
    'reads every row of %s',
    async (table) => {
      expect(await idsSeenBy(viewer, table)).toEqual(ids(await everything(table, 'id')));
    },
  );
});

describe('profiles', () => {
  it('an admin reads every profile', async () => {
    expect(await idsSeenBy('admin', 'profiles')).toEqual(ids(await everything('profiles', 'id')));
  });

  it.each(['staff', 'client1', 'client2'] as const)('%s reads only their own profile', async (viewer) => {
    const own = (await everything('profiles', 'id, user_id')).filter((p) => p.user_id === userIds[viewer]);
    expect(own).toHaveLength(1);
    expect(await idsSeenBy(viewer, 'profiles')).toEqual(ids(own));
  });
});

describe.each(['client1', 'client2'] as const)('%s', (viewer) => {
  const owns = (row: Row) => ownCustomerIds[viewer].includes(row.customer_id as string);

  it('reads only their own customer record', async () => {
    expect(await idsSeenBy(viewer, 'customers')).toEqual(ownCustomerIds[viewer]);
  });

  it('reads their own vehicles plus the available inventory', async () => {
    const vehicles = await everything('vehicles', 'id, customer_id, status');
    const expected = vehicles.filter((v) => owns(v) || v.status === 'available');
    expect(vehicles.filter(owns).some((v) => v.status !== 'available')).toBe(true);
    expect(await idsSeenBy(viewer, 'vehicles')).toEqual(ids(expected));
  });

  it.each(['shipments', 'documents', 'transactions'])('reads only their own %s', async (table) => {
    const expected = (await everything(table, 'id, customer_id')).filter(owns);
    expect(expected.length).toBeGreaterThan(0);
    expect(await idsSeenBy(viewer, table)).toEqual(ids(expected));
  });

  it("reads only their own communications, and of those never the business's calls, meetings and notes", async () => {
    const all = await everything('communications', 'id, customer_id, communication_type');
    // The demo business has calls on record, so the rule has rows to hold back.
    expect(all.some((row) => !COMMUNICATION_SEEN_BY_CLIENT[row.communication_type as CommunicationType])).toBe(true);
    const expected = all.filter((row) => owns(row) && COMMUNICATION_SEEN_BY_CLIENT[row.communication_type as CommunicationType]);
    expect(expected.length).toBeGreaterThan(0);
    expect(await idsSeenBy(viewer, 'communications')).toEqual(ids(expected));
  });

  it('reads only the containers of their own shipments, also when embedded', async () => {
    const shipments = (await everything('shipments', 'id, customer_id')).filter(owns).map((s) => s.id);
    const expected = (await everything('containers', 'id, shipment_id')).filter((c) => shipments.includes(c.shipment_id as string));
    expect(await idsSeenBy(viewer, 'containers')).toEqual(ids(expected));

    const { data, error } = await clients[viewer].from('shipments').select('id, containers(id)');
    expect(error).toBeNull();
    const embedded = (data as { containers: Row[] }[]).flatMap((s) => s.containers);
    expect(ids(embedded)).toEqual(ids(expected));
  });

  it("cannot read the other client's customer record even by id", async () => {
    const other = viewer === 'client1' ? 'client2' : 'client1';
    const { data } = await clients[viewer].from('customers').select('id').eq('id', ownCustomerIds[other][0]!);
    expect(data).toEqual([]);
  });

  it('cannot call the dashboard statistics', async () => {
    const { data, error } = await clients[viewer].rpc('dashboard_stats');
    expect(data).toBeNull();
    expect(error?.code).toBe('42501');
  });
});

describe('purchase_price', () => {
  it.each(['select=*', 'select=purchase_price', 'select=id,purchase_price'])('never reaches a client (%s)', async (query) => {
    const columns = query.replace('select=', '');
    const { data, error } = await clients.client1.from('vehicles').select(columns);
    expect(error).not.toBeNull();
    expect(JSON.stringify(data ?? null)).not.toContain('purchase_price');
  });

  it('is absent from the columns a client can list', async () => {
    const { data, error } = await clients.client1.from('vehicles').select('id, make, sale_price').limit(3);
    expect(error).toBeNull();
    expect(data).toHaveLength(3);
    expect(JSON.stringify(data)).not.toContain('purchase_price');
  });

  it('is refused to a client asking through vehicle_costs', async () => {
    const { data, error } = await clients.client1.rpc('vehicle_costs');
    expect(data).toBeNull();
    expect(error?.code).toBe('42501');
  });

  it.each(['admin', 'staff'] as const)('reaches %s through vehicle_costs, for every vehicle', async (viewer) => {
    const { data, error } = await clients[viewer].rpc('vehicle_costs');
    expect(error).toBeNull();
    const costs = data as { vehicle_id: string; purchase_price: number }[];
    expect(costs.map((c) => c.vehicle_id).sort()).toEqual(ids(await everything('vehicles', 'id')));
    expect(costs.every((c) => typeof c.purchase_price === 'number' && c.purchase_price > 0)).toBe(true);
  });

  it.each(['client1', 'anon'] as const)('is refused to %s asking through vehicle_costs_of, even for their own vehicles', async (viewer) => {
    const own = await everything('vehicles', 'id, customer_id');
    const theirs = own.filter((vehicle) => ownCustomerIds[viewer].includes(vehicle.customer_id as string)).map((vehicle) => vehicle.id);
    const { data, error } = await clients[viewer].rpc('vehicle_costs_of', { vehicle_ids: theirs.length > 0 ? theirs : [own[0]!.id] });
    expect(data).toBeNull();
    expect(error?.code).toBe('42501');
  });

  it.each(['admin', 'staff'] as const)('reaches %s through vehicle_costs_of, for the vehicles named only', async (viewer) => {
    const vehicles = await everything('vehicles', 'id, purchase_price');
    const named = vehicles.slice(0, 7);
    const { data, error } = await clients[viewer].rpc('vehicle_costs_of', { vehicle_ids: named.map((vehicle) => vehicle.id) });
    expect(error).toBeNull();
    expect(new Map((data as { vehicle_id: string; purchase_price: number }[]).map((cost) => [cost.vehicle_id, cost.purchase_price]))).toEqual(
      new Map(named.map((vehicle) => [vehicle.id, vehicle.purchase_price])),
    );
  });

  it('names at most 1,000 vehicles at a time, as one read returns at most', async () => {
    const ids = Array.from({ length: 1001 }, (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`);
    const { data, error } = await clients.admin.rpc('vehicle_costs_of', { vehicle_ids: ids });
    expect(data).toBeNull();
    expect(error?.code).toBe('22023');
    expect((await clients.admin.rpc('vehicle_costs_of', { vehicle_ids: ids.slice(0, 1000) })).error).toBeNull();
  });
});

describe('dashboard statistics', () => {
  it('count for the admin what the admin can read, with the admin definition of active shipments', async () => {
    const { data, error } = await clients.admin.rpc('dashboard_stats');
    expect(error).toBeNull();
    const shipments = await everything('shipments', 'id, status');
    expect(data).toMatchObject({
      total_vehicles: (await everything('vehicles', 'id')).length,
      system_users: (await everything('profiles', 'id')).length,
      active_shipments_admin: shipments.filter((s) => ['planning', 'in_transit'].includes(s.status as string)).length,
      active_shipments_staff: shipments.filter((s) => ['planning', 'booked', 'in_transit'].includes(s.status as string)).length,
    });
  });

  it('leave the system user count out for staff', async () => {
    const { data, error } = await clients.staff.rpc('dashboard_stats');
    expect(error).toBeNull();
    expect(data).toMatchObject({ system_users: null });
  });
});
