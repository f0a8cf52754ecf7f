import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@export-portal/shared-domain';
import { clientFor, signedInClient, startTestBackend, type TestBackend } from './harness';
import { DEMO_PASSWORDS } from './demo-accounts';

/**
 * The admin section's database rules: deleting users, the settings row, customer analytics,
 * the dashboard's added figures and the vehicle directory the boards search.
 */

let backend: TestBackend;
let service: SupabaseClient<Database>;
let admin: SupabaseClient<Database>;
let staff: SupabaseClient<Database>;
let client1: SupabaseClient<Database>;
let serial = 0;

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

async function userIdOf(client: SupabaseClient<Database>): Promise<string> {
  const { data } = await client.auth.getUser();
  if (!data.user) throw new Error('not signed in');
  return data.user.id;
}

/** A new client account, signed up as anyone can. */
async function newClientUser(): Promise<string> {
  serial += 1;
  const visitor = clientFor(backend.url, backend.anonKey);
  const { data, error } = await visitor.auth.signUp({ email: `leaving${serial}@example.ca`, password: 'Leaving!2026' });
  if (error || !data.user) throw new Error(`sign-up failed: ${error?.message}`);
  return data.user.id;
}

async function profileCount(userId: string): Promise<number> {
  const { count } = await service.from('profiles').select('id', { count: 'exact', head: true }).eq('user_id', userId);
  return count ?? 0;
}

describe('delete_user', () => {
  it('lets an admin delete a client account, its profile with it', async () => {
    const target = await newClientUser();
    const { error } = await admin.rpc('delete_user', { target_user_id: target });
    expect(error).toBeNull();
    expect(await profileCount(target)).toBe(0);
    const { rows } = await backend.db.query('select 1 from auth.users where id = $1', [target]);
    expect(rows).toHaveLength(0);
  });

  it.each([
    ['staff', () => staff],
    ['a client', () => client1],
  ])('refuses %s with 42501 and deletes nothing', async (_who, caller) => {
    const target = await newClientUser();
    const { error } = await caller().rpc('delete_user', { target_user_id: target });
    expect(error?.code).toBe('42501');
    expect(await profileCount(target)).toBe(1);
  });

  it('refuses anonymous callers', async () => {
    const target = await newClientUser();
    const { error } = await clientFor(backend.url, backend.anonKey).rpc('delete_user', { target_user_id: target });
    expect(error?.code).toBe('42501');
    expect(await profileCount(target)).toBe(1);
  });

  it("refuses the admin's own account", async () => {
    const self = await userIdOf(admin);
    const { error } = await admin.rpc('delete_user', { target_user_id: self });
    expect(error).toMatchObject({ code: 'P0001', message: 'You cannot delete your own account' });
    expect(await profileCount(self)).toBe(1);
  });

  it("refuses another admin's account", async () => {
    const target = await newClientUser();
    await service.from('profiles').update({ role: 'admin' }).eq('user_id', target);
    const { error } = await admin.rpc('delete_user', { target_user_id: target });
    expect(error).toMatchObject({ code: 'P0001', message: 'Admin accounts cannot be deleted' });
    expect(await profileCount(target)).toBe(1);
  });

  it('says so when the account is already gone', async () => {
    const target = await newClientUser();
    await admin.rpc('delete_user', { target_user_id: target });
    const { error } = await admin.rpc('delete_user', { target_user_id: target });
    expect(error).toMatchObject({ code: 'P0001', message: 'This user no longer exists' });
  });
});

describe('settings', () => {
  it('starts with the defaults and is read by admins', async () => {
    const { data, error } = await admin.from('settings').select('*').single();
    expect(error).toBeNull();
    expect(data).toMatchObject({
      default_currency: 'CAD',
      tax_rate: 13,
      default_shipping_cost: 2500,
      email_notifications: true,
      sms_notifications: false,
      system_backups: true,
      maintenance_mode: false,
      auto_shipment_tracking: true,
    });
  });

  it('keeps what an admin saves', async () => {
    const { error } = await admin.from('settings').update({ tax_rate: 14.975, company_name: 'Northern Export Co.' }).eq('id', true);
    expect(error).toBeNull();
    const { data } = await service.from('settings').select('tax_rate,company_name').single();
    expect(data).toEqual({ tax_rate: 14.975, company_name: 'Northern Export Co.' });
  });

  it.each([
    ['staff', () => staff],
    ['a client', () => client1],
  ])('is hidden from %s, who change nothing', async (_who, caller) => {
    const before = await service.from('settings').select('tax_rate').single();
    const read = await caller().from('settings').select('*');
    expect(read.error).toBeNull();
    expect(read.data).toEqual([]);
    const write = await caller().from('settings').update({ tax_rate: 1 }).eq('id', true).select();
    expect(write.data ?? []).toEqual([]);
    const after = await service.from('settings').select('tax_rate').single();
    expect(after.data).toEqual(before.data);
  });

  it('holds one row: a second cannot be added, nor the row deleted', async () => {
    expect((await admin.from('settings').insert({ id: true })).error).not.toBeNull();
    await admin.from('settings').delete().eq('id', true);
    const { count } = await service.from('settings').select('id', { count: 'exact', head: true });
    expect(count).toBe(1);
  });

  it('refuses a negative tax rate', async () => {
    const { error } = await admin.from('settings').update({ tax_rate: -1 }).eq('id', true);
    expect(error?.code).toBe('23514');
  });
});

