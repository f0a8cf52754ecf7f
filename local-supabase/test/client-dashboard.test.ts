import type { SupabaseClient } from '@supabase/supabase-js';
import {
  ACTIVE_SHIPMENT_STATUSES,
  COMMUNICATION_SEEN_BY_CLIENT,
  COMMUNICATION_TYPES,
  ROLES,
  SHIPMENT_STATUSES,
  type ClientDashboardFigures,
  type Database,
} from '@export-portal/shared-domain';
import { totalInvested } from '@export-portal/shared-domain/testing';
import { clientFor, signedInClient, startTestBackend, type TestBackend } from './harness';
import { DEMO_PASSWORDS } from './demo-accounts';

/**
 * `client_dashboard()` gives the signed-in user the figures of their own records only: those of
 * the customer records carrying their user id. Every expectation is counted here from the whole
 * tables (read with the service role), filtered by that rule.
 */

type Caller = 'client1' | 'client2' | 'admin';

const RECENT_COLUMNS = 'id,subject,message,direction,communication_type,created_at';
const RECENT_COMMUNICATIONS = 5;
/** A client's dashboard lists what was written with them, never the business's calls, meetings and notes. */
const CLIENT_SEEN_TYPES = COMMUNICATION_TYPES.filter((type) => COMMUNICATION_SEEN_BY_CLIENT[type]);

let backend: TestBackend;
let service: SupabaseClient<Database>;
const callers = {} as Record<Caller, SupabaseClient<Database>>;
const ownCustomerIds = {} as Record<Caller, string[]>;

beforeAll(async () => {
  backend = await startTestBackend();
  service = clientFor(backend.url, backend.serviceRoleKey);
  const customers = await service.from('customers').select('id,user_id');
  if (customers.error) throw customers.error;
  for (const caller of ['client1', 'client2', 'admin'] as const) {
    callers[caller] = await signedInClient(`${caller}@demo.test`, DEMO_PASSWORDS[caller], backend);
    const { data } = await callers[caller].auth.getUser();
    ownCustomerIds[caller] = customers.data.filter((customer) => customer.user_id === data.user!.id).map((customer) => customer.id);
  }
}, 60_000);

afterAll(async () => {
  await backend?.close();
});

async function ownCount(table: 'vehicles' | 'shipments' | 'documents', customerIds: string[], statuses?: readonly string[]) {
  let query = service.from(table).select('id', { count: 'exact', head: true }).in('customer_id', customerIds);
  if (statuses) query = query.in('status', statuses);
  const { count, error } = await query;
  if (error) throw error;
  return count!;
}

/** The figures counted directly from the rows of these customers. */
async function expectedFigures(customerIds: string[]): Promise<ClientDashboardFigures> {
  const prices = await service.from('vehicles').select('sale_price').in('customer_id', customerIds);
  if (prices.error) throw prices.error;
  const recent = await service
    .from('communications')
    .select(RECENT_COLUMNS)
    .in('customer_id', customerIds)
    .in('communication_type', CLIENT_SEEN_TYPES)
    .order('created_at', { ascending: false })
    .order('id')
    .limit(RECENT_COMMUNICATIONS);
  if (recent.error) throw recent.error;
  return {
    vehicles: await ownCount('vehicles', customerIds),
    activeShipments: await ownCount('shipments', customerIds, ACTIVE_SHIPMENT_STATUSES.client),
    documents: await ownCount('documents', customerIds),
    totalInvested: totalInvested(prices.data),
    recentCommunications: recent.data,
  };
}

async function dashboardOf(client: SupabaseClient<Database>): Promise<ClientDashboardFigures> {
  const { data, error } = await client.rpc('client_dashboard');
  if (error) throw error;
  return data;
}

const NO_FIGURES: ClientDashboardFigures = { vehicles: 0, activeShipments: 0, documents: 0, totalInvested: 0, recentCommunications: [] };

