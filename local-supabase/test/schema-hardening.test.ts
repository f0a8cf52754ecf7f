import { DEMO_ACCOUNTS } from '@export-portal/shared-domain';
import { startLocalSupabase, type LocalSupabase } from '../src/index';
import { Catalog } from '../src/rest/catalog';
import { clientFor } from './harness';

/** Privileges the API roles must not hold, the profile columns a user may change, and the schema cache. */

let backend: LocalSupabase;

beforeAll(async () => {
  backend = await startLocalSupabase({ port: 0, dataDir: null, log: false });
}, 60_000);

afterAll(() => backend?.close());

it('grants the API roles no TRUNCATE, REFERENCES or TRIGGER on any table', async () => {
  const { rows } = await backend.db.query(
    `select grantee, table_name, privilege_type from information_schema.table_privileges
      where table_schema = 'public' and grantee in ('anon', 'authenticated')
        and privilege_type in ('TRUNCATE', 'REFERENCES', 'TRIGGER')`,
  );
  expect(rows).toEqual([]);
});

it('leaves a table added by a later migration closed to anon and authenticated', async () => {
  await backend.db.exec('create table public.added_later (id int primary key)');
  const { rows } = await backend.db.query<Record<string, boolean>>(
    `select has_table_privilege('anon', 'public.added_later', 'select') as anon_select,
            has_table_privilege('authenticated', 'public.added_later', 'select,insert,update,delete') as authenticated_any,
            has_table_privilege('service_role', 'public.added_later', 'select') as service_select`,
  );
  expect(rows[0]).toEqual({ anon_select: false, authenticated_any: false, service_select: true });
});

describe("a user's own profile", () => {
  const client = DEMO_ACCOUNTS.find((account) => account.role === 'client')!;

  it.each([
    ['id', { id: '11111111-1111-4111-8111-111111111111' }],
    ['created_at', { created_at: '2000-01-01T00:00:00Z' }],
    ['email', { email: 'someone@else.test' }],
  ])('keeps its %s', async (_column, change) => {
    const supabase = clientFor(backend.url, backend.anonKey);
    await supabase.auth.signInWithPassword(client);
    const { error } = await supabase.from('profiles').update(change).eq('user_id', client.id);
    expect(error?.code).toBe('42501');
    const { rows } = await backend.db.query<{ id: string; email: string }>('select id, email from public.profiles where user_id = $1', [client.id]);
    expect(rows[0]!.email).toBe(client.email);
  });

  it('lets its names, phone and company change', async () => {
    const supabase = clientFor(backend.url, backend.anonKey);
    await supabase.auth.signInWithPassword(client);
    const { error } = await supabase
      .from('profiles')
      .update({ first_name: 'Olivia', last_name: 'Tremblay', phone: '514-555-0199', company: 'Tremblay Imports' })
      .eq('user_id', client.id);
    expect(error).toBeNull();
  });
});

it('answers unknown names from the schema cache without reading pg_catalog again', async () => {
  const rest = (path: string) => fetch(`${backend.url}/rest/v1/${path}`, { headers: { apikey: backend.serviceRoleKey } });
  expect((await rest('vehicles?select=id&limit=1')).status).toBe(200);
  const loads = jest.spyOn(Catalog.prototype, 'load');
  try {
    for (let i = 0; i < 5; i += 1) {
      expect((await rest(`no_such_table_${i}?select=id`)).status).toBe(404);
      expect((await rest(`rpc/no_such_function_${i}`)).status).toBe(404);
    }
    expect(loads).not.toHaveBeenCalled();
  } finally {
    loads.mockRestore();
  }
});
