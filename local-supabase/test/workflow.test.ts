import type { SupabaseClient } from '@supabase/supabase-js';
import { clientFor, signedInClient, startTestBackend, type TestBackend } from './harness';

/**
 * The status changes staff make in Vehicle and Shipment Operations, tried from
 * every status. The database must allow exactly what the screens enable (the workflow,
 * written out below as the spec states it) and refuse everything else, whatever
 * the client sends.
 */

const SHIPMENT_STATUSES = ['planning', 'booked', 'loading', 'in_transit', 'delivered', 'cancelled'] as const;
type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];
type ShipmentAction = 'Book' | 'In Transit' | 'Deliver';

const SHIPMENT_ACTIONS: Record<ShipmentAction, { to: ShipmentStatus; enabledFrom: ShipmentStatus[] }> = {
  Book: { to: 'booked', enabledFrom: ['planning', 'cancelled'] },
  'In Transit': { to: 'in_transit', enabledFrom: ['booked', 'cancelled'] },
  Deliver: { to: 'delivered', enabledFrom: ['in_transit'] },
};

const VEHICLE_STATUSES = ['available', 'sold', 'reserved', 'shipped', 'inspection'] as const;
type VehicleStatus = (typeof VEHICLE_STATUSES)[number];
const STAFF_VEHICLE_TARGETS: VehicleStatus[] = ['inspection', 'available', 'shipped'];

let backend: TestBackend;
let service: SupabaseClient;
let staff: SupabaseClient;
let admin: SupabaseClient;
let shipmentId: string;
let vehicleId: string;
let databaseToday: string;

beforeAll(async () => {
  backend = await startTestBackend();
  service = clientFor(backend.url, backend.serviceRoleKey);
  staff = await signedInClient('staff@demo.test', 'DemoStaff!2026', backend);
  admin = await signedInClient('admin@demo.test', 'DemoAdmin!2026', backend);
  const shipment = await service.from('shipments').insert({ shipment_number: 'SHP-WORKFLOW' }).select('id').single();
  shipmentId = (shipment.data as { id: string }).id;
  const vehicle = await service
    .from('vehicles')
    .insert({ year: 2021, make: 'Toyota', model: 'RAV4', vin: 'WRKFLW00000000001' })
    .select('id')
    .single();
  vehicleId = (vehicle.data as { id: string }).id;
  const today = await backend.db.query<{ today: string }>(`select private.business_today()::text as today`);
  databaseToday = today.rows[0]!.today;
}, 60_000);

afterAll(async () => {
  await backend?.close();
});

async function shipmentNow() {
  const { data, error } = await service
    .from('shipments')
    .select('status, actual_departure, actual_arrival, vessel_name')
    .eq('id', shipmentId)
    .single();
  if (error) throw error;
  return data as { status: ShipmentStatus; actual_departure: string | null; actual_arrival: string | null };
}

async function resetShipment(status: ShipmentStatus) {
  const { error } = await service.from('shipments').update({ status, actual_departure: null, actual_arrival: null }).eq('id', shipmentId);
  if (error) throw error;
}

const shipmentCases = SHIPMENT_STATUSES.flatMap((from) =>
  (Object.keys(SHIPMENT_ACTIONS) as ShipmentAction[]).map((action) => ({
    from,
    action,
    to: SHIPMENT_ACTIONS[action].to,
    allowed: SHIPMENT_ACTIONS[action].enabledFrom.includes(from),
  })),
);

/** What Shipment Operations sends: the new status and the version of the shipment it saw. */
async function staffMovesShipment(to: ShipmentStatus) {
  const { data, error } = await service.from('shipments').select('updated_at').eq('id', shipmentId).single();
  if (error) throw error;
  return staff.rpc('change_shipment_status', {
    shipment_id: shipmentId,
    new_status: to,
    seen_updated_at: (data as { updated_at: string }).updated_at,
  });
}

