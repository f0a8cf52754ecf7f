import { signJwt } from '../src/jwt';
import { startTestBackend, type TestBackend } from './harness';

let backend: TestBackend;
let rowCountsBefore: Record<string, number>;

const TABLES = ['vehicles', 'customers', 'profiles'];

function rest(path: string, init: RequestInit & { key?: string } = {}) {
  const key = init.key ?? backend.serviceRoleKey;
  return fetch(`${backend.url}/rest/v1/${path}`, {
    ...init,
    headers: { apikey: key, authorization: `Bearer ${key}`, 'content-type': 'application/json', ...(init.headers ?? {}) },
  });
}

async function rowCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const response = await rest(`${table}?select=id`, { method: 'HEAD', headers: { prefer: 'count=exact' } });
    counts[table] = Number(response.headers.get('content-range')!.split('/')[1]);
  }
  return counts;
}

async function expectPostgrestError(response: Response, status: number, code?: string) {
  expect(response.status).toBe(status);
  const body = (await response.json()) as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message']);
  expect(body).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  if (code) expect(body.code).toBe(code);
}

beforeAll(async () => {
  backend = await startTestBackend();
  rowCountsBefore = await rowCounts();
}, 120_000);

afterAll(() => backend?.close());

describe('malformed REST requests get a PostgREST error, never a crash', () => {
  it.each([
    ['an unclosed embed', 'vehicles?select=id,customers(first_name', 400, 'PGRST100'],
    ['a statement after the select', 'vehicles?select=id;drop table vehicles', 400, 'PGRST100'],
    ['a quoted identifier holding SQL', 'vehicles?select=%22%3B%20--%22', 400, '42703'],
    ['a JSON path', 'vehicles?select=id->a', 400, 'PGRST100'],
    ['a cast to an unlisted type', 'vehicles?select=id::regclass', 400, 'PGRST100'],
    ['an unknown table', 'no_such_table?select=id', 404, 'PGRST205'],
    ['an unknown column', 'vehicles?select=no_such_column', 400, '42703'],
    ['an unknown filter column', 'vehicles?select=id&no_such_column=eq.1', 400, '42703'],
    ['an unknown operator', 'vehicles?select=id&year=resembles.2020', 400, 'PGRST100'],
    ['a filter without an operator', 'vehicles?select=id&year=2020', 400, 'PGRST100'],
    ['an unbalanced in list', 'vehicles?select=id&status=in.(sold,available', 400, 'PGRST100'],
    ['an unbalanced or', 'vehicles?select=id&or=(status.eq.sold', 400, 'PGRST100'],
    ['a wrongly typed value', 'vehicles?select=id&year=eq.nineteen', 400, '22P02'],
    ['an invalid enum-like value in a uuid column', 'vehicles?select=id&id=eq.1%27%3B%20drop%20table%20vehicles%3B--', 400, '22P02'],
    ['a filter key holding SQL', 'vehicles?select=id&id%3Bdrop=eq.1', 400, 'PGRST100'],
    ['an order holding SQL', 'vehicles?select=id&order=id;drop table vehicles', 400, 'PGRST100'],
    ['a negative limit', 'vehicles?select=id&limit=-1', 400, 'PGRST100'],
    ['an embed with no relationship', 'vehicles?select=id,profiles(id)', 400, 'PGRST200'],
    ['a filter on an embed not selected', 'vehicles?select=id&customers.first_name=eq.x', 400, 'PGRST108'],
    ['an unknown function', 'rpc/no_such_function', 404, 'PGRST202'],
    ['a table name that is not valid percent-encoding', '%zz?select=id', 400, 'PGRST100'],
    ['a NUL byte in a value', 'vehicles?select=id&make=eq.%00', 400, '22021'],
    ['embeds nested too deep', `vehicles?select=${'customers(vehicles('.repeat(5)}id${'))'.repeat(5)}`, 400, 'PGRST100'],
    ['and/or nested too deep', `vehicles?select=id&or=(${'and('.repeat(20)}year.eq.1${')'.repeat(20)})`, 400, 'PGRST100'],
  ])('%s', async (_label, path, status, code) => {
    await expectPostgrestError(await rest(path), status, code);
  });

  it('treats SQL in a value as data', async () => {
    const response = await rest(`vehicles?select=id&make=eq.${encodeURIComponent("x'; delete from vehicles; --")}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
  });

  it('answers bad JSON, non-object bodies and wrong types with 400', async () => {
    await expectPostgrestError(await rest('customers', { method: 'POST', body: '{"first_name": ' }), 400, 'PGRST102');
    await expectPostgrestError(await rest('customers', { method: 'POST', body: '42' }), 400, 'PGRST102');
    await expectPostgrestError(await rest('customers?id=eq.x', { method: 'PATCH', body: '[{}]' }), 400, 'PGRST102');
    await expectPostgrestError(await rest('customers', { method: 'POST', body: '{"no_such_column": 1}' }), 400, 'PGRST204');
    await expectPostgrestError(await rest('vehicles', { method: 'POST', body: '{"year": "nineteen"}' }), 400, '22P02');
  });

  it('refuses bodies over 1 MiB with 413', async () => {
    const body = JSON.stringify({ notes: 'x'.repeat(1_100_000) });
    await expectPostgrestError(await rest('customers', { method: 'POST', body }), 413);
    const auth = await fetch(`${backend.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
      body,
    });
    expect(auth.status).toBe(413);
  });

  it('refuses a media type it cannot produce with 406', async () => {
    await expectPostgrestError(await rest('vehicles?select=id', { headers: { accept: 'text/csv' } }), 406, 'PGRST107');
  });

  it('refuses another schema with 406', async () => {
    await expectPostgrestError(await rest('users?select=id', { headers: { 'accept-profile': 'auth' } }), 406, 'PGRST106');
  });
});

