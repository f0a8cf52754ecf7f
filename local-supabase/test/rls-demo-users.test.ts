import type { SupabaseClient } from '@supabase/supabase-js';
import { createHandler } from '../../supabase/functions/create-demo-users/handler';
import { clientFor, signedInClient, startTestBackend, type TestBackend } from './harness';

/**
 * "Create Demo Users" restores exactly the four demo accounts, their roles and
 * the clients' customer links, and leaves working accounts alone.
 */

const DEMO = [
  { email: 'admin@demo.test', password: 'DemoAdmin!2026', role: 'admin' },
  { email: 'staff@demo.test', password: 'DemoStaff!2026', role: 'staff' },
  { email: 'client1@demo.test', password: 'DemoClient1!2026', role: 'client' },
  { email: 'client2@demo.test', password: 'DemoClient2!2026', role: 'client' },
] as const;

let backend: TestBackend;
let service: SupabaseClient;
let visitor: SupabaseClient;

async function createDemoUsers() {
  const { data, error } = await visitor.functions.invoke('create-demo-users');
  if (error) throw error;
  return data as { created: string[]; repaired: string[]; unchanged: string[] };
}

async function userIdOf(email: string): Promise<string | undefined> {
  const { rows } = await backend.db.query<{ id: string }>('select id from auth.users where email = $1', [email]);
  return rows[0]?.id;
}

beforeAll(async () => {
  backend = await startTestBackend();
  service = clientFor(backend.url, backend.serviceRoleKey);
  visitor = clientFor(backend.url, backend.anonKey);
}, 60_000);

afterAll(async () => {
  await backend?.close();
});

it('answers a CORS preflight', async () => {
  const handler = createHandler({ SUPABASE_URL: backend.url, SUPABASE_ANON_KEY: backend.anonKey, SUPABASE_SERVICE_ROLE_KEY: backend.serviceRoleKey });
  const response = await handler(new Request(`${backend.url}/functions/v1/create-demo-users`, { method: 'OPTIONS' }));
  expect(response.ok).toBe(true);
  expect(response.headers.get('access-control-allow-origin')).toBe('*');
  expect(response.headers.get('access-control-allow-headers')).toContain('authorization');
});

it('leaves the seeded demo accounts unchanged', async () => {
  expect(await createDemoUsers()).toEqual({ created: [], repaired: [], unchanged: DEMO.map((a) => a.email) });
});

it('recreates a deleted account and repairs passwords, roles and customer links', async () => {
  const client1Customer = await service.from('customers').select('id').eq('email', 'client1@demo.test').single();
  await backend.db.query(`delete from auth.users where email = 'client1@demo.test'`);
  await service.auth.admin.updateUserById((await userIdOf('admin@demo.test'))!, { password: 'Someone-Else!2026' });
  await service.from('profiles').update({ role: 'client' }).eq('email', 'staff@demo.test');
  await service.from('customers').update({ user_id: null }).eq('email', 'client2@demo.test');

  expect(await createDemoUsers()).toEqual({
    created: ['client1@demo.test'],
    repaired: ['admin@demo.test', 'staff@demo.test', 'client2@demo.test'],
    unchanged: [],
  });

  for (const account of DEMO) {
    const client = await signedInClient(account.email, account.password, backend);
    const userId = (await client.auth.getSession()).data.session!.user.id;
    const { data: profile } = await client.from('profiles').select('role').eq('user_id', userId).single();
    expect(profile).toEqual({ role: account.role });
    if (account.role === 'client') {
      const { data: customers } = await client.from('customers').select('id, email');
      expect(customers).toHaveLength(1);
      expect(customers![0]!.email).toBe(account.email);
    }
  }
  const relinked = await service.from('customers').select('id, user_id').eq('email', 'client1@demo.test').single();
  expect(relinked.data).toEqual({ id: client1Customer.data!.id, user_id: await userIdOf('client1@demo.test') });
});

it('changes nothing when called again', async () => {
  const before = await backend.db.query('select id, encrypted_password from auth.users order by id');
  expect(await createDemoUsers()).toEqual({ created: [], repaired: [], unchanged: DEMO.map((a) => a.email) });
  expect((await backend.db.query('select id, encrypted_password from auth.users order by id')).rows).toEqual(before.rows);
});
