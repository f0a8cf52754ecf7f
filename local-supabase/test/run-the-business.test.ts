import type { SupabaseClient } from '@supabase/supabase-js';
import { containerCheckDigit, type Database } from '@export-portal/shared-domain';
import { clientFor, signedInClient, startTestBackend, type TestBackend } from './harness';
import { DEMO_PASSWORDS } from './demo-accounts';

/**
 * The rules that let the portal run the business, each proven through the HTTP API a hosted
 * client would use: shipments carry their customer's vehicles in a container that follows them,
 * deletions are refused while a record is in use, staff change only what their screens allow,
 * and every change is in an append-only history that clients cannot read.
 */

type Client = SupabaseClient<Database>;

let backend: TestBackend;
let service: Client;
let admin: Client;
let staff: Client;
let client1: Client;
let client2: Client;
let serial = 0;

const CLIENT1_CUSTOMER = 'c0000000-0000-4000-8000-000000000001';
const CLIENT2_CUSTOMER = 'c0000000-0000-4000-8000-000000000002';

beforeAll(async () => {
  backend = await startTestBackend();
  service = clientFor(backend.url, backend.serviceRoleKey);
  admin = await signedInClient('admin@demo.test', DEMO_PASSWORDS.admin, backend);
  staff = await signedInClient('staff@demo.test', DEMO_PASSWORDS.staff, backend);
  client1 = await signedInClient('client1@demo.test', DEMO_PASSWORDS.client1, backend);
  client2 = await signedInClient('client2@demo.test', DEMO_PASSWORDS.client2, backend);
}, 60_000);

afterAll(async () => {
  await backend?.close();
});

/** A VIN outside North America: its check digit is not verified, so any serial is valid. */
function nextVin() {
  serial += 1;
  return `WDB${String(serial).padStart(14, '0')}`;
}

async function newCustomer() {
  serial += 1;
  const { data, error } = await service
    .from('customers')
    .insert({ first_name: 'Rule', last_name: `Test ${serial}` })
    .select('id')
    .single();
  if (error) throw error;
  return data.id;
}

async function newVehicle(customerId: string | null, status: Database['public']['Tables']['vehicles']['Row']['status'] = 'sold') {
  const { data, error } = await service
    .from('vehicles')
    .insert({ year: 2021, make: 'Mercedes-Benz', model: 'GLE 350', vin: nextVin(), status, customer_id: customerId })
    .select('id,vin,updated_at')
    .single();
  if (error) throw error;
  return data;
}

async function newContainer(capacity = 4) {
  serial += 1;
  const firstTen = `TSTU${String(serial).padStart(6, '0')}`;
  const { data, error } = await service
    .from('containers')
    .insert({
      container_number: `${firstTen}${containerCheckDigit(firstTen)}`,
      container_type: '40ft Standard',
      capacity,
      location: 'Port of Halifax',
    })
    .select('id,container_number')
    .single();
  if (error) throw error;
  return data;
}

async function saveShipment(
  client: Client,
  args: { id?: string; values?: Record<string, unknown>; container?: string | null; vehicles?: string[] | null; seen?: string | null },
) {
  return client
    .rpc('save_shipment', {
      p_id: args.id ?? null,
      p_values: args.values ?? {},
      p_container_id: args.container ?? null,
      p_vehicle_ids: args.vehicles ?? null,
      p_seen_updated_at: args.seen ?? null,
    } as never)
    .single<Database['public']['Tables']['shipments']['Row']>();
}

async function containerStatus(id: string) {
  const { data, error } = await service.from('containers').select('status,shipment_id').eq('id', id).single();
  if (error) throw error;
  return data;
}

async function shipmentVersion(id: string) {
  const { data, error } = await service.from('shipments').select('updated_at,status').eq('id', id).single();
  if (error) throw error;
  return data;
}

/** The papers a vehicle needs before its shipment may depart (its export file). */
async function fileExportPapers(...vehicleIds: string[]) {
  const papers = vehicleIds.flatMap((vehicle_id) =>
    (['title', 'invoice', 'export_permit'] as const).map((document_type) => ({ vehicle_id, document_type, document_name: document_type })),
  );
  const { error } = await service.from('documents').insert(papers);
  if (error) throw error;
}

