import WebSocket from 'ws';
import { startLocalSupabase, type LocalSupabase } from '../src/index';
import { DEMO_PASSWORDS } from './demo-accounts';

/**
 * `reset()` puts a running server back as a new one would start: what test files sharing one
 * backend rely on.
 */

let backend: LocalSupabase;

/** Every table of the database's own schemas, each as a digest of its rows, and every sequence's position. */
async function contents(): Promise<Record<string, string>> {
  const { rows: relations } = await backend.db.query<{ name: string; kind: string }>(
    `select format('%I.%I', n.nspname, c.relname) as name, c.relkind as kind
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'S') and n.nspname <> 'information_schema' and n.nspname !~ '^pg_'`,
  );
  const state: Record<string, string> = {};
  for (const { name, kind } of relations) {
    const sql =
      kind === 'S'
        ? `select last_value::text || ' ' || is_called::text as digest from ${name}`
        : `select count(*)::text || ' ' || coalesce(md5(string_agg(t::text, ',' order by t::text)), '') as digest from ${name} t`;
    state[name] = (await backend.db.query<{ digest: string }>(sql)).rows[0]!.digest;
  }
  return state;
}

const asService = () => ({ apikey: backend.serviceRoleKey, authorization: `Bearer ${backend.serviceRoleKey}` });

const signUp = (email: string) =>
  fetch(`${backend.url}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'short' }),
  });

beforeAll(async () => {
  backend = await startLocalSupabase({ port: 0, dataDir: null, log: false, resettable: true });
}, 60_000);

afterAll(() => backend?.close());

it('puts back every row and sequence, sessions and stored files included', async () => {
  const seeded = await contents();
  const signIn = await fetch(`${backend.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'client1@demo.test', password: DEMO_PASSWORDS.client1 }),
  });
  expect(signIn.status).toBe(200);
  const path = 'documents/c0000000-0000-4000-8000-000000000001/reset/file.pdf';
  const upload = await fetch(`${backend.url}/storage/v1/object/${path}`, {
    method: 'POST',
    headers: { ...asService(), 'content-type': 'application/pdf' },
    body: '%PDF-1.4 reset',
  });
  expect(upload.status).toBe(200);
  await backend.db.exec(`
    delete from public.communications where id in (select id from public.communications limit 3);
    update public.settings set company_name = 'Changed by a test';
    select nextval('private.shipment_number_seq');
  `);
  expect(await contents()).not.toEqual(seeded);

  await backend.reset();

  expect(await contents()).toEqual(seeded);
  const download = await fetch(`${backend.url}/storage/v1/object/${path}`, { headers: asService() });
  expect(download.status).toBe(404);
}, 60_000);

it('loads the prepared database again when a test changed the schema', async () => {
  const seeded = await contents();
  await backend.db.exec('create table public.added_by_a_test (id int primary key); insert into public.added_by_a_test values (1)');

  await backend.reset();

  expect((await backend.db.query<{ found: string | null }>("select to_regclass('public.added_by_a_test')::text as found")).rows).toEqual([
    { found: null },
  ]);
  expect(await contents()).toEqual(seeded);
}, 120_000);

it('forgets rate-limit counts and realtime sockets, and moves to another port', async () => {
  for (let i = 0; i < 30; i += 1) await signUp(`reset${i}@demo.test`);
  expect((await signUp('one-too-many@demo.test')).status).toBe(429);
  const socket = new WebSocket(`${backend.url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${backend.anonKey}&vsn=1.0.0`);
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  expect(backend.realtimeStats().connections).toBe(1);
  const closed = new Promise((resolve) => socket.once('close', resolve));
  const before = backend.url;

  await backend.reset();

  await closed;
  expect(backend.realtimeStats()).toEqual({ connections: 0, channels: 0 });
  expect(backend.url).not.toBe(before);
  await expect(fetch(`${before}/auth/v1/health`)).rejects.toThrow();
  expect((await signUp('after-reset@demo.test')).status).toBe(422);
}, 60_000);

it('takes the options given, and the defaults of those left out', async () => {
  const createDemoUsers = () => fetch(`${backend.url}/functions/v1/create-demo-users`, { method: 'POST', headers: asService() });
  expect((await createDemoUsers()).status).toBe(403);

  await backend.reset({ functionEnv: { DEMO_USERS_ENABLED: 'true' } });
  expect((await createDemoUsers()).status).toBe(200);

  await backend.reset();
  expect((await createDemoUsers()).status).toBe(403);
}, 60_000);

it('is refused for a server with a data directory', async () => {
  await expect(startLocalSupabase({ port: 0, dataDir: '/tmp/never-created', resettable: true })).rejects.toThrow('only an in-memory server');
});
