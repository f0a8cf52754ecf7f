import { DEMO_ACCOUNTS } from '@export-portal/shared-domain';
import { inventoryVehicleMatchesSearch } from '@export-portal/shared-domain/testing';
import { createPortalStore, portalClient, signInStore, setupRealBackend } from '@export-portal/shared-auth/testing';
import type { ListFilters, PagedList, PortalClient } from '@export-portal/shared-auth';
import { clientDashboardQuery } from './clientDashboard';
import { inventoryList } from './inventory';
import { ownDocumentList, ownShipmentList, ownVehicleList } from './ownRecords';
import { trackOwnShipments } from './tracking';

type ClientList<Row> = PagedList<Row, ListFilters>;

const real = setupRealBackend();

const clients = DEMO_ACCOUNTS.filter((account) => account.role === 'client');

interface SignedInClient {
  client: PortalClient;
  user: string;
}

/** Signs the test file's one portal client in (as a page has one), so one client at a time is signed in. */
async function signedIn(email: string, password: string): Promise<SignedInClient> {
  const store = createPortalStore(real.backend);
  const session = await signInStore(store, email, password, 'client');
  return { client: portalClient(store), user: session.user.id };
}

const signedInClient = (index: 0 | 1) => signedIn(clients[index]!.email, clients[index]!.password);

async function freshSignUp(): Promise<SignedInClient> {
  const store = createPortalStore(real.backend);
  const email = `fresh.${Date.now()}.${Math.random().toString(36).slice(2)}@example.test`;
  const password = 'A-long-enough-passphrase-2026';
  const { error } = await portalClient(store).auth.signUp({ email, password, options: { data: { first_name: 'Nadia', last_name: 'Okafor' } } });
  if (error) throw error;
  return signedIn(email, password);
}

async function page<Row>(list: ClientList<Row>, { client, user }: SignedInClient, search = '', pageNumber = 1) {
  const options = list.queryOptions(client, { search, filters: {}, page: pageNumber }, user);
  return options.queryFn!({ queryKey: options.queryKey, meta: undefined, signal: new AbortController().signal } as never);
}

/** What the client's customer records hold, read by the client through row-level security alone. */
async function customerIdsOf({ client, user }: SignedInClient): Promise<string[]> {
  const { data, error } = await client.from('customers').select('id').eq('user_id', user);
  if (error) throw error;
  return data.map((customer) => customer.id);
}

describe("a client's own records", () => {
  it('are the vehicles of their customer record only, not the available stock everyone may browse', async () => {
    const first = await signedInClient(0);
    const ids = await customerIdsOf(first);
    const { data: visible } = await first.client.from('vehicles').select('id,customer_id,status');
    expect(visible!.some((vehicle) => !ids.includes(vehicle.customer_id ?? ''))).toBe(true);

    const own = await page(ownVehicleList, first);
    const expected = visible!.filter((vehicle) => ids.includes(vehicle.customer_id ?? '')).map((vehicle) => vehicle.id);
    expect(own.total).toBe(expected.length);
    expect(own.rows.map((row) => row.id).sort()).toEqual(expected.sort());
    expect(own.total).toBeGreaterThan(0);
  });

  it('of client1 and client2 are disjoint, and each sees shipments and documents of their own', async () => {
    const lists = [ownVehicleList, ownShipmentList, ownDocumentList] as ClientList<{ id: string }>[];
    const first = await signedInClient(0);
    const mineByList = await Promise.all(lists.map((list) => page(list, first)));
    const second = await signedInClient(1);
    for (const [index, list] of lists.entries()) {
      const mine = mineByList[index]!;
      const theirs = await page(list, second);
      expect(mine.total).toBeGreaterThan(0);
      expect(theirs.total).toBeGreaterThan(0);
      const mineIds = new Set(mine.rows.map((row) => row.id));
      expect(theirs.rows.some((row) => mineIds.has(row.id))).toBe(false);
    }
  });

  it('search within the client’s own records on the server', async () => {
    const first = await signedInClient(0);
    const all = await page(ownShipmentList, first);
    const wanted = all.rows[0]!.shipment_number;
    const found = await page(ownShipmentList, first, wanted.toLowerCase());
    expect(found.rows.map((row) => row.shipment_number)).toEqual([wanted]);
  });

  it('are empty, not an error, for a new client without a customer record', async () => {
    const fresh = await freshSignUp();
    for (const list of [ownVehicleList, ownShipmentList, ownDocumentList] as ClientList<{ id: string }>[]) {
      await expect(page(list, fresh)).resolves.toMatchObject({ rows: [], total: 0 });
    }
    const dashboard = clientDashboardQuery(fresh.client, fresh.user);
    await expect(dashboard.queryFn!({} as never)).resolves.toEqual({
      vehicles: 0,
      activeShipments: 0,
      documents: 0,
      totalInvested: 0,
      recentCommunications: [],
    });
  });
});