/** Moves a shipment as staff do on Shipment Operations. */
async function move(id: string, status: 'booked' | 'in_transit' | 'delivered') {
  const { updated_at } = await shipmentVersion(id);
  const { error } = await staff.rpc('change_shipment_status', { shipment_id: id, new_status: status, seen_updated_at: updated_at });
  if (error) throw error;
}

describe('shipments and the vehicles they carry', () => {
  it('numbers a new shipment itself, ignoring a number the client sends, and never lets it change', async () => {
    const customer = await newCustomer();
    const { data: created, error } = await admin
      .from('shipments')
      .insert({ customer_id: customer, shipment_number: 'MINE-1' })
      .select('id,shipment_number')
      .single();
    expect(error).toBeNull();
    expect(created?.shipment_number).toMatch(/^SHP-\d+$/);
    expect(created?.shipment_number).not.toBe('SHP-1001');

    const saved = await saveShipment(admin, { values: { customer_id: customer } });
    expect(saved.error).toBeNull();
    expect(Number(saved.data!.shipment_number.slice(4))).toBeGreaterThan(Number(created!.shipment_number.slice(4)));

    const renamed = await admin.from('shipments').update({ shipment_number: 'SHP-9' }).eq('id', created!.id).select('id');
    expect(renamed.error?.code).toBe('42501');
  });

  it('refuses an estimated arrival before the estimated departure', async () => {
    const customer = await newCustomer();
    const { error } = await saveShipment(admin, {
      values: { customer_id: customer, estimated_departure: '2027-03-10', estimated_arrival: '2027-03-01' },
    });
    expect(error?.message).toContain('shipments_arrival_not_before_departure');
  });

  it('loads vehicles into a container that follows its shipment; departure ships the vehicles', async () => {
    const customer = await newCustomer();
    const [first, second] = [await newVehicle(customer), await newVehicle(customer, 'reserved')];
    const container = await newContainer(2);
    const saved = await saveShipment(admin, {
      values: { customer_id: customer, destination_port: 'Tema', vessel_name: 'MSC Aurora' },
      container: container.id,
      vehicles: [first.id, second.id],
    });
    expect(saved.error).toBeNull();
    const shipmentId = saved.data!.id;
    const { data: carried } = await admin.from('shipment_vehicles').select('vehicle_id,active').eq('shipment_id', shipmentId);
    expect(carried?.map((row) => row.vehicle_id).sort()).toEqual([first.id, second.id].sort());
    expect(carried?.every((row) => row.active)).toBe(true);
    expect(await containerStatus(container.id)).toEqual({ status: 'available', shipment_id: shipmentId });

    await move(shipmentId, 'booked');
    expect((await containerStatus(container.id)).status).toBe('loading');

    await fileExportPapers(first.id, second.id);
    await move(shipmentId, 'in_transit');
    expect((await containerStatus(container.id)).status).toBe('in_transit');
    const { data: vehicles } = await service.from('vehicles').select('status').in('id', [first.id, second.id]);
    expect(vehicles?.map((vehicle) => vehicle.status)).toEqual(['shipped', 'shipped']);

    const late = await saveShipment(admin, { id: shipmentId, vehicles: [first.id] });
    expect(late.error?.message).toBe(`The vehicles of shipment ${saved.data!.shipment_number} can no longer change`);

    await move(shipmentId, 'delivered');
    expect((await containerStatus(container.id)).status).toBe('available');
    const { data: released } = await service.from('shipment_vehicles').select('active').eq('shipment_id', shipmentId);
    expect(released?.every((row) => !row.active)).toBe(true);
  });

  it('refuses a vehicle of another customer, naming its VIN', async () => {
    const customer = await newCustomer();
    const stranger = await newVehicle(await newCustomer());
    const { error } = await saveShipment(admin, { values: { customer_id: customer }, vehicles: [stranger.id] });
    expect(error?.message).toBe(`Vehicle ${stranger.vin} does not belong to this shipment's customer`);
    const { count } = await service.from('shipments').select('id', { count: 'exact', head: true }).eq('customer_id', customer);
    expect(count).toBe(0);
  });

  it('refuses a vehicle already in another active shipment, also when a cancelled one is rebooked', async () => {
    const customer = await newCustomer();
    const vehicle = await newVehicle(customer);
    const first = await saveShipment(admin, { values: { customer_id: customer }, vehicles: [vehicle.id] });
    expect(first.error).toBeNull();
    const second = await saveShipment(admin, { values: { customer_id: customer }, vehicles: [vehicle.id] });
    expect(second.error?.message).toBe(`Vehicle ${vehicle.vin} is already in active shipment ${first.data!.shipment_number}`);

    const cancelled = await saveShipment(admin, { id: first.data!.id, values: { status: 'cancelled' } });
    expect(cancelled.error).toBeNull();
    const third = await saveShipment(admin, { values: { customer_id: customer }, vehicles: [vehicle.id] });
    expect(third.error).toBeNull();
    const rebooked = await saveShipment(admin, { id: first.data!.id, values: { status: 'booked' } });
    expect(rebooked.error?.message).toBe(`Vehicle ${vehicle.vin} is already in active shipment ${third.data!.shipment_number}`);
  });

  it('refuses more vehicles than the container holds, whichever comes first', async () => {
    const customer = await newCustomer();
    const vehicles = [await newVehicle(customer), await newVehicle(customer), await newVehicle(customer)];
    const small = await newContainer(2);
    const tooMany = await saveShipment(admin, {
      values: { customer_id: customer },
      container: small.id,
      vehicles: vehicles.map((vehicle) => vehicle.id),
    });
    expect(tooMany.error?.message).toBe(`Container ${small.container_number} carries at most 2 vehicles`);

    const loaded = await saveShipment(admin, { values: { customer_id: customer }, vehicles: vehicles.map((vehicle) => vehicle.id) });
    expect(loaded.error).toBeNull();
    const attached = await saveShipment(admin, { id: loaded.data!.id, container: small.id });
    expect(attached.error?.message).toBe(`Container ${small.container_number} carries at most 2 vehicles`);
    const swapped = await saveShipment(admin, {
      id: loaded.data!.id,
      container: small.id,
      vehicles: [vehicles[0]!.id, vehicles[1]!.id],
    });
    expect(swapped.error).toBeNull();
    expect((await containerStatus(small.id)).shipment_id).toBe(loaded.data!.id);
  });

  it('attaches a container only when it is free, and its status then follows the shipment alone', async () => {
    const customer = await newCustomer();
    const container = await newContainer();
    const first = await saveShipment(admin, { values: { customer_id: customer, status: 'booked' }, container: container.id });
    expect(first.error).toBeNull();
    expect((await containerStatus(container.id)).status).toBe('loading');

    const second = await saveShipment(admin, { values: { customer_id: customer }, container: container.id });
    expect(second.error?.message).toBe(`Container ${container.container_number} is already in active shipment ${first.data!.shipment_number}`);

    const direct = await admin.from('containers').update({ status: 'available' }).eq('id', container.id).select('id');
    expect(direct.error?.message).toBe(
      `Container ${container.container_number} follows shipment ${first.data!.shipment_number}; change the shipment instead`,
    );

    const free = await newContainer();
    const changed = await admin.from('containers').update({ status: 'loading' }).eq('id', free.id).select('status').single();
    expect(changed.data?.status).toBe('loading');
    const byStaff = await staff.from('containers').update({ status: 'available' }).eq('id', free.id).select('id');
    expect(byStaff.error?.code).toBe('42501');
  });

  it('lets staff edit the voyage and vehicles of a shipment, never its costs, and refuses a stale edit', async () => {
    const customer = await newCustomer();
    const vehicle = await newVehicle(customer);
    const created = await saveShipment(admin, { values: { customer_id: customer, shipping_cost: 2500 } });
    const { updated_at } = await shipmentVersion(created.data!.id);

    const edited = await saveShipment(staff, {
      id: created.data!.id,
      values: { vessel_name: 'Atlantic Star', voyage_number: 'V204E' },
      vehicles: [vehicle.id],
      seen: updated_at,
    });
    expect(edited.error).toBeNull();
    expect(edited.data?.vessel_name).toBe('Atlantic Star');
    const { count } = await staff.from('shipment_vehicles').select('vehicle_id', { count: 'exact', head: true }).eq('shipment_id', created.data!.id);
    expect(count).toBe(1);

    const costs = await saveShipment(staff, { id: created.data!.id, values: { shipping_cost: 1 }, seen: edited.data!.updated_at });
    expect(costs.error?.code).toBe('42501');

    const stale = await saveShipment(staff, { id: created.data!.id, values: { vessel_name: 'Old view' }, seen: updated_at });
    expect(stale.error?.code).toBe('PT409');
    expect(stale.error?.message).toBe('The shipment was changed by someone else');
    expect((await service.from('shipments').select('vessel_name').eq('id', created.data!.id).single()).data?.vessel_name).toBe('Atlantic Star');

    const inserted = await saveShipment(staff, { values: { customer_id: customer } });
    expect(inserted.error).not.toBeNull();
  });

  it("shows a client their own shipments' vehicles and timeline, and nothing of another client's", async () => {
    const { data: own } = await client1.from('shipment_vehicles').select('vehicle_id,shipment:shipments(shipment_number)').order('vehicle_id');
    expect(own?.map((row) => row.vehicle_id)).toEqual(
      expect.arrayContaining(['a0000000-0000-4000-8000-000000000002', 'a0000000-0000-4000-8000-000000000001']),
    );
    const { data: shipments } = await service.from('shipments').select('id,customer_id').in('customer_id', [CLIENT1_CUSTOMER, CLIENT2_CUSTOMER]);
    const client2Shipment = shipments!.find((row) => row.customer_id === CLIENT2_CUSTOMER)!.id;
    const client1Shipment = shipments!.find((row) => row.customer_id === CLIENT1_CUSTOMER)!.id;
    const { data: foreign } = await client1.from('shipment_vehicles').select('vehicle_id').eq('shipment_id', client2Shipment);
    expect(foreign).toEqual([]);

    const timeline = await client1.rpc('shipment_timeline', { p_shipment_id: client1Shipment });
    expect(timeline.error).toBeNull();
    expect(timeline.data!.length).toBeGreaterThan(0);
    const hidden = await client1.rpc('shipment_timeline', { p_shipment_id: client2Shipment });
    expect(hidden.data).toEqual([]);
    const inserted = await client2
      .from('shipment_vehicles')
      .insert({ shipment_id: client2Shipment, vehicle_id: 'a0000000-0000-4000-8000-000000000004' });
    expect(inserted.error).not.toBeNull();
  });

  it('records a timeline of status changes with their authors', async () => {
    const customer = await newCustomer();
    const created = await saveShipment(admin, { values: { customer_id: customer } });
    await move(created.data!.id, 'booked');
    await move(created.data!.id, 'in_transit');
    const { data } = await admin.rpc('shipment_timeline', { p_shipment_id: created.data!.id });
    expect(data?.map((step) => [step.status, step.actor_name])).toEqual([
      ['planning', 'Avery Morgan'],
      ['booked', 'Sam Gagnon'],
      ['in_transit', 'Sam Gagnon'],
    ]);
  });
});

