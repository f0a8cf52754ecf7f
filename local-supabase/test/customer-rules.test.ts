import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@export-portal/shared-domain';
import { clientFor, signedInClient, startTestBackend, type TestBackend } from './harness';
import { DEMO_PASSWORDS } from './demo-accounts';

/**
 * Customer and container rules hold for anyone calling the API directly, the admin included:
 * Canadian provinces and postal codes, one customer per login and only a client's, and ISO 6346
 * container numbers. Clients and staff cannot write customers at all (rls-writes.test.ts).
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

/** A new client account without a customer record, signed up as anyone can. */
async function newClientAccount(firstName = 'Nadia'): Promise<{ id: string; email: string }> {
  serial += 1;
  const email = `rules${serial}-${Date.now().toString(36)}@example.ca`;
  const { data, error } = await clientFor(backend.url, backend.anonKey).auth.signUp({
    email,
    password: 'Rules!2026x',
    options: { data: { first_name: firstName, last_name: 'Rules' } },
  });
  if (error || !data.user) throw new Error(`sign-up failed: ${error?.message}`);
  return { id: data.user.id, email };
}

const customer = (values: Partial<Database['public']['Tables']['customers']['Insert']> = {}) => ({
  first_name: 'Rule',
  last_name: 'Checker',
  customer_type: 'individual' as const,
  ...values,
});

describe('customer addresses', () => {
  it('stores a postal code upper-case with one space, names trimmed and the province upper-case', async () => {
    const { data, error } = await admin
      .from('customers')
      .insert(customer({ first_name: '  Ada ', postal_code: ' h2x1a1 ', province: 'qc' }))
      .select('first_name,postal_code,province')
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ first_name: 'Ada', postal_code: 'H2X 1A1', province: 'QC' });
  });

  it.each([
    ['a province that is not Canadian', { province: 'NY' }, 'customers_province_valid'],
    ['a US zip code', { postal_code: '90210' }, 'customers_postal_code_valid'],
    ['a letter Canada Post never uses', { postal_code: 'H2X 1D1' }, 'customers_postal_code_valid'],
    ['W as the first letter', { postal_code: 'W2X 1A1' }, 'customers_postal_code_valid'],
  ])('refuses %s (23514)', async (_case, values, constraint) => {
    const { error, status } = await admin.from('customers').insert(customer(values));
    expect(error?.code).toBe('23514');
    expect(error?.message).toContain(constraint);
    expect(status).toBe(400);
  });

  it('refuses a bad postal code on update too, leaving the row as it was', async () => {
    const { data } = await admin
      .from('customers')
      .insert(customer({ postal_code: 'V6B 1Z9' }))
      .select('id')
      .single();
    const { error } = await admin.from('customers').update({ postal_code: 'V6B 1Z' }).eq('id', data!.id);
    expect(error?.code).toBe('23514');
    const { data: after } = await service.from('customers').select('postal_code').eq('id', data!.id).single();
    expect(after!.postal_code).toBe('V6B 1Z9');
  });

  it('holds for every seeded customer', async () => {
    const { rows } = await backend.db.query<{ count: number }>(
      `select count(*)::int as count from public.customers
        where province is not null and postal_code is not null`,
    );
    expect(rows[0]!.count).toBeGreaterThanOrEqual(30);
  });
});