describe('client_dashboard', () => {
  it('has a customer record for each demo client, and none for the admin', () => {
    expect(ownCustomerIds.client1).toHaveLength(1);
    expect(ownCustomerIds.client2).toHaveLength(1);
    expect(ownCustomerIds.admin).toEqual([]);
  });

  it.each(['client1', 'client2'] as const)("gives %s the counts of their own rows and nobody else's", async (caller) => {
    const expected = await expectedFigures(ownCustomerIds[caller]);
    expect(expected.vehicles).toBeGreaterThan(0);
    expect(expected.documents).toBeGreaterThan(0);
    expect(expected.recentCommunications.length).toBeGreaterThan(0);
    expect(await dashboardOf(callers[caller])).toEqual(expected);
  });

  it("gives client2 other figures than client1's", async () => {
    const [first, second] = await Promise.all([dashboardOf(callers.client1), dashboardOf(callers.client2)]);
    expect(second).not.toEqual(first);
    const firstIds = first.recentCommunications.map((message) => message.id);
    expect(second.recentCommunications.some((message) => firstIds.includes(message.id))).toBe(false);
  });

  it("counts only the client's own vehicles, not the available stock row-level security also lets them read", async () => {
    const readable = await callers.client1.from('vehicles').select('id', { count: 'exact', head: true });
    const own = await ownCount('vehicles', ownCustomerIds.client1);
    expect(readable.count).toBeGreaterThan(own);
    expect((await dashboardOf(callers.client1)).vehicles).toBe(own);
  });

  it('gives an admin, who may read every row but owns no customer record, zeros', async () => {
    expect(await dashboardOf(callers.admin)).toEqual(NO_FIGURES);
  });

  it('gives a signed-in user without a customer record zeros and no messages', async () => {
    const visitor = clientFor(backend.url, backend.anonKey);
    const { data, error } = await visitor.auth.signUp({ email: 'no-customer@example.ca', password: 'NoCustomer!2026' });
    if (error || !data.session) throw new Error(`sign-up failed: ${error?.message}`);
    const readable = await visitor.from('vehicles').select('id', { count: 'exact', head: true });
    expect(readable.count).toBeGreaterThan(0);
    expect(await dashboardOf(visitor)).toEqual(NO_FIGURES);
  });

  it('is refused to anonymous callers', async () => {
    const anon = clientFor(backend.url, backend.anonKey);
    const { data, error } = await anon.rpc('client_dashboard');
    expect(data).toBeNull();
    expect(error?.code).toBe('42501');
  });

  it('may be called by signed-in users only: not by anon or public', async () => {
    const { rows } = await backend.db.query<Record<string, boolean>>(
      `select has_function_privilege('anon', 'public.client_dashboard()', 'execute') as anon,
              has_function_privilege('authenticated', 'public.client_dashboard()', 'execute') as authenticated,
              exists (select from information_schema.routine_privileges
                       where routine_schema = 'public' and routine_name = 'client_dashboard' and grantee = 'PUBLIC') as public`,
    );
    expect(rows[0]).toEqual({ anon: false, authenticated: true, public: false });
  });

  it('sums sale prices as shared-domain does: to the cent, a vehicle without a price as zero', async () => {
    const customer_id = ownCustomerIds.client1[0]!;
    const before = await dashboardOf(callers.client1);
    const added = await service
      .from('vehicles')
      .insert([
        { customer_id, year: 2021, make: 'Kia', model: 'Soul', vin: 'CLNTDASHPRCE00001', status: 'sold', sale_price: null },
        { customer_id, year: 2021, make: 'Kia', model: 'Niro', vin: 'CLNTDASHPRCE00002', status: 'shipped', sale_price: 0.1 },
        { customer_id, year: 2021, make: 'Kia', model: 'Rio', vin: 'CLNTDASHPRCE00003', status: 'reserved', sale_price: 0.2 },
      ])
      .select('id');
    if (added.error) throw added.error;
    const after = await dashboardOf(callers.client1);
    expect(after.vehicles).toBe(before.vehicles + 3);
    expect(after.totalInvested).toBe(totalInvested([{ sale_price: before.totalInvested }, { sale_price: 0.3 }]));
    expect(after).toEqual(await expectedFigures(ownCustomerIds.client1));
  });

  it('lists the five newest messages of either direction, newest first and then by id', async () => {
    const customer_id = ownCustomerIds.client1[0]!;
    const newest = new Date(Date.now() + 60_000).toISOString();
    const added = await service
      .from('communications')
      .insert(
        (['inbound', 'outbound', 'inbound'] as const).map((direction, index) => ({
          customer_id,
          direction,
          subject: `Same moment ${index}`,
          message: 'Sent at the same time as two others',
          created_at: newest,
        })),
      )
      .select('id');
    if (added.error) throw added.error;
    const { recentCommunications } = await dashboardOf(callers.client1);
    expect(recentCommunications).toHaveLength(RECENT_COMMUNICATIONS);
    expect(recentCommunications.slice(0, 3).map((message) => message.id)).toEqual(added.data.map((row) => row.id).sort());
    expect(recentCommunications).toEqual((await expectedFigures(ownCustomerIds.client1)).recentCommunications);
  });

  /**
   * Adds 2^i of client1's shipments of the i-th status, so the growth of the figure names exactly
   * which statuses it counts.
   */
  it('counts as active exactly the statuses shared-domain calls active for clients', async () => {
    const customer_id = ownCustomerIds.client1[0]!;
    const before = await dashboardOf(callers.client1);
    const rows = SHIPMENT_STATUSES.flatMap((status, index) =>
      Array.from({ length: 2 ** index }, (_, copy) => ({ customer_id, shipment_number: `SHP-CLIENT-${status}-${copy}`, status })),
    );
    const inserted = await service.from('shipments').insert(rows).select('id');
    if (inserted.error) throw inserted.error;
    const growth = (await dashboardOf(callers.client1)).activeShipments - before.activeShipments;
    const counted = SHIPMENT_STATUSES.filter((_, index) => (growth >> index) & 1);
    expect(counted).toEqual(SHIPMENT_STATUSES.filter((status) => ACTIVE_SHIPMENT_STATUSES.client.includes(status)));
  });
});

describe('private.active_shipment_statuses', () => {
  it.each(ROLES)("names the %s dashboard's active statuses as shared-domain does", async (role) => {
    const { rows } = await backend.db.query<{ statuses: string[] }>('select private.active_shipment_statuses($1) as statuses', [role]);
    expect(rows[0]!.statuses).toEqual([...ACTIVE_SHIPMENT_STATUSES[role]]);
  });
});