describe('deletions refused while a record is in use', () => {
  it('refuses to delete a sold, a shipped, or a loaded vehicle, with the reason', async () => {
    const customer = await newCustomer();
    const sold = await newVehicle(customer, 'sold');
    const shipped = await newVehicle(customer, 'shipped');
    const loaded = await newVehicle(customer, 'reserved');
    const shipment = await saveShipment(admin, { values: { customer_id: customer }, vehicles: [loaded.id] });
    const free = await newVehicle(null, 'available');

    expect((await admin.from('vehicles').delete().eq('id', sold.id)).error?.message).toBe('A sold vehicle cannot be deleted');
    expect((await admin.from('vehicles').delete().eq('id', shipped.id)).error?.message).toBe('A shipped vehicle cannot be deleted');
    expect((await admin.from('vehicles').delete().eq('id', loaded.id)).error?.message).toBe(
      `Vehicle ${loaded.vin} is in active shipment ${shipment.data!.shipment_number} and cannot be deleted`,
    );
    const deleted = await admin.from('vehicles').delete().eq('id', free.id).select('id');
    expect(deleted.data).toEqual([{ id: free.id }]);
  });

  it('refuses to delete a customer who still has vehicles, shipments or documents, counting them', async () => {
    const customer = await newCustomer();
    await newVehicle(customer, 'available');
    await newVehicle(customer, 'available');
    await saveShipment(admin, { values: { customer_id: customer } });
    const refused = await admin.from('customers').delete().eq('id', customer);
    expect(refused.error?.message).toBe('This customer still has 2 vehicles and 1 shipment');

    const empty = await newCustomer();
    const deleted = await admin.from('customers').delete().eq('id', empty).select('id');
    expect(deleted.data).toEqual([{ id: empty }]);
  });
});

