import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@export-portal/shared-domain';
import { clientFor, signedInClient, startTestBackend, type TestBackend } from './harness';
import { DEMO_PASSWORDS } from './demo-accounts';

/**
 * The dashboard's figures come from totals the database keeps as rows are written. Whatever is
 * written, they must equal what counting the tables gives, and no API role may read or change them.
 */

let backend: TestBackend;
let admin: SupabaseClient<Database>;
let staff: SupabaseClient<Database>;

beforeAll(async () => {
  backend = await startTestBackend();
  admin = await signedInClient('admin@demo.test', DEMO_PASSWORDS.admin, backend);
  staff = await signedInClient('staff@demo.test', DEMO_PASSWORDS.staff, backend);
}, 60_000);

afterAll(async () => {
  await backend?.close();
});

const FIGURES = [
  'total_revenue',
  'total_purchase_costs',
  'profit_margin',
  'active_shipments_admin',
  'active_shipments_staff',
  'shipments_by_status',
  'shipment_costs',
  'customers',
  'customers_by_type',
  'unread_communications',
  'documents',
  'documents_expired',
  'documents_expiring_soon',
] as const;

/** The same figures counted from the tables themselves, as the dashboard used to on every call. */
async function counted(): Promise<Record<string, unknown>> {
  const { rows } = await backend.db.query<{ figures: Record<string, unknown> }>(`
    with sold as (
      select coalesce(sum(sale_price), 0) as sales, coalesce(sum(purchase_price), 0) as costs
        from public.vehicles where status = 'sold')
    select jsonb_build_object(
      'total_revenue', (select sales from sold),
      'total_purchase_costs', (select costs from sold),
      'profit_margin', (select case when sales > 0 then round((sales - costs) / sales * 100, 2) else 0 end from sold),
      'active_shipments_admin', (select count(*) from public.shipments where status in ('planning', 'in_transit')),
      'active_shipments_staff', (select count(*) from public.shipments where status in ('planning', 'booked', 'in_transit')),
      'shipments_by_status', (select jsonb_build_object(
        'planning', count(*) filter (where status = 'planning'),
        'booked', count(*) filter (where status = 'booked'),
        'loading', count(*) filter (where status = 'loading'),
        'in_transit', count(*) filter (where status = 'in_transit'),
        'delivered', count(*) filter (where status = 'delivered'),
        'cancelled', count(*) filter (where status = 'cancelled')) from public.shipments),
      'shipment_costs', (select coalesce(sum(total_cost), 0) from public.shipments),
      'customers', (select count(*) from public.customers),
      'customers_by_type', (select jsonb_build_object(
        'individual', count(*) filter (where customer_type = 'individual'),
        'business', count(*) filter (where customer_type = 'business'),
        'dealer', count(*) filter (where customer_type = 'dealer')) from public.customers),
      'unread_communications', (select count(*) from public.communications where direction = 'inbound' and not read_status),
      'documents', (select count(*) from public.documents),
      'documents_expired', (select count(*) from public.documents where expiry_date < private.business_today()),
      'documents_expiring_soon', (select count(*) from public.documents
                                   where expiry_date >= private.business_today()
                                     and expiry_date <= private.business_today() + private.document_expiry_window_days())
    ) as figures`);
  return normalised(rows[0]!.figures);
}

/** Numbers as numbers, so 12.50 from one path equals 12.5 from the other. */
function normalised(figures: Record<string, unknown>): Record<string, unknown> {
  return JSON.parse(JSON.stringify(figures), (_, value: unknown) =>
    typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value,
  ) as Record<string, unknown>;
}

async function dashboardAs(caller: SupabaseClient<Database>): Promise<Record<string, unknown>> {
  const { data, error } = await caller.rpc('dashboard_stats');
  if (error) throw error;
  const figures = data as unknown as Record<string, unknown>;
  return normalised(Object.fromEntries(FIGURES.map((name) => [name, figures[name]])));
}

async function expectFiguresAsCounted() {
  const expected = await counted();
  expect(await dashboardAs(admin)).toEqual(expected);
}

