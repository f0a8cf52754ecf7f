import type { SupabaseClient } from '@supabase/supabase-js';
import { COMMUNICATION_SEEN_BY_CLIENT, COMMUNICATION_TYPES, type Database } from '@export-portal/shared-domain';
import { clientFor, signedInClient, startTestBackend, type TestBackend } from './harness';
import { DEMO_PASSWORDS } from './demo-accounts';

/**
 * Two people working one board: a status change names the version of the record it was made
 * from, and the database refuses it when the record changed since, whatever the browser sends.
 */

let backend: TestBackend;
let service: SupabaseClient<Database>;
let staff: SupabaseClient<Database>;
let otherStaff: SupabaseClient<Database>;
let admin: SupabaseClient<Database>;
let client1: SupabaseClient<Database>;
let databaseToday: string;
let serial = 0;

beforeAll(async () => {
  backend = await startTestBackend();
  service = clientFor(backend.url, backend.serviceRoleKey);
  staff = await signedInClient('staff@demo.test', DEMO_PASSWORDS.staff, backend);
  otherStaff = await signedInClient('staff@demo.test', DEMO_PASSWORDS.staff, backend);
  admin = await signedInClient('admin@demo.test', DEMO_PASSWORDS.admin, backend);
  client1 = await signedInClient('client1@demo.test', DEMO_PASSWORDS.client1, backend);
  const today = await backend.db.query<{ today: string }>(`select private.business_today()::text as today`);
  databaseToday = today.rows[0]!.today;
}, 60_000);

afterAll(async () => {
  await backend?.close();
});

async function newVehicle(status: 'available' | 'inspection') {
  serial += 1;
  const { data, error } = await service
    .from('vehicles')
    .insert({ year: 2023, make: 'Kia', model: 'Sorento', vin: `STALE${String(serial).padStart(12, '0')}`, status })
    .select('id,updated_at')
    .single();
  if (error) throw error;
  return data;
}

async function newShipment(status: 'planning' | 'booked') {
  serial += 1;
  const { data, error } = await service
    .from('shipments')
    .insert({ shipment_number: `SHP-STALE-${serial}`, status })
    .select('id,updated_at')
    .single();
  if (error) throw error;
  return data;
}

async function vehicleStatus(id: string) {
  const { data, error } = await service.from('vehicles').select('status').eq('id', id).single();
  if (error) throw error;
  return data.status;
}

async function shipmentNow(id: string) {
  const { data, error } = await service.from('shipments').select('status,actual_departure,updated_at').eq('id', id).single();
  if (error) throw error;
  return data;
}

describe('a vehicle status change made from a stale view', () => {
  it('is refused with 409 and changes nothing', async () => {
    const seen = await newVehicle('available');
    const first = await staff.rpc('change_vehicle_status', { vehicle_id: seen.id, new_status: 'inspection', seen_updated_at: seen.updated_at });
    expect(first.error).toBeNull();
    const stale = await otherStaff.rpc('change_vehicle_status', { vehicle_id: seen.id, new_status: 'shipped', seen_updated_at: seen.updated_at });
    expect(stale.status).toBe(409);
    expect(stale.error).toMatchObject({ code: 'PT409', message: 'The vehicle was changed by someone else' });
    expect(await vehicleStatus(seen.id)).toBe('inspection');
  });

  it('goes through once made from the version the database holds, and returns the new version', async () => {
    const seen = await newVehicle('available');
    const first = await staff.rpc('change_vehicle_status', { vehicle_id: seen.id, new_status: 'inspection', seen_updated_at: seen.updated_at });
    const second = await staff.rpc('change_vehicle_status', { vehicle_id: seen.id, new_status: 'shipped', seen_updated_at: first.data! });
    expect(second.error).toBeNull();
    expect(await vehicleStatus(seen.id)).toBe('shipped');
  });

  it('holds for admins working the staff board too', async () => {
    const seen = await newVehicle('available');
    await staff.rpc('change_vehicle_status', { vehicle_id: seen.id, new_status: 'inspection', seen_updated_at: seen.updated_at });
    const stale = await admin.rpc('change_vehicle_status', { vehicle_id: seen.id, new_status: 'available', seen_updated_at: seen.updated_at });
    expect(stale.error?.code).toBe('PT409');
    expect(await vehicleStatus(seen.id)).toBe('inspection');
  });
});