describe("staff's edits of a vehicle", () => {
  it('changes location, colour, mileage and notes from the version seen, and nothing else', async () => {
    const vehicle = await newVehicle(null, 'available');
    const { data: changedAt, error } = await staff.rpc('update_vehicle_details', {
      p_vehicle_id: vehicle.id,
      p_changes: { location: 'Halifax Port', color: 'Red', mileage: 48210, notes: 'Scratch on the rear bumper' },
      p_seen_updated_at: vehicle.updated_at,
    });
    expect(error).toBeNull();
    const { data: stored } = await service.from('vehicles').select('location,color,mileage,notes,updated_at').eq('id', vehicle.id).single();
    expect(stored).toEqual({ location: 'Halifax Port', color: 'Red', mileage: 48210, notes: 'Scratch on the rear bumper', updated_at: changedAt });

    const stale = await staff.rpc('update_vehicle_details', {
      p_vehicle_id: vehicle.id,
      p_changes: { mileage: 1 },
      p_seen_updated_at: vehicle.updated_at,
    });
    expect(stale.error?.code).toBe('PT409');

    const price = await staff.rpc('update_vehicle_details', {
      p_vehicle_id: vehicle.id,
      p_changes: { sale_price: 1 },
      p_seen_updated_at: changedAt!,
    });
    expect(price.error?.code).toBe('22023');
    const direct = await staff.from('vehicles').update({ sale_price: 1, customer_id: CLIENT1_CUSTOMER }).eq('id', vehicle.id).select('id');
    expect(direct.error).not.toBeNull();
    const { data: after } = await service.from('vehicles').select('sale_price,customer_id').eq('id', vehicle.id).single();
    expect(after).toEqual({ sale_price: null, customer_id: null });
  });
});

