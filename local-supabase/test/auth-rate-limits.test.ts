import { startLocalSupabase, type LocalSupabase } from '../src/index';
import { RateLimiter } from '../src/auth/rate-limit';

/** GoTrue's default limits per client address: sign-ups, and failed sign-ins at the token endpoint. */

let backend: LocalSupabase;

const post = (path: string, body: unknown) =>
  fetch(`${backend.url}/auth/v1/${path}`, {
    method: 'POST',
    headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

beforeAll(async () => {
  backend = await startLocalSupabase({ port: 0, dataDir: null, log: false });
}, 60_000);

afterAll(() => backend?.close());

it('refuses the 31st sign-up from one address within five minutes with 429 over_request_rate_limit', async () => {
  // Invalid sign-ups cost no hashing but count all the same, as GoTrue counts requests.
  const statuses: number[] = [];
  for (let i = 0; i < 31; i += 1) statuses.push((await post('signup', { email: `rate${i}@demo.test`, password: 'short' })).status);
  expect(statuses.slice(0, 30)).toEqual(Array(30).fill(422));
  expect(statuses[30]).toBe(429);
  const refused = await post('signup', { email: 'late@demo.test', password: 'Long-enough-2026' });
  expect(refused.status).toBe(429);
  expect(await refused.json()).toEqual({ code: 429, error_code: 'over_request_rate_limit', msg: 'Request rate limit reached' });
});

it('refuses sign-ins from an address after 30 failed ones', async () => {
  const failures = await Promise.all(
    Array.from({ length: 30 }, () => post('token?grant_type=password', { email: 'client1@demo.test', password: 'wrong-password' })),
  );
  expect(failures.map((response) => response.status)).toEqual(Array(30).fill(400));
  const next = await post('token?grant_type=password', { email: 'client1@demo.test', password: 'DemoClient1!2026' });
  expect(next.status).toBe(429);
  expect(await next.json()).toMatchObject({ error_code: 'over_request_rate_limit' });
}, 60_000);

it('refills at the configured rate', () => {
  let now = 0;
  const limiter = new RateLimiter(30, 30, () => now);
  for (let i = 0; i < 30; i += 1) limiter.take('10.0.0.1');
  expect(() => limiter.take('10.0.0.1')).toThrow('Request rate limit reached');
  limiter.take('10.0.0.2');
  now += 10_000;
  limiter.take('10.0.0.1');
  expect(() => limiter.take('10.0.0.1')).toThrow('Request rate limit reached');
});
