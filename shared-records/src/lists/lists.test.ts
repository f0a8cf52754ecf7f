import { vehicleMatchesSearch } from '@export-portal/shared-domain/testing';
import { LIST_PAGE_SIZE, type ListRequest, type PortalClient } from '@export-portal/shared-auth';
import { setupRealBackend, signedInDemoClient } from '@export-portal/shared-auth/testing';
import type { VehicleStatus } from '@export-portal/shared-domain';
import { containerList } from './recordLists';
import { vehicleBoardList } from './vehicleBoards';

/** A vehicle board as the admin and staff sections define theirs, on the shared directory read. */
const vehicleList = vehicleBoardList<{ status: VehicleStatus }>();

const real = setupRealBackend();

const signedInAs = (role: 'admin' | 'staff') => signedInDemoClient(real.backend, role);

const request = <Filters extends Record<string, string>>(overrides: Partial<ListRequest<Filters>> = {}): ListRequest<Filters> => ({
  search: '',
  filters: {} as Partial<Filters>,
  page: 1,
  ...overrides,
});

async function vehiclePage(client: PortalClient, overrides: Partial<ListRequest<{ status: string }>> = {}) {
  const options = vehicleList.queryOptions(client, request(overrides) as never);
  return options.queryFn!({ queryKey: options.queryKey, meta: undefined, signal: new AbortController().signal } as never);
}

describe('the vehicles list, paged and searched on the server', () => {
  it('reads one page of 50 with the total of every page, newest first, each with its owner', async () => {
    const client = await signedInAs('admin');
    const { count } = await client.from('vehicles').select('id', { count: 'exact', head: true });
    const first = await vehiclePage(client);
    const second = await vehiclePage(client, { page: 2 });
    expect(first.total).toBe(count);
    expect(first.rows).toHaveLength(Math.min(LIST_PAGE_SIZE, count!));
    expect(first.pageCount).toBe(Math.ceil(count! / LIST_PAGE_SIZE));
    const firstIds = new Set(first.rows.map((row) => row.id));
    expect(second.rows.some((row) => firstIds.has(row.id))).toBe(false);
    const created = first.rows.map((row) => row.created_at);
    expect([...created].sort().reverse()).toEqual(created);
    expect(first.rows.some((row) => row.customer !== null && 'company_name' in row.customer)).toBe(true);
  });

  it.each(['civic', 'HONDA', '2021'])('finds exactly the vehicles whose make, model, VIN or year match "%s", over every page', async (term) => {
    const client = await signedInAs('admin');
    const { data: all } = await client.from('vehicles').select('id,make,model,vin,year');
    const expected = (all ?? []).filter((vehicle) => vehicleMatchesSearch(vehicle, term)).map((vehicle) => vehicle.id);
    expect(expected.length).toBeGreaterThan(0);
    const found = await vehiclePage(client, { search: term });
    expect(found.total).toBe(expected.length);
    expect(found.rows.map((row) => row.id).sort()).toEqual(expected.slice(0, LIST_PAGE_SIZE).sort());
  });

  it.each(['%', '_', 'a,b', 'x)', '"', '\\'])('matches "%s" literally: no wildcard, no broken filter', async (term) => {
    const client = await signedInAs('admin');
    await expect(vehiclePage(client, { search: term })).resolves.toMatchObject({ total: 0, rows: [] });
  });

  it('orders a page by the chosen column on the server, ties broken by id, the same way on every page', async () => {
    const client = await signedInAs('admin');
    const sort = { column: 'year', direction: 'desc' } as const;
    const first = await vehiclePage(client, { sort });
    const second = await vehiclePage(client, { sort, page: 2 });
    const { data: all } = await client.from('vehicles').select('id,year');
    const expected = [...(all ?? [])].sort((a, b) => b.year - a.year || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0)).map((vehicle) => vehicle.id);
    expect(first.rows.map((row) => row.id)).toEqual(expected.slice(0, LIST_PAGE_SIZE));
    expect(second.rows.map((row) => row.id)).toEqual(expected.slice(LIST_PAGE_SIZE, 2 * LIST_PAGE_SIZE));
  });

  it('sorts ascending too, within a filter', async () => {
    const client = await signedInAs('staff');
    const page = await vehiclePage(client, { sort: { column: 'make', direction: 'asc' }, filters: { status: 'available' } });
    const makes = page.rows.map((row) => row.make);
    expect(page.rows.length).toBeGreaterThan(1);
    expect(page.rows.every((row) => row.status === 'available')).toBe(true);
    expect([...makes].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))).toEqual(makes);
  });

  it('reads a sort the list does not offer in its own order, newest first', async () => {
    const client = await signedInAs('admin');
    const own = await vehiclePage(client);
    const asked = await vehiclePage(client, { sort: { column: 'purchase_price', direction: 'asc' } });
    expect(asked.rows.map((row) => row.id)).toEqual(own.rows.map((row) => row.id));
  });

  it('filters by status on the server', async () => {
    const client = await signedInAs('admin');
    const { count } = await client.from('vehicles').select('id', { count: 'exact', head: true }).eq('status', 'sold');
    const sold = await vehiclePage(client, { filters: { status: 'sold' } });
    expect(sold.total).toBe(count);
    expect(sold.rows.every((row) => row.status === 'sold')).toBe(true);
  });

  it("counts a vehicle under its new status as soon as staff change it, in staff's own list", async () => {
    const staff = await signedInAs('staff');
    const before = await vehiclePage(staff, { filters: { status: 'inspection' } });
    const { data } = await staff.from('vehicles').select('id,updated_at').eq('status', 'available').limit(1).single();
    const { error } = await staff.rpc('change_vehicle_status', { vehicle_id: data!.id, new_status: 'inspection', seen_updated_at: data!.updated_at });
    expect(error).toBeNull();
    const after = await vehiclePage(staff, { filters: { status: 'inspection' } });
    expect(after.total).toBe(before.total + 1);
    const { count } = await staff.from('vehicles').select('id', { count: 'exact', head: true }).eq('status', 'inspection');
    expect(after.total).toBe(count);
  });

  it('gives a client no vehicles and a total of none', async () => {
    await expect(vehiclePage(await signedInDemoClient(real.backend, 'client'))).resolves.toMatchObject({ total: 0, rows: [] });
  });
});

describe('the containers list, sorted on the server', () => {
  it('orders by a chosen column instead of the container number', async () => {
    const client = await signedInAs('staff');
    const options = containerList.queryOptions(client, request({ sort: { column: 'location', direction: 'desc' } }) as never);
    const page = await options.queryFn!({ queryKey: options.queryKey, meta: undefined, signal: new AbortController().signal } as never);
    const { data: all } = await client
      .from('containers')
      .select('id,location')
      .order('location', { ascending: false })
      .order('id', { ascending: false });
    expect(page.rows.map((row) => row.id)).toEqual((all ?? []).slice(0, LIST_PAGE_SIZE).map((container) => container.id));
  });
});
