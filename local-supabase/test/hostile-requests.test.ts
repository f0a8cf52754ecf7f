import { DEMO_ACCOUNTS } from '@export-portal/shared-domain';
import { startLocalSupabase, type LocalSupabase } from '../src/index';
import { Catalog } from '../src/rest/catalog';
import type { Principal } from '../src/principal';
import { queueLane } from '../src/rest/handler-support';
import { fromDatabaseError } from '../src/rest/postgrest-error';
import { CallerGoneError, QueueTimeoutError, SerialQueue } from '../src/serial-queue';

/**
 * Requests built to make one caller's work grow without bound get a 4xx before the work starts,
 * and other users' requests keep their turn while one caller floods the server.
 */

let backend: LocalSupabase;
let staffToken: string;
let clientToken: string;
/** Every hostile request this file sends, with the status it got. */
const answered: { what: string; status: number }[] = [];

const account = (role: string) => DEMO_ACCOUNTS.find((candidate) => candidate.role === role)!;

async function tokenFor(role: string): Promise<string> {
  const { email, password } = account(role);
  const response = await fetch(`${backend.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

function rest(path: string, token: string, init: RequestInit = {}) {
  return fetch(`${backend.url}/rest/v1/${path}`, {
    ...init,
    headers: { apikey: backend.anonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json', ...(init.headers ?? {}) },
  });
}

async function hostile(what: string, path: string, init: RequestInit = {}) {
  const response = await rest(path, staffToken, init);
  const body = (await response.json()) as Record<string, unknown>;
  answered.push({ what, status: response.status });
  return { status: response.status, body };
}

/** `customers(id,e0:transactions(customers(…)),e1:…)`, alternating two tables. */
function embedTree(depth: number, breadth: number, tables: [string, string]): string {
  if (depth === 0) return 'id';
  const [table, other] = tables;
  const children = Array.from({ length: breadth }, (_, i) => `e${depth}${i}:${embedTree(depth - 1, breadth, [other, table])}`);
  return `${table}(id,${children.join(',')})`;
}

const nestedJson = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

beforeAll(async () => {
  backend = await startLocalSupabase({ port: 0, dataDir: null, log: false });
  staffToken = await tokenFor('staff');
  clientToken = await tokenFor('client');
}, 60_000);

afterAll(() => backend?.close());

describe('work that grows with the request is refused before it starts', () => {
  it.each([
    [
      'the probe’s embed tree over transactions',
      `transactions?select=${embedTree(4, 4, ['customers', 'transactions'])}`.slice(0, 7000),
      400,
      'PGRST100',
    ],
    ['eleven embeds side by side', `vehicles?select=id,${Array.from({ length: 11 }, (_, i) => `c${i}:customers(id)`).join(',')}`, 400, 'PGRST100'],
    ['nested to-many embeds past the row budget', `transactions?select=${embedTree(8, 1, ['customers', 'transactions'])}`, 400, '54001'],
    ['a 13 KB URL', `customers?select=id,${embedTree(5, 4, ['vehicles', 'customers'])}`.slice(0, 13_000), 414, '54000'],
    ['a regular expression with nested counted repetition', 'vehicles?select=id&vin=match.(.%7B1,255%7D)%7B1,255%7D', 400, 'PGRST100'],
    ['the same inside or=()', 'vehicles?select=id&or=(vin.imatch.(.%7B1,255%7D)%7B1,255%7D)', 400, 'PGRST100'],
    ['a back reference', 'vehicles?select=id&vin=match.(a*)%5C1', 400, 'PGRST100'],
    ['a regular expression of 300 characters', `vehicles?select=id&vin=match.${'a'.repeat(300)}`, 400, 'PGRST100'],
  ])('%s', async (what, path, status, code) => {
    const started = Date.now();
    const { status: got, body } = await hostile(what, path);
    expect({ status: got, code: body.code }).toEqual({ status, code });
    expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message']);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it.each([
    ['an insert', 'customers', 'POST'],
    ['an update', 'customers?id=eq.c0000000-0000-4000-8000-000000000001', 'PATCH'],
    ['function arguments', 'rpc/dashboard_stats', 'POST'],
  ])('JSON nested 4,500 deep in %s gets 400 PGRST102', async (what, path, method) => {
    const { status, body } = await hostile(`deep JSON in ${what}`, path, { method, body: nestedJson(4500) });
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'PGRST102', details: expect.stringContaining('nested more than 64') });
    expect(JSON.stringify(body)).not.toContain('call stack');
  });

  it('still answers what the screens ask for, embeds included', async () => {
    const response = await rest('customers?select=*,vehicles(id,make,model),shipments(*),documents(*),communications(*),transactions(*)', staffToken);
    expect(response.status).toBe(200);
    expect(((await response.json()) as unknown[]).length).toBeGreaterThan(10);
  });

  it('a regular expression a screen would use still works', async () => {
    const response = await rest('vehicles?select=vin&vin=match.%5E%5BA-Z0-9%5D%7B3%7D&limit=1', staffToken);
    expect(response.status).toBe(200);
  });
});

it('gives each caller its turn at the database, however many requests another one has queued', async () => {
  const queue = new SerialQueue();
  const order: string[] = [];
  const job = (name: string) => async () => {
    order.push(name);
    await new Promise((resolve) => setTimeout(resolve, 5));
  };
  const flood = Array.from({ length: 10 }, (_, i) => queue.run(job(`flood ${i}`), 'user:attacker'));
  const other = queue.run(job('other user'), 'user:bystander');
  await Promise.all([...flood, other]);
  expect(order.indexOf('other user')).toBe(1);
});

it('gives each signed-in session its own turn, so people sharing an account do not wait for one another', async () => {
  const caller = (claims: Record<string, unknown>): Principal => ({ role: 'authenticated', claims, token: '', fromAuthorizationHeader: true });
  const admin = DEMO_ACCOUNTS.find((candidate) => candidate.role === 'admin')!;
  const flooding = queueLane(caller({ sub: admin.id, session_id: '11111111-1111-4111-8111-111111111111' }), { ip: '10.0.0.1' });
  const colleague = queueLane(caller({ sub: admin.id, session_id: '22222222-2222-4222-8222-222222222222' }), { ip: '10.0.0.1' });
  expect(colleague).not.toBe(flooding);
  // A token without a session is its user's; an anonymous caller is its address.
  expect(queueLane(caller({ sub: admin.id }), { ip: '10.0.0.1' })).toBe(`user:${admin.id}`);
  expect(queueLane({ ...caller({}), role: 'anon' }, { ip: '10.0.0.1' })).toBe('anon:10.0.0.1');

  const queue = new SerialQueue();
  const order: string[] = [];
  const job = (name: string) => async () => {
    order.push(name);
    await new Promise((resolve) => setTimeout(resolve, 5));
  };
  const flood = Array.from({ length: 10 }, (_, i) => queue.run(job(`flood ${i}`), flooding));
  const other = queue.run(job('colleague'), colleague);
  await Promise.all([...flood, other]);
  expect(order.indexOf('colleague')).toBe(1);
});

it('refuses work that waited past its deadline without running it', async () => {
  const queue = new SerialQueue();
  let ran = false;
  const blocker = queue.run(() => new Promise((resolve) => setTimeout(resolve, 30)));
  const late = queue.run(
    async () => {
      ran = true;
    },
    'user:late',
    Date.now() + 5,
  );
  await expect(late).rejects.toBeInstanceOf(QueueTimeoutError);
  await blocker;
  expect(ran).toBe(false);
});

it('drops work whose caller has gone before its turn, without running it', async () => {
  const queue = new SerialQueue();
  let ran = false;
  const blocker = queue.run(() => new Promise((resolve) => setTimeout(resolve, 30)));
  const gone = queue.run(
    async () => {
      ran = true;
    },
    'user:gone',
    Number.POSITIVE_INFINITY,
    () => true,
  );
  await expect(gone).rejects.toBeInstanceOf(CallerGoneError);
  await blocker;
  expect(ran).toBe(false);
  expect(queue.abandonedJobs).toBe(1);
});

/** Waits until `done` holds, checking every 20 ms, for at most 10 s. */
async function until(done: () => boolean) {
  for (let waited = 0; !done(); waited += 20) {
    if (waited > 10_000) throw new Error('the condition never held');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

it('does not run a read whose caller closed the connection while it waited, and still serves the next', async () => {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  // The database is busy with other work, so the read waits for its turn.
  const busy = backend.db.transaction(() => gate);
  await until(() => backend.queueStats().waiting === 0);
  const before = backend.queueStats().abandoned;
  const cancelled = new AbortController();
  const read = rest('vehicles?select=id&limit=1000', staffToken, { signal: cancelled.signal }).catch((error: Error) => error);
  await until(() => backend.queueStats().waiting === 1);
  cancelled.abort();
  expect(await read).toMatchObject({ name: 'AbortError' });
  // The server notices the closed connection while the read still waits.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const next = rest('vehicles?select=id&limit=1', staffToken);
  release();
  await busy;
  expect((await next).status).toBe(200);
  expect(backend.queueStats().abandoned).toBe(before + 1);
});

it('answers a transaction that outlasts its role’s statement timeout with 57014 and undoes it', async () => {
  const slow = await startLocalSupabase({ port: 0, dataDir: null, log: false, statementTimeouts: { authenticated: 0 } });
  try {
    const { email, password } = account('client');
    const signIn = await fetch(`${slow.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: slow.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    const { access_token: token, user } = (await signIn.json()) as { access_token: string; user: { id: string } };
    const response = await fetch(`${slow.url}/rest/v1/profiles?user_id=eq.${user.id}`, {
      method: 'PATCH',
      headers: { apikey: slow.anonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ first_name: 'Timed Out' }),
    });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({
      code: '57014',
      message: 'canceling statement due to statement timeout',
      details: null,
      hint: null,
    });
    const { rows } = await slow.db.query<{ first_name: string }>('select first_name from public.profiles where user_id = $1', [user.id]);
    expect(rows[0]!.first_name).not.toBe('Timed Out');
  } finally {
    await slow.close();
  }
}, 60_000);