describe('tasks booked on vehicles', () => {
  it('lets staff book and finish a task as themselves; clients see and book none', async () => {
    const vehicle = await newVehicle(CLIENT1_CUSTOMER, 'sold');
    const { data: task, error } = await staff
      .from('vehicle_tasks')
      .insert({ vehicle_id: vehicle.id, task_type: 'inspection', due_date: '2027-01-15', note: 'Before export', created_by: null })
      .select('id,created_by')
      .single();
    expect(error).toBeNull();
    const { data: staffUser } = await staff.auth.getUser();
    expect(task?.created_by).toBe(staffUser.user?.id);

    const before = Date.now();
    const done = await staff.from('vehicle_tasks').update({ done_at: '2001-01-01T00:00:00Z' }).eq('id', task!.id).select('done_at').single();
    expect(Date.parse(done.data!.done_at!)).toBeGreaterThanOrEqual(before - 60_000);

    expect((await client1.from('vehicle_tasks').select('id')).data).toEqual([]);
    const booked = await client1.from('vehicle_tasks').insert({ vehicle_id: vehicle.id, task_type: 'inspection', due_date: '2027-01-15' });
    expect(booked.error).not.toBeNull();
    const wrongType = await staff.from('vehicle_tasks').insert({ vehicle_id: vehicle.id, task_type: 'wash' as never, due_date: '2027-01-15' });
    expect(wrongType.error?.code).toBe('23514');
  });
});

