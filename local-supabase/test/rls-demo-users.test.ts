import type { SupabaseClient } from '@supabase/supabase-js';
import { DEMO_ACCOUNTS } from '@export-portal/shared-domain';
import { createHandler } from '../../supabase/functions/create-demo-users/handler';
import { startLocalSupabase, type LocalSupabase } from '../src/index';
import { clientFor, signedInClient } from './harness';

/**
 * "Create Demo Users" is callable by anyone holding the anon key. It creates demo accounts that
 * were never created and repairs the ones it created, and never takes over any other account.
 */

const ENABLED = { DEMO_USERS_ENABLED: 'true' };
const demo = (role: string, n = 0) => DEMO_ACCOUNTS.filter((account) => account.role === role)[n]!;
const ADMIN = demo('admin');
const STAFF = demo('staff');
const CLIENT1 = demo('client');
const CLIENT2 = demo('client', 1);
const EMAILS = DEMO_ACCOUNTS.map((account) => account.email);

type Result = { created: string[]; repaired: string[]; unchanged: string[]; skipped: string[] };

const backends: LocalSupabase[] = [];

async function backendWith(options: { functionEnv?: Record<string, string>; seedFile?: null } = {}) {
  const backend = await startLocalSupabase({ port: 0, dataDir: null, log: false, ...options });
  backends.push(backend);
  return backend;
}

async function createDemoUsers(backend: LocalSupabase): Promise<Result> {
  const { data, error } = await clientFor(backend.url, backend.anonKey).functions.invoke('create-demo-users');
  if (error) throw error;
  return data as Result;
}

async function signsIn(backend: LocalSupabase, email: string, password: string): Promise<boolean> {
  const { error } = await clientFor(backend.url, backend.anonKey).auth.signInWithPassword({ email, password });
  return error === null;
}

async function roleOf(backend: LocalSupabase, email: string): Promise<string | undefined> {
  const { rows } = await backend.db.query<{ role: string }>(
    'select p.role from public.profiles p join auth.users u on u.id = p.user_id where u.email = $1',
    [email],
  );
  return rows[0]?.role;
}

afterAll(async () => {
  await Promise.all(backends.map((backend) => backend.close()));
});

describe('on the seeded demo database', () => {
  let backend: LocalSupabase;
  let service: SupabaseClient;

  beforeAll(async () => {
    backend = await backendWith({ functionEnv: ENABLED });
    service = clientFor(backend.url, backend.serviceRoleKey);
  }, 60_000);

  it('answers a CORS preflight', async () => {
    const handler = createHandler({
      SUPABASE_URL: backend.url,
      SUPABASE_ANON_KEY: backend.anonKey,
      SUPABASE_SERVICE_ROLE_KEY: backend.serviceRoleKey,
    });
    const response = await handler(new Request(`${backend.url}/functions/v1/create-demo-users`, { method: 'OPTIONS' }));
    expect(response.ok).toBe(true);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-headers')).toContain('authorization');
  });

  it('leaves the seeded demo accounts unchanged', async () => {
    expect(await createDemoUsers(backend)).toEqual({ created: [], repaired: [], unchanged: EMAILS, skipped: [] });
  });

  it("repairs a demo account's role and a demo client's customer link", async () => {
    await service.from('profiles').update({ role: 'client' }).eq('user_id', STAFF.id);
    await service.from('customers').update({ user_id: null }).eq('id', CLIENT2.customerId!);

    expect(await createDemoUsers(backend)).toEqual({
      created: [],
      repaired: [STAFF.email, CLIENT2.email],
      unchanged: [ADMIN.email, CLIENT1.email],
      skipped: [],
    });
    expect(await roleOf(backend, STAFF.email)).toBe('staff');
    const client = await signedInClient(CLIENT2.email, CLIENT2.password, backend);
    expect((await client.from('customers').select('id')).data).toEqual([{ id: CLIENT2.customerId }]);
  });

  it('never resets the password of a demo admin whose password was changed', async () => {
    await service.auth.admin.updateUserById(ADMIN.id, { password: 'Operator-Chosen!2026' });

    expect((await createDemoUsers(backend)).skipped).toEqual([ADMIN.email]);
    expect(await signsIn(backend, ADMIN.email, ADMIN.password)).toBe(false);
    expect(await signsIn(backend, ADMIN.email, 'Operator-Chosen!2026')).toBe(true);
  });

  it('never recreates a deleted demo account', async () => {
    await service.auth.admin.updateUserById(ADMIN.id, { password: ADMIN.password });
    await service.auth.admin.deleteUser(ADMIN.id);

    expect((await createDemoUsers(backend)).skipped).toEqual([ADMIN.email]);
    const { rows } = await backend.db.query('select 1 from auth.users where id = $1 or email = $2', [ADMIN.id, ADMIN.email]);
    expect(rows).toHaveLength(0);
    expect(await signsIn(backend, ADMIN.email, ADMIN.password)).toBe(false);
  });

  it("never promotes a client who took a demo account's address", async () => {
    await service.auth.admin.deleteUser(STAFF.id);
    const visitor = clientFor(backend.url, backend.anonKey);
    const { data: signUp, error } = await visitor.auth.signUp({ email: STAFF.email, password: 'Their-Own!2026' });
    expect(error).toBeNull();

    const result = await createDemoUsers(backend);
    expect(result.skipped).toContain(STAFF.email);
    expect(result.created).toEqual([]);
    expect(await roleOf(backend, STAFF.email)).toBe('client');
    expect(await signsIn(backend, STAFF.email, STAFF.password)).toBe(false);
    expect(await signsIn(backend, STAFF.email, 'Their-Own!2026')).toBe(true);
    const thief = await signedInClient(STAFF.email, 'Their-Own!2026', backend);
    expect((await thief.rpc('vehicle_costs')).error?.code).toBe('42501');
    expect(signUp.user!.id).not.toBe(STAFF.id);
  });
});

describe('on a database without the demo accounts', () => {
  it('creates each account once, with its fixed id, role and customer record', async () => {
    const backend = await backendWith({ functionEnv: ENABLED, seedFile: null });
    expect(await createDemoUsers(backend)).toEqual({ created: EMAILS, repaired: [], unchanged: [], skipped: [] });
    for (const account of DEMO_ACCOUNTS) {
      const client = await signedInClient(account.email, account.password, backend);
      const userId = (await client.auth.getSession()).data.session!.user.id;
      expect(userId).toBe(account.id);
      expect((await client.from('profiles').select('role').eq('user_id', userId).single()).data).toEqual({ role: account.role });
      if (account.customerId) expect((await client.from('customers').select('id')).data).toEqual([{ id: account.customerId }]);
    }
    expect(await createDemoUsers(backend)).toEqual({ created: [], repaired: [], unchanged: EMAILS, skipped: [] });
  }, 60_000);
});

it('is switched off unless DEMO_USERS_ENABLED is "true"', async () => {
  const backend = await backendWith({ seedFile: null });
  const { error } = await clientFor(backend.url, backend.anonKey).functions.invoke('create-demo-users');
  const response = (error as { context?: Response }).context!;
  expect(response.status).toBe(403);
  expect(await response.json()).toMatchObject({ error: 'demo_users_disabled' });
  const { rows } = await backend.db.query('select 1 from auth.users');
  expect(rows).toHaveLength(0);
}, 60_000);