describe('shipment actions by staff', () => {
  it.each(shipmentCases.filter((c) => c.allowed))('$action is accepted from $from', async ({ from, to }) => {
    await resetShipment(from);
    const { error } = await staffMovesShipment(to);
    expect(error).toBeNull();
    const after = await shipmentNow();
    expect(after.status).toBe(to);
    expect(after.actual_departure).toBe(to === 'in_transit' ? databaseToday : null);
    expect(after.actual_arrival).toBe(to === 'delivered' ? databaseToday : null);
  });

  it.each(shipmentCases.filter((c) => !c.allowed && c.from !== c.to))('$action is refused from $from', async ({ from, to }) => {
    await resetShipment(from);
    const { error } = await staffMovesShipment(to);
    expect(error?.message).toBe(`Shipment cannot move from ${from} to ${to}`);
    expect(await shipmentNow()).toMatchObject({ status: from, actual_departure: null, actual_arrival: null });
  });

  it.each(shipmentCases.filter((c) => c.from === c.to))('$action repeated on a $from shipment changes nothing', async ({ from, to }) => {
    await resetShipment(from);
    await staffMovesShipment(to);
    expect(await shipmentNow()).toMatchObject({ status: from, actual_departure: null, actual_arrival: null });
  });

  it.each([
    ['planning', 'cancelled'],
    ['booked', 'planning'],
    ['in_transit', 'loading'],
  ] as const)('a status no screen offers is refused (%s to %s)', async (from, to) => {
    await resetShipment(from);
    const { error } = await staffMovesShipment(to);
    expect(error?.message).toBe(`Shipment cannot move from ${from} to ${to}`);
    expect((await shipmentNow()).status).toBe(from);
  });

  it('staff cannot change other shipment details along with the status', async () => {
    await resetShipment('planning');
    const { error } = await staff.from('shipments').update({ status: 'booked', vessel_name: 'Elsewhere' }).eq('id', shipmentId);
    expect(error).not.toBeNull();
    expect(await shipmentNow()).toMatchObject({ status: 'planning', vessel_name: null });
  });

  it('staff cannot back-date a departure without a status change', async () => {
    await resetShipment('booked');
    const { error } = await staff.from('shipments').update({ actual_departure: '2020-01-01' }).eq('id', shipmentId);
    expect(error).not.toBeNull();
    expect((await shipmentNow()).actual_departure).toBeNull();
  });

  it('an admin is not held to the staff workflow', async () => {
    await resetShipment('delivered');
    const { error } = await admin.from('shipments').update({ status: 'booked' }).eq('id', shipmentId);
    expect(error).toBeNull();
    expect((await shipmentNow()).status).toBe('booked');
  });
});

async function vehicleStatusNow(): Promise<VehicleStatus> {
  const { data, error } = await service.from('vehicles').select('status').eq('id', vehicleId).single();
  if (error) throw error;
  return (data as { status: VehicleStatus }).status;
}

const vehicleCases = VEHICLE_STATUSES.flatMap((from) => VEHICLE_STATUSES.filter((to) => to !== from).map((to) => ({ from, to })));

async function staffSetsVehicle(from: VehicleStatus, to: VehicleStatus) {
  const { data, error } = await service.from('vehicles').update({ status: from }).eq('id', vehicleId).select('updated_at').single();
  if (error) throw error;
  return staff.rpc('change_vehicle_status', {
    vehicle_id: vehicleId,
    new_status: to,
    seen_updated_at: (data as { updated_at: string }).updated_at,
  });
}

describe('vehicle status changes by staff', () => {
  it.each(vehicleCases.filter(({ to }) => STAFF_VEHICLE_TARGETS.includes(to)))('$from to $to is accepted', async ({ from, to }) => {
    const { error } = await staffSetsVehicle(from, to);
    expect(error).toBeNull();
    expect(await vehicleStatusNow()).toBe(to);
  });

  it.each(vehicleCases.filter(({ to }) => !STAFF_VEHICLE_TARGETS.includes(to)))('$from to $to is refused', async ({ from, to }) => {
    const { error } = await staffSetsVehicle(from, to);
    expect(error?.message).toBe(`Staff cannot set a vehicle to ${to}`);
    expect(await vehicleStatusNow()).toBe(from);
  });

  it('staff cannot change the price along with the status', async () => {
    await service.from('vehicles').update({ status: 'available', sale_price: 20000 }).eq('id', vehicleId);
    const { error } = await staff.from('vehicles').update({ status: 'inspection', sale_price: 1 }).eq('id', vehicleId);
    expect(error).not.toBeNull();
    const { data } = await service.from('vehicles').select('status, sale_price').eq('id', vehicleId).single();
    expect(data).toEqual({ status: 'available', sale_price: 20000 });
  });
});