describe('the history of every change', () => {
  it('records who changed which field of a record from what to what', async () => {
    const vehicle = await newVehicle(null, 'available');
    const { error } = await admin.from('vehicles').update({ mileage: 13500, color: 'Blue' }).eq('id', vehicle.id).select('id');
    expect(error).toBeNull();
    const { data } = await admin
      .from('change_history')
      .select('table_name,action,changes,record_label,actor_name')
      .eq('record_id', vehicle.id)
      .order('id');
    expect(data?.map((row) => row.action)).toEqual(['insert', 'update']);
    expect(data?.[0]?.actor_name).toBeNull();
    expect(data?.[1]).toEqual({
      table_name: 'vehicles',
      action: 'update',
      changes: { mileage: { old: null, new: 13500 }, color: { old: null, new: 'Blue' } },
      record_label: `2021 Mercedes-Benz GLE 350 · ${vehicle.vin}`,
      actor_name: 'Avery Morgan',
    });
  });

  it('records loading and unloading a shipment under the shipment, naming the vehicle', async () => {
    const customer = await newCustomer();
    const vehicle = await newVehicle(customer);
    const created = await saveShipment(admin, { values: { customer_id: customer }, vehicles: [vehicle.id] });
    await saveShipment(admin, { id: created.data!.id, vehicles: [] });
    const { data } = await admin
      .from('change_history')
      .select('action,record_label')
      .eq('table_name', 'shipment_vehicles')
      .eq('record_id', created.data!.id)
      .order('id');
    expect(data).toEqual([
      { action: 'insert', record_label: `2021 Mercedes-Benz GLE 350 · ${vehicle.vin}` },
      { action: 'delete', record_label: `2021 Mercedes-Benz GLE 350 · ${vehicle.vin}` },
    ]);
  });

  it('is read whole by admins, without settings and accounts by staff, and not at all by clients', async () => {
    const settings = await admin.from('settings').update({ company_phone: '416-555-0199' }).eq('id', true).select('company_phone');
    expect(settings.error).toBeNull();
    const adminView = await admin.from('change_history').select('id', { count: 'exact', head: true }).eq('table_name', 'settings');
    expect(adminView.count).toBeGreaterThan(0);
    const staffView = await staff.from('change_history').select('id', { count: 'exact', head: true }).in('table_name', ['settings', 'profiles']);
    expect(staffView.count).toBe(0);
    const staffVehicles = await staff.from('change_history').select('id', { count: 'exact', head: true }).eq('table_name', 'vehicles');
    expect(staffVehicles.count).toBeGreaterThan(0);
    const clientView = await client1.from('change_history').select('id', { count: 'exact', head: true });
    expect(clientView.count).toBe(0);
  });

  it('cannot be changed or removed by anyone', async () => {
    const { data: row } = await admin.from('change_history').select('id').limit(1).single();
    for (const client of [admin, staff, service]) {
      const updated = await client.from('change_history').update({ actor_name: 'Someone else' }).eq('id', row!.id).select('id');
      expect(updated.error).not.toBeNull();
      const deleted = await client.from('change_history').delete().eq('id', row!.id).select('id');
      expect(deleted.error).not.toBeNull();
      const inserted = await client.from('change_history').insert({ table_name: 'vehicles', action: 'insert' } as never);
      expect(inserted.error).not.toBeNull();
    }
    await expect(backend.db.query('delete from public.change_history where id = $1', [row!.id])).rejects.toThrow(
      'The history of changes cannot be altered',
    );
    await expect(backend.db.query('truncate public.change_history')).rejects.toThrow('The history of changes cannot be altered');
  });
});

describe("the pickers' customer directory", () => {
  it('lists customers to admin and staff only, searched like the table', async () => {
    const search = 'first_name.ilike.*olivia*,email.ilike.*olivia*';
    for (const client of [admin, staff]) {
      const { data, error } = await client.from('customer_directory').select('id,email').or(search).limit(5);
      expect(error).toBeNull();
      expect(data?.map((row) => row.email)).toContain('client1@demo.test');
    }
    for (const client of [client1, client2]) {
      const { data } = await client.from('customer_directory').select('id');
      expect(data).toEqual([]);
    }
    const anonymous = clientFor(backend.url, backend.anonKey);
    expect((await anonymous.from('customer_directory').select('id')).error).not.toBeNull();
  });
});

describe('the demo business', () => {
  it("loads each client's vehicles into their shipments", async () => {
    const { data } = await service
      .from('shipment_vehicles')
      .select('vehicle_id,active,shipment:shipments!inner(shipment_number,status,customer_id)')
      .in('shipment.customer_id', [CLIENT1_CUSTOMER, CLIENT2_CUSTOMER])
      .order('vehicle_id');
    expect(data?.map((row) => [row.shipment.shipment_number, row.shipment.status, row.vehicle_id.slice(-1), row.active])).toEqual([
      ['SHP-1010', 'planning', '1', true],
      ['SHP-1001', 'in_transit', '2', true],
      ['SHP-1010', 'planning', '3', true],
      ['SHP-1002', 'delivered', '4', false],
      ['SHP-1011', 'booked', '5', true],
      ['SHP-1011', 'booked', '6', true],
    ]);
  });
});
