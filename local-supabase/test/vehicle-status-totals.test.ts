import type { SupabaseClient } from '@supabase/supabase-js';
import { VEHICLE_STATUSES, type Database } from '@export-portal/shared-domain';
import { clientFor, signedInClient, startTestBackend, type TestBackend } from './harness';
import { DEMO_PASSWORDS } from './demo-accounts';

/**
 * The vehicle totals by status the database keeps as vehicles are written: exact after every
 * kind of write, read by admins and staff only, changed by no one but the database.
 */

let backend: TestBackend;
let service: SupabaseClient<Database>;
let admin: SupabaseClient<Database>;
let staff: SupabaseClient<Database>;
let client1: SupabaseClient<Database>;

beforeAll(async () => {
  backend = await startTestBackend();
  service = clientFor(backend.url, backend.serviceRoleKey);
  admin = await signedInClient('admin@demo.test', DEMO_PASSWORDS.admin, backend);
  staff = await signedInClient('staff@demo.test', DEMO_PASSWORDS.staff, backend);
  client1 = await signedInClient('client1@demo.test', DEMO_PASSWORDS.client1, backend);
}, 60_000);

afterAll(async () => {
  await backend?.close();
});

type Totals = Record<string, number>;

/** The vehicles of each status, counted from the table itself. */
async function countedByStatus(): Promise<Totals> {
  const { rows } = await backend.db.query<{ status: string; vehicles: number }>(
    'select status, count(*)::int as vehicles from public.vehicles group by status',
  );
  const counted: Totals = Object.fromEntries(VEHICLE_STATUSES.map((status) => [status, 0]));
  for (const row of rows) counted[row.status] = row.vehicles;
  return counted;
}

async function totalsAs(caller: SupabaseClient<Database>): Promise<Totals> {
  const { data, error } = await caller.from('vehicle_status_totals').select('status,vehicles');
  if (error) throw error;
  return Object.fromEntries(data.map((total) => [total.status, total.vehicles]));
}

let serial = 0;
function newVehicle(status: (typeof VEHICLE_STATUSES)[number]) {
  serial += 1;
  return { year: 2020, make: 'Mazda', model: 'CX-30', vin: `TTALS${String(serial).padStart(12, '0')}`, status };
}

describe('vehicle_status_totals', () => {
  it('gives admin and staff the number of vehicles of each status, as counting them would', async () => {
    const counted = await countedByStatus();
    expect(Object.values(counted).reduce((sum, n) => sum + n, 0)).toBeGreaterThan(0);
    expect(await totalsAs(admin)).toEqual(counted);
    expect(await totalsAs(staff)).toEqual(counted);
  });

  it('follows inserts, status changes, other changes and deletes', async () => {
    const { data: inserted, error } = await service
      .from('vehicles')
      .insert([newVehicle('available'), newVehicle('available'), newVehicle('inspection')])
      .select('id,updated_at');
    if (error) throw error;
    expect(await totalsAs(admin)).toEqual(await countedByStatus());

    const moved = await service.from('vehicles').update({ status: 'reserved' }).eq('id', inserted[0]!.id);
    if (moved.error) throw moved.error;
    expect(await totalsAs(admin)).toEqual(await countedByStatus());

    const before = await totalsAs(admin);
    const repainted = await service
      .from('vehicles')
      .update({ color: 'Teal' })
      .in(
        'id',
        inserted.map((row) => row.id),
      );
    if (repainted.error) throw repainted.error;
    expect(await totalsAs(admin)).toEqual(before);

    const removed = await service
      .from('vehicles')
      .delete()
      .in(
        'id',
        inserted.map((row) => row.id),
      );
    if (removed.error) throw removed.error;
    expect(await totalsAs(admin)).toEqual(await countedByStatus());
  });

  it("follows a staff member's status change, which staff could not write to the totals themselves", async () => {
    const { data: vehicle } = await staff.from('vehicles').select('id,updated_at').eq('status', 'available').limit(1).single();
    const before = await totalsAs(staff);
    const { error } = await staff.rpc('change_vehicle_status', {
      vehicle_id: vehicle!.id,
      new_status: 'inspection',
      seen_updated_at: vehicle!.updated_at,
    });
    expect(error).toBeNull();
    const after = await totalsAs(staff);
    expect(after.available).toBe(before.available! - 1);
    expect(after.inspection).toBe(before.inspection! + 1);
    expect(after).toEqual(await countedByStatus());
  });

  it('follows a truncate', async () => {
    await backend.db.transaction(async (tx) => {
      await tx.query('truncate public.vehicles cascade');
      const { rows } = await tx.query<{ vehicles: number }>('select sum(vehicles)::int as vehicles from public.vehicle_status_totals');
      expect(rows[0]!.vehicles).toBe(0);
      await tx.rollback();
    });
  });

  it('shows a client no totals and refuses anonymous callers', async () => {
    const { data, error } = await client1.from('vehicle_status_totals').select('status,vehicles');
    expect(error).toBeNull();
    expect(data).toEqual([]);
    const anonymous = await clientFor(backend.url, backend.anonKey).from('vehicle_status_totals').select('status');
    expect(anonymous.error?.code).toBe('42501');
  });

  it('lets no one change a total, not even an admin or the service role', async () => {
    const before = await totalsAs(admin);
    for (const caller of [admin, service]) {
      const updated = await caller.from('vehicle_status_totals').update({ vehicles: 1 }).eq('status', 'available');
      expect(updated.error?.code).toBe('42501');
      const inserted = await caller.from('vehicle_status_totals').insert({ status: 'scrapped', vehicles: 1 });
      expect(inserted.error?.code).toBe('42501');
      const deleted = await caller.from('vehicle_status_totals').delete().eq('status', 'sold');
      expect(deleted.error?.code).toBe('42501');
    }
    expect(await totalsAs(admin)).toEqual(before);
  });

  it("are the dashboard's vehicles by status", async () => {
    const { data, error } = await admin.rpc('dashboard_stats');
    if (error) throw error;
    const counted = await countedByStatus();
    expect(data.vehicles_by_status).toEqual(counted);
    expect(data.total_vehicles).toBe(Object.values(counted).reduce((sum, n) => sum + n, 0));
  });
});
