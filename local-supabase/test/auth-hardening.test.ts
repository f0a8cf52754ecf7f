import { DEMO_ACCOUNTS } from '@export-portal/shared-domain';
import { startLocalSupabase, type LocalSupabase } from '../src/index';

/** Auth input that used to end in a 500, passwords bcrypt would truncate, and GoTrue's refresh-token rules. */

let backend: LocalSupabase;
const client = DEMO_ACCOUNTS.find((account) => account.role === 'client')!;

function auth(path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${backend.url}/auth/v1/${path}`, {
    method: path === 'user' ? 'PUT' : 'POST',
    headers: { apikey: backend.anonKey, 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function signIn(email = client.email, password = client.password) {
  const response = await auth('token?grant_type=password', { email, password });
  return (await response.json()) as { access_token: string; refresh_token: string; error_code?: string };
}

const refresh = (token: string) => auth('token?grant_type=refresh_token', { refresh_token: token });

async function expectGoTrueError(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  const body = (await response.json()) as Record<string, unknown>;
  expect(body).toMatchObject({ code: status, error_code: code, msg: expect.any(String) });
}

beforeAll(async () => {
  backend = await startLocalSupabase({ port: 0, dataDir: null, log: false });
}, 60_000);

afterAll(() => backend?.close());

describe('a NUL character in an auth field is a 400, not a 500', () => {
  it.each([
    ['the e-mail of a sign-in', 'token?grant_type=password', { email: 'a\u0000@demo.test', password: 'whatever1' }],
    ['the e-mail of a sign-up', 'signup', { email: 'nul\u0000@demo.test', password: 'Long-enough-1' }],
    ['a refresh token', 'token?grant_type=refresh_token', { refresh_token: 'abc\u0000def' }],
    ['sign-up metadata', 'signup', { email: 'meta@demo.test', password: 'Long-enough-1', data: { first_name: 'a\u0000' } }],
  ])('in %s', async (_what, path, body) => {
    const response = await auth(path, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 400, error_code: expect.stringMatching(/^(validation_failed|refresh_token_not_found)$/) });
  });

  it('in the e-mail of a user update', async () => {
    const { access_token: token } = await signIn();
    await expectGoTrueError(await auth('user', { email: 'x\u0000@demo.test' }, { authorization: `Bearer ${token}` }), 400, 'validation_failed');
  });

  it('JSON nested 4,500 deep is refused before it is parsed', async () => {
    const response = await auth('signup', `${'{"data":'.repeat(4500)}1${'}'.repeat(4500)}`);
    expect(response.status).toBe(400);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ error_code: 'validation_failed' });
    expect(String(body.msg)).not.toContain('call stack');
  });
});

describe('passwords longer than bcrypt reads', () => {
  const long = `${'x'.repeat(72)}-suffix`;

  it('are refused at sign-up, counting bytes', async () => {
    await expectGoTrueError(await auth('signup', { email: 'long@demo.test', password: long }), 400, 'validation_failed');
    await expectGoTrueError(await auth('signup', { email: 'euro@demo.test', password: '€'.repeat(25) }), 400, 'validation_failed');
    const { rows } = await backend.db.query("select 1 from auth.users where email in ('long@demo.test', 'euro@demo.test')");
    expect(rows).toHaveLength(0);
  });

  it('are refused as a new password, and a 73rd byte never signs in', async () => {
    const { access_token: token } = await signIn();
    const response = await auth('user', { password: long }, { authorization: `Bearer ${token}` });
    await expectGoTrueError(response, 400, 'validation_failed');
    const exactly72 = 'y'.repeat(72);
    expect((await auth('user', { password: exactly72 }, { authorization: `Bearer ${token}` })).status).toBe(200);
    expect((await signIn(client.email, `${exactly72}z`)).error_code).toBe('invalid_credentials');
    expect((await signIn(client.email, exactly72)).access_token).toEqual(expect.any(String));
    expect((await auth('user', { password: client.password }, { authorization: `Bearer ${token}` })).status).toBe(200);
  });
});

describe('refresh tokens as GoTrue keeps them', () => {
  it('gives concurrent refreshes of one token the same new token', async () => {
    const { refresh_token: first } = await signIn();
    const answers = await Promise.all(Array.from({ length: 10 }, () => refresh(first)));
    const tokens = await Promise.all(answers.map(async (answer) => ((await answer.json()) as { refresh_token: string }).refresh_token));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(new Set(tokens).size).toBe(1);
    const { rows } = await backend.db.query(
      'select 1 from auth.refresh_tokens where not revoked and session_id = (select session_id from auth.refresh_tokens where token = $1)',
      [first],
    );
    expect(rows).toHaveLength(1);
  });

  it('ends the whole family when a rotated token comes back after the reuse interval', async () => {
    const { refresh_token: first, access_token: access } = await signIn();
    const child = ((await (await refresh(first)).json()) as { refresh_token: string }).refresh_token;
    const grandchild = ((await (await refresh(child)).json()) as { refresh_token: string }).refresh_token;
    await backend.db.query("update auth.refresh_tokens set updated_at = now() - interval '11 seconds' where token = $1", [first]);

    await expectGoTrueError(await refresh(first), 400, 'refresh_token_already_used');
    await expectGoTrueError(await refresh(grandchild), 400, 'refresh_token_not_found');
    const user = await fetch(`${backend.url}/auth/v1/user`, { headers: { apikey: backend.anonKey, authorization: `Bearer ${access}` } });
    expect(user.status).toBe(403);
  });
});

it('hashes passwords without holding up other requests', async () => {
  const signUps = Array.from({ length: 12 }, (_, i) => auth('signup', { email: `hash${i}@demo.test`, password: `Hashing-${i}-2026` }));
  await new Promise((resolve) => setTimeout(resolve, 20));
  const started = Date.now();
  const health = await fetch(`${backend.url}/auth/v1/health`, { headers: { apikey: backend.anonKey } });
  const waited = Date.now() - started;
  expect(health.status).toBe(200);
  expect((await Promise.all(signUps)).map((response) => response.status)).toEqual(Array(12).fill(200));
  expect(waited).toBeLessThan(250);
}, 60_000);