describe('customer_analytics', () => {
  it('counts customers and purchases by type and names the best five, as the table says', async () => {
    const { data, error } = await admin.rpc('customer_analytics');
    if (error) throw error;
    const { data: customers } = await service.from('customers').select('id,customer_type,total_purchases');
    const rows = customers ?? [];
    expect(data.customers).toBe(rows.length);
    for (const type of ['individual', 'business', 'dealer'] as const) {
      const ofType = rows.filter((row) => row.customer_type === type);
      const entry = data.by_type.find((candidate) => candidate.customer_type === type);
      expect(entry?.customers).toBe(ofType.length);
      expect(entry?.total_purchases).toBeCloseTo(
        ofType.reduce((sum, row) => sum + row.total_purchases, 0),
        2,
      );
    }
    const best = [...rows].sort((a, b) => b.total_purchases - a.total_purchases || a.id.localeCompare(b.id)).slice(0, 5);
    expect(data.top_customers.map((customer) => customer.id)).toEqual(best.map((row) => row.id));
  });

  it('is refused to clients', async () => {
    const { error } = await client1.rpc('customer_analytics');
    expect(error?.code).toBe('42501');
  });
});

describe('dashboard_stats for the admin dashboard', () => {
  it('adds shipment costs, customers by type and users by role, counted from the tables', async () => {
    const { data, error } = await admin.rpc('dashboard_stats');
    if (error) throw error;
    const { data: shipments } = await service.from('shipments').select('total_cost');
    expect(data.shipment_costs).toBeCloseTo(
      (shipments ?? []).reduce((sum, row) => sum + (row.total_cost ?? 0), 0),
      2,
    );
    const { count: dealers } = await service.from('customers').select('id', { count: 'exact', head: true }).eq('customer_type', 'dealer');
    expect(data.customers_by_type.dealer).toBe(dealers);
    const { count: clients } = await service.from('profiles').select('id', { count: 'exact', head: true }).eq('role', 'client');
    expect(data.users_by_role?.client).toBe(clients);
  });

  it('gives staff no user figures', async () => {
    const { data, error } = await staff.rpc('dashboard_stats');
    if (error) throw error;
    expect(data.users_by_role).toBeNull();
    expect(data.system_users).toBeNull();
  });
});

describe('vehicle_inventory_records', () => {
  it("gives an admin every vehicle's CSV record, the purchase price last", async () => {
    const { count: vehicles } = await service.from('vehicles').select('id', { count: 'exact', head: true });
    const { data: priced } = await service.from('vehicles').select('id,purchase_price').not('purchase_price', 'is', null).limit(1).single();
    const { data, count, error } = await admin.from('vehicle_inventory_records').select('id,csv_record', { count: 'exact' });
    expect(error).toBeNull();
    expect(count).toBe(vehicles);
    const record = data!.find((row) => row.id === priced!.id)!.csv_record!;
    expect(record.split(',').at(-1)).toBe(String(priced!.purchase_price));
  });

  it("gives staff and clients nothing: the cost is the admin's alone", async () => {
    for (const caller of [staff, client1]) {
      const { data, error } = await caller.from('vehicle_inventory_records').select('id,csv_record');
      expect(error).toBeNull();
      expect(data).toEqual([]);
    }
  });
});

describe('vehicle_directory', () => {
  it('shows admin and staff every vehicle with its owner, never the cost', async () => {
    const { count: vehicles } = await service.from('vehicles').select('id', { count: 'exact', head: true });
    for (const caller of [admin, staff]) {
      const { data, count, error } = await caller.from('vehicle_directory').select('*', { count: 'exact' }).limit(1);
      expect(error).toBeNull();
      expect(count).toBe(vehicles);
      expect(Object.keys(data![0]!)).not.toContain('purchase_price');
    }
  });

  it('shows a client nothing, not even the stock they may browse', async () => {
    const { data, error } = await client1.from('vehicle_directory').select('id');
    expect(error).toBeNull();
    expect(data).toEqual([]);
  });

  it('finds a year by part of it, as text', async () => {
    const { data } = await admin.from('vehicle_directory').select('year').ilike('year_text', '%01%').limit(1000);
    const years = new Set((data ?? []).map((row) => row.year));
    expect(years.size).toBeGreaterThan(1);
    for (const year of years) expect(String(year)).toContain('01');
  });

  it("keeps a vehicle's year text in step with its year, whatever a write says", async () => {
    serial += 1;
    const { data: inserted } = await service
      .from('vehicles')
      .insert({ year: 2019, make: 'Kia', model: 'Soul', vin: `YEARTEXT${String(serial).padStart(9, '0')}`, year_text: '1999' })
      .select('id,year_text')
      .single();
    expect(inserted?.year_text).toBe('2019');
    const { data: updated } = await service.from('vehicles').update({ year: 2021 }).eq('id', inserted!.id).select('year_text').single();
    expect(updated?.year_text).toBe('2021');
  });
});