describe('the client dashboard', () => {
  it("counts the client's vehicles, active shipments and documents, sums what they invested and lists their five latest messages", async () => {
    const first = await signedInClient(0);
    const ids = await customerIdsOf(first);
    const [vehicles, shipments, documents, messages] = await Promise.all([
      first.client.from('vehicles').select('sale_price').in('customer_id', ids),
      first.client.from('shipments').select('status').in('customer_id', ids),
      first.client.from('documents').select('id').in('customer_id', ids),
      first.client.from('communications').select('id,created_at').in('customer_id', ids).order('created_at', { ascending: false }),
    ]);
    const dashboard = await clientDashboardQuery(first.client, first.user).queryFn!({} as never);
    expect(dashboard.vehicles).toBe(vehicles.data!.length);
    expect(dashboard.activeShipments).toBe(shipments.data!.filter((s) => ['planning', 'booked', 'in_transit'].includes(s.status)).length);
    expect(dashboard.documents).toBe(documents.data!.length);
    expect(dashboard.totalInvested).toBeCloseTo(
      vehicles.data!.reduce((sum, v) => sum + (v.sale_price ?? 0), 0),
      2,
    );
    expect(dashboard.totalInvested).toBeGreaterThan(0);
    expect(messages.data!.length).toBeGreaterThan(0);
    expect(dashboard.recentCommunications.map((message) => message.id)).toEqual(messages.data!.slice(0, 5).map((message) => message.id));
  });
});

describe('the available inventory', () => {
  it('holds only available vehicles, never a cost or an owner, searched on make, model and year', async () => {
    const first = await signedInClient(0);
    const all = await page(inventoryList, first);
    const { count } = await first.client.from('vehicles').select('id', { count: 'exact', head: true }).eq('status', 'available');
    expect(all.total).toBe(count);
    for (const row of all.rows) {
      expect(row).not.toHaveProperty('purchase_price');
      expect(row).not.toHaveProperty('customer_id');
    }
    const { data: statuses } = await first.client
      .from('vehicles')
      .select('status')
      .in(
        'id',
        all.rows.map((row) => row.id),
      );
    expect(new Set(statuses!.map((row) => row.status))).toEqual(new Set(['available']));

    const model = all.rows[0]!.model;
    const byModel = await page(inventoryList, first, model.toUpperCase());
    expect(byModel.total).toBeGreaterThan(0);
    expect(byModel.rows.every((row) => inventoryVehicleMatchesSearch(row, model))).toBe(true);
    const year = all.rows[0]!.year;
    const byYear = await page(inventoryList, first, String(year));
    expect(byYear.total).toBeGreaterThan(0);
    expect(byYear.rows.every((row) => inventoryVehicleMatchesSearch(row, String(year)))).toBe(true);
  });
});

describe('tracking a shipment', () => {
  it('finds a client’s shipment by its shipment, booking or container number, in any case', async () => {
    const first = await signedInClient(0);
    const own = await page(ownShipmentList, first);
    const shipment = own.rows.find((row) => row.booking_number && row.containers.length > 0)!;
    expect(shipment).toBeDefined();
    for (const number of [shipment.shipment_number, shipment.booking_number!, shipment.containers[0]!.container_number]) {
      const found = await trackOwnShipments(first.client, first.user, ` ${number.toLowerCase()} `);
      expect(found.map((row) => row.id)).toEqual([shipment.id]);
    }
  });

  it('finds nothing for another client’s numbers, a part of a number or blank input', async () => {
    const second = await signedInClient(1);
    const theirs = (await page(ownShipmentList, second)).rows.find((row) => row.booking_number && row.containers.length > 0)!;
    const first = await signedInClient(0);
    for (const number of [theirs.shipment_number, theirs.booking_number!, theirs.containers[0]!.container_number]) {
      await expect(trackOwnShipments(first.client, first.user, number)).resolves.toEqual([]);
    }
    const mine = (await page(ownShipmentList, first)).rows[0]!;
    await expect(trackOwnShipments(first.client, first.user, mine.shipment_number.slice(0, -1))).resolves.toEqual([]);
    await expect(trackOwnShipments(first.client, first.user, '%')).resolves.toEqual([]);
    await expect(trackOwnShipments(first.client, first.user, '   ')).resolves.toEqual([]);
  });
});