describe('staff change a status only by naming the version they saw', () => {
  it('a plain update of a vehicle status by staff is refused', async () => {
    const { id } = await newVehicle('available');
    const { error } = await staff.from('vehicles').update({ status: 'inspection' }).eq('id', id);
    expect(error?.message).toBe('A vehicle status change must name the version it was made from');
    expect(await vehicleStatus(id)).toBe('available');
  });

  it('a plain update of a shipment status by staff is refused', async () => {
    const { id } = await newShipment('planning');
    const { error } = await staff.from('shipments').update({ status: 'booked' }).eq('id', id);
    expect(error?.message).toBe('A shipment status change must name the version it was made from');
    expect((await shipmentNow(id)).status).toBe('planning');
  });

  it('a status change without a version is refused', async () => {
    const { id } = await newShipment('planning');
    const { error } = await staff.rpc('change_shipment_status', { shipment_id: id, new_status: 'booked', seen_updated_at: null as never });
    expect(error?.message).toBe('A shipment status change must name the version it was made from');
    expect((await shipmentNow(id)).status).toBe('planning');
  });

  it('admins’ own edits are not bound to it', async () => {
    const { id } = await newVehicle('available');
    const { error } = await admin.from('vehicles').update({ status: 'reserved' }).eq('id', id);
    expect(error).toBeNull();
    expect(await vehicleStatus(id)).toBe('reserved');
  });

  it('a client cannot change a status through the function', async () => {
    const seen = await newVehicle('available');
    const { error } = await client1.rpc('change_vehicle_status', { vehicle_id: seen.id, new_status: 'shipped', seen_updated_at: seen.updated_at });
    expect(error).not.toBeNull();
    expect(await vehicleStatus(seen.id)).toBe('available');
  });

  it('an anonymous caller cannot call it', async () => {
    const seen = await newVehicle('available');
    const anon = clientFor(backend.url, backend.anonKey);
    const { error } = await anon.rpc('change_vehicle_status', { vehicle_id: seen.id, new_status: 'shipped', seen_updated_at: seen.updated_at });
    expect(error?.code).toBe('42501');
    expect(await vehicleStatus(seen.id)).toBe('available');
  });
});

describe('two staff moving one shipment from the same view', () => {
  it('one wins, the other is told it changed, and the shipment ends in a legal state', async () => {
    const seen = await newShipment('booked');
    const outcomes = await Promise.all([
      staff.rpc('change_shipment_status', { shipment_id: seen.id, new_status: 'in_transit', seen_updated_at: seen.updated_at }),
      otherStaff.rpc('change_shipment_status', { shipment_id: seen.id, new_status: 'in_transit', seen_updated_at: seen.updated_at }),
    ]);
    expect(outcomes.filter((outcome) => outcome.error === null)).toHaveLength(1);
    expect(outcomes.map((outcome) => outcome.error?.code ?? 'ok').sort()).toEqual(['PT409', 'ok']);
    const after = await shipmentNow(seen.id);
    expect(after).toMatchObject({ status: 'in_transit', actual_departure: databaseToday });
  });

  it('the loser of Book cannot then push the shipment past what the winner did', async () => {
    const seen = await newShipment('planning');
    const booked = await staff.rpc('change_shipment_status', { shipment_id: seen.id, new_status: 'booked', seen_updated_at: seen.updated_at });
    expect(booked.error).toBeNull();
    const stale = await otherStaff.rpc('change_shipment_status', {
      shipment_id: seen.id,
      new_status: 'in_transit',
      seen_updated_at: seen.updated_at,
    });
    expect(stale.error?.code).toBe('PT409');
    expect(await shipmentNow(seen.id)).toMatchObject({ status: 'booked', actual_departure: null });
  });
});

describe('support_messages: messages beside their customer, under the caller’s rights', () => {
  it('lets staff find a message by its customer’s last name', async () => {
    const { data: customer } = await service.from('customers').select('id,last_name').not('last_name', 'is', null).limit(1).single();
    const { data: messages } = await service.from('communications').select('id').eq('customer_id', customer!.id);
    const { data, error } = await staff.from('support_messages').select('id,customer_last_name').ilike('customer_last_name', customer!.last_name!);
    expect(error).toBeNull();
    expect(data!.length).toBeGreaterThanOrEqual(messages!.length);
    expect(data!.map((row) => row.id)).toEqual(expect.arrayContaining(messages!.map((row) => row.id)));
  });

  it("shows a client only the messages of their own customer record, never the business's calls and notes", async () => {
    const { data: all } = await service.from('communications').select('id');
    const user = (await client1.auth.getUser()).data.user!;
    const { data: own } = await service.from('customers').select('id').eq('user_id', user.id).single();
    const { data: ownMessages } = await service
      .from('communications')
      .select('id')
      .eq('customer_id', own!.id)
      .in(
        'communication_type',
        COMMUNICATION_TYPES.filter((type) => COMMUNICATION_SEEN_BY_CLIENT[type]),
      );
    const { data, error } = await client1.from('support_messages').select('id,customer_id');
    expect(error).toBeNull();
    expect(all!.length).toBeGreaterThan(ownMessages!.length);
    expect(data!.map((row) => row.id).sort()).toEqual(ownMessages!.map((row) => row.id).sort());
  });

  it('is closed to anonymous callers', async () => {
    const anon = clientFor(backend.url, backend.anonKey);
    const { error } = await anon.from('support_messages').select('id');
    expect(error?.code).toBe('42501');
  });
});