describe('linking a login to a customer', () => {
  it('links a client account without a customer record', async () => {
    const account = await newClientAccount();
    const { error } = await admin.from('customers').insert(customer({ user_id: account.id }));
    expect(error).toBeNull();
  });

  it('refuses a second customer on the same login (23505)', async () => {
    const account = await newClientAccount();
    expect((await admin.from('customers').insert(customer({ user_id: account.id }))).error).toBeNull();
    const { error, status } = await admin.from('customers').insert(customer({ user_id: account.id, last_name: 'Second' }));
    expect(error?.code).toBe('23505');
    expect(status).toBe(409);
    const { count } = await service.from('customers').select('id', { count: 'exact', head: true }).eq('user_id', account.id);
    expect(count).toBe(1);
  });

  it.each([
    ['a staff member', () => staff],
    ['an admin', () => admin],
  ])("refuses %s's login on insert and on update", async (_role, who) => {
    const userId = await userIdOf(who());
    const inserted = await admin.from('customers').insert(customer({ user_id: userId }));
    expect(inserted.error).toMatchObject({ code: 'P0001', message: 'Only a client account can be linked to a customer' });
    const { data } = await admin.from('customers').insert(customer()).select('id').single();
    const updated = await admin.from('customers').update({ user_id: userId }).eq('id', data!.id);
    expect(updated.error).toMatchObject({ code: 'P0001', message: 'Only a client account can be linked to a customer' });
  });

  it('lets a customer be unlinked', async () => {
    const account = await newClientAccount();
    const { data } = await admin
      .from('customers')
      .insert(customer({ user_id: account.id }))
      .select('id')
      .single();
    const { error } = await admin.from('customers').update({ user_id: null }).eq('id', data!.id);
    expect(error).toBeNull();
  });
});

describe('unlinked_client_accounts', () => {
  it('lists client accounts without a customer, searched by e-mail or name, never a linked one', async () => {
    const free = await newClientAccount('Zephyrine');
    const linked = await newClientAccount('Zephyrine');
    await admin.from('customers').insert(customer({ user_id: linked.id }));
    const byName = await admin.rpc('unlinked_client_accounts', { p_search: 'zephyr' });
    expect(byName.error).toBeNull();
    expect(byName.data!.map((account) => account.user_id)).toEqual([free.id]);
    const byEmail = await admin.rpc('unlinked_client_accounts', { p_search: free.email.toUpperCase() });
    expect(byEmail.data).toEqual([{ user_id: free.id, email: free.email, first_name: 'Zephyrine', last_name: 'Rules' }]);
    const all = await admin.rpc('unlinked_client_accounts', { p_search: '' });
    const ids = all.data!.map((account) => account.user_id);
    expect(ids).not.toContain(linked.id);
    expect(ids).not.toContain(await userIdOf(client1));
    expect(ids).not.toContain(await userIdOf(staff));
    expect(ids.length).toBeLessThanOrEqual(20);
  });

  it('treats % and _ as themselves', async () => {
    const { data } = await admin.rpc('unlinked_client_accounts', { p_search: '%' });
    expect(data).toEqual([]);
  });

  it.each([
    ['staff', () => staff],
    ['a client', () => client1],
    ['anonymous callers', () => clientFor(backend.url, backend.anonKey)],
  ])('is refused to %s', async (_who, caller) => {
    const { data, error } = await caller().rpc('unlinked_client_accounts', { p_search: '' });
    expect(error?.code).toBe('42501');
    expect(data).toBeNull();
  });
});

describe('container numbers', () => {
  it('stores a valid ISO 6346 number upper-case without spaces', async () => {
    const { data, error } = await admin
      .from('containers')
      .insert({ container_number: 'csqu 305438 3', container_type: '20ft Standard' })
      .select('container_number')
      .single();
    expect(error).toBeNull();
    expect(data!.container_number).toBe('CSQU3054383');
  });

  it.each([
    ['a wrong check digit', 'CSQU3054384'],
    ['a category other than U, J or Z', 'CSQX3054383'],
    ['too few digits', 'CSQU305438'],
  ])('refuses %s', async (_case, number) => {
    const { error } = await admin.from('containers').insert({ container_number: number, container_type: '20ft Standard' });
    expect(error?.code).toBe('23514');
    expect(error?.message).toContain('containers_number_valid');
  });

  it('refuses a container type the business does not ship', async () => {
    const { error } = await admin.from('containers').insert({ container_number: 'MSCU1000070', container_type: '45ft Reefer' });
    expect(error?.code).toBe('23514');
  });

  it('holds for every seeded container', async () => {
    const { rows } = await backend.db.query<{ count: number }>('select count(*)::int as count from public.containers');
    expect(rows[0]!.count).toBeGreaterThanOrEqual(30);
  });
});