it("does not count the schema cache's first load against the first caller's statement timeout", async () => {
  const load = Catalog.prototype.load;
  // A schema as slow to read as a cold database on a busy machine.
  const slowLoad = jest.spyOn(Catalog.prototype, 'load').mockImplementation(async function (this: Catalog, tx) {
    await load.call(this, tx);
    await new Promise((resolve) => setTimeout(resolve, 3000));
  });
  const fresh = await startLocalSupabase({ port: 0, dataDir: null, log: false, statementTimeouts: { service_role: 2000 } });
  try {
    const response = await fetch(`${fresh.url}/rest/v1/settings?select=company_name`, {
      headers: { apikey: fresh.serviceRoleKey, authorization: `Bearer ${fresh.serviceRoleKey}` },
    });
    expect(slowLoad).toHaveBeenCalledTimes(1);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([{ company_name: expect.any(String) }]);
  } finally {
    slowLoad.mockRestore();
    await fresh.close();
  }
}, 60_000);

it('never passes on the text of an internal database error', () => {
  const failure = fromDatabaseError({ code: 'XX000', message: 'bad buffer ID: 12345' }, false)!;
  expect(failure.toBody()).toEqual({ code: 'XX000', message: 'The database could not complete the request', details: null, hint: null });
  expect(
    fromDatabaseError({ code: '53200', message: 'out of memory', detail: 'Failed on request of size 8192' }, false)!.toBody().details,
  ).toBeNull();
});

it('answered every hostile request with a 4xx and still serves everyone', async () => {
  expect(answered.length).toBeGreaterThanOrEqual(11);
  expect(answered.filter(({ status }) => status < 400 || status >= 500)).toEqual([]);
  expect((await rest('vehicles?select=id&limit=1', clientToken)).status).toBe(200);
});