describe('tokens that must not be accepted', () => {
  const now = Math.floor(Date.now() / 1000);
  const header = (alg: string) => Buffer.from(JSON.stringify({ alg, typ: 'JWT' })).toString('base64url');
  const payload = (claims: object) => Buffer.from(JSON.stringify(claims)).toString('base64url');
  const tokens = () => ({
    expired: signJwt({ role: 'service_role', exp: now - 60 }, backend.jwtSecret),
    'signed with another secret': signJwt({ role: 'service_role', exp: now + 600 }, 'not-the-secret-not-the-secret-123'),
    'alg none': `${header('none')}.${payload({ role: 'service_role', exp: now + 600 })}.`,
    'a role that is not an API role': signJwt({ role: 'postgres', exp: now + 600 }, backend.jwtSecret),
    garbage: 'not-a-jwt',
  });

  it.each(['expired', 'signed with another secret', 'alg none', 'a role that is not an API role', 'garbage'] as const)(
    'REST refuses a token that is %s with 401 PGRST301',
    async (kind) => {
      await expectPostgrestError(await rest('vehicles?select=id', { key: tokens()[kind] }), 401, 'PGRST301');
    },
  );

  it('REST refuses a request without any key', async () => {
    await expectPostgrestError(await fetch(`${backend.url}/rest/v1/vehicles?select=id`), 401, 'PGRST301');
  });

  it.each(['expired', 'signed with another secret', 'alg none'] as const)('auth refuses a token that is %s', async (kind) => {
    const response = await fetch(`${backend.url}/auth/v1/user`, {
      headers: { apikey: backend.anonKey, authorization: `Bearer ${tokens()[kind]}` },
    });
    expect([401, 403]).toContain(response.status);
    expect(await response.json()).toMatchObject({ error_code: 'bad_jwt', msg: expect.any(String) });
  });

  it('auth answers bad JSON and missing fields with validation_failed', async () => {
    const post = (body: string) =>
      fetch(`${backend.url}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
        body,
      });
    for (const body of ['{"email":', '{"email": "a@b.test"}', '[]']) {
      const response = await post(body);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error_code: 'validation_failed' });
    }
  });
});

it('still answers, with every row where it was', async () => {
  expect((await rest('vehicles?select=id&limit=1')).status).toBe(200);
  expect(await rowCounts()).toEqual(rowCountsBefore);
});