describe('the totals behind dashboard_stats', () => {
  it('give the figures counting the tables gives, before anything is written', async () => {
    const expected = await counted();
    expect(expected.documents).toBeGreaterThan(0);
    expect(await dashboardAs(admin)).toEqual(expected);
    expect(await dashboardAs(staff)).toEqual(expected);
  });

  it('follow inserts, changes that move a row between buckets, changes of amounts, and deletes, in every counted table', async () => {
    await backend.db.exec(`
      insert into public.vehicles (year, make, model, vin, status, sale_price, purchase_price) values
        (2021, 'Mazda', 'CX-5', 'KEPTTTALS00000001', 'sold', 30000.50, 21000),
        (2022, 'Mazda', 'CX-9', 'KEPTTTALS00000002', 'available', 41000, 33000.25);
      insert into public.shipments (shipment_number, status, total_cost) values
        ('KEPT-1', 'planning', 1500.75), ('KEPT-2', 'booked', 2400);
      insert into public.customers (first_name, last_name, customer_type) values ('Kept', 'Totals', 'dealer');
      insert into public.communications (message, direction, read_status) values ('Kept totals?', 'inbound', false);
      insert into public.documents (document_name, document_type, expiry_date) values
        ('Kept soon', 'insurance', current_date + 10), ('Kept none', 'invoice', null);
    `);
    await expectFiguresAsCounted();

    await backend.db.exec(`
      update public.vehicles set status = 'sold' where vin = 'KEPTTTALS00000002';
      update public.vehicles set sale_price = 31000 where vin = 'KEPTTTALS00000001';
      update public.shipments set status = 'in_transit', total_cost = 1800 where shipment_number = 'KEPT-1';
      update public.shipments set status = 'cancelled' where shipment_number = 'KEPT-2';
      update public.customers set customer_type = 'business' where first_name = 'Kept';
      update public.communications set read_status = true where message = 'Kept totals?';
      update public.documents set expiry_date = current_date - 1 where document_name = 'Kept soon';
      update public.documents set expiry_date = current_date + 5 where document_name = 'Kept none';
    `);
    await expectFiguresAsCounted();

    // Sold vehicles are never deleted, so these go back to stock first.
    await backend.db.exec(`
      update public.vehicles set status = 'available' where vin like 'KEPTTTALS%';
      delete from public.vehicles where vin like 'KEPTTTALS%';
      delete from public.shipments where shipment_number like 'KEPT-%';
      delete from public.customers where first_name = 'Kept';
      delete from public.communications where message = 'Kept totals?';
      delete from public.documents where document_name like 'Kept %';
    `);
    await expectFiguresAsCounted();
  });

  it('follow a statement that writes many rows at once, and a truncate', async () => {
    await backend.db.exec(`
      insert into public.communications (message, direction, read_status)
      select 'Bulk ' || n, case when n % 2 = 0 then 'inbound' else 'outbound' end, n % 3 = 0
        from generate_series(1, 40) as n;
    `);
    await expectFiguresAsCounted();
    await backend.db.exec('truncate public.communications');
    await expectFiguresAsCounted();
    expect((await dashboardAs(admin)).unread_communications).toBe(0);
  });

  it('are out of every API role’s reach: not readable, not writable, not in the API', async () => {
    for (const role of ['anon', 'authenticated', 'service_role']) {
      await backend.db.exec(`begin; set local role ${role};`);
      try {
        await expect(backend.db.query('select * from private.kept_totals')).rejects.toThrow(/permission denied/);
      } finally {
        await backend.db.exec('rollback');
      }
      await backend.db.exec(`begin; set local role ${role};`);
      try {
        await expect(backend.db.query("update private.kept_totals set row_count = 0 where source = 'documents'")).rejects.toThrow(
          /permission denied/,
        );
      } finally {
        await backend.db.exec('rollback');
      }
    }
    const service = clientFor(backend.url, backend.serviceRoleKey);
    const { error } = await service
      .schema('private' as never)
      .from('kept_totals' as never)
      .select('*');
    expect(error).not.toBeNull();
    await expectFiguresAsCounted();
  });
});
