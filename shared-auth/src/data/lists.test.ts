import { ChangedElsewhereError, DEMO_ACCOUNTS, vehicleMatchesSearch } from '@export-portal/shared-domain';
import { useRealBackend } from '../testing/realBackend';
import { createPortalStore, portalClient, signInStore } from '../testing/PortalTestProviders';
import type { PortalClient } from '../config/backendClient';
import { LIST_PAGE_SIZE, type ListRequest } from './pagedList';
import { shipmentList, vehicleList } from './lists';
import { applyShipmentAction, setVehicleStatus } from './writes';

const real = useRealBackend();

async function signedInAs(role: 'admin' | 'staff'): Promise<PortalClient> {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.role === role)!;
  const store = createPortalStore(real.backend);
  await signInStore(store, account.email, account.password, role);
  return portalClient(store);
}

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
    await setVehicleStatus(staff, { vehicle: data!, status: 'inspection' });
    const after = await vehiclePage(staff, { filters: { status: 'inspection' } });
    expect(after.total).toBe(before.total + 1);
    const { count } = await staff.from('vehicles').select('id', { count: 'exact', head: true }).eq('status', 'inspection');
    expect(after.total).toBe(count);
  });

  it('gives a client no vehicles and a total of none', async () => {
    const account = DEMO_ACCOUNTS.find((candidate) => candidate.role === 'client')!;
    const store = createPortalStore(real.backend);
    await signInStore(store, account.email, account.password, 'client');
    await expect(vehiclePage(portalClient(store))).resolves.toMatchObject({ total: 0, rows: [] });
  });
});

describe('status changes never overwrite a colleague’s change', () => {
  it('a vehicle update made from a stale view is refused and changes nothing', async () => {
    const staff = await signedInAs('staff');
    const { data } = await staff.from('vehicles').select('id,status,updated_at').eq('status', 'available').limit(1).single();
    const seen = data!;
    await setVehicleStatus(staff, { vehicle: seen, status: 'inspection' });
    await expect(setVehicleStatus(staff, { vehicle: seen, status: 'shipped' })).rejects.toBeInstanceOf(ChangedElsewhereError);
    const { data: after } = await staff.from('vehicles').select('status').eq('id', seen.id).single();
    expect(after!.status).toBe('inspection');
  });

  it('of two staff moving one booked shipment from the same view, one wins and the other is told', async () => {
    const [first, second] = await Promise.all([signedInAs('staff'), signedInAs('staff')]);
    const { data } = await first.from('shipments').select('id,status,updated_at').eq('status', 'booked').limit(1).single();
    const seen = data!;
    const outcomes = await Promise.allSettled([
      applyShipmentAction(first, { shipment: seen, action: 'mark-in-transit' }),
      applyShipmentAction(second, { shipment: seen, action: 'mark-in-transit' }),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const refused = outcomes.find((outcome) => outcome.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toBeInstanceOf(ChangedElsewhereError);
    const page = await shipmentList.queryOptions(first, request({ search: '' })).queryFn!({} as never);
    expect(page.rows.find((row) => row.id === seen.id)?.status ?? 'in_transit').toBe('in_transit');
  });
});
