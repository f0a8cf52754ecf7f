import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@export-portal/shared-domain';
import { clientFor, signedInClient, startTestBackend, type TestBackend } from './harness';
import { DEMO_ADMIN } from './demo-accounts';

/**
 * `Prefer` as PostgREST reads it: a request may end in a rollback, a strict request may cap the
 * rows it affects and is refused for preferences it does not know, and what was honoured is named
 * in `Preference-Applied`. Nothing asked for is silently ignored in a way that writes.
 */

let backend: TestBackend;
let admin: SupabaseClient<Database>;
let service: SupabaseClient<Database>;
let token: string;

beforeAll(async () => {
  backend = await startTestBackend();
  admin = await signedInClient(DEMO_ADMIN.email, DEMO_ADMIN.password, backend);
  service = clientFor(backend.url, backend.serviceRoleKey);
  token = (await admin.auth.getSession()).data.session!.access_token;
}, 60_000);

afterAll(() => backend?.close());

function rest(path: string, init: { method?: string; prefer?: string; body?: unknown } = {}) {
  return fetch(`${backend.url}/rest/v1/${path}`, {
    method: init.method ?? 'GET',
    headers: {
      apikey: backend.anonKey,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      ...(init.prefer ? { prefer: init.prefer } : {}),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
}

const customer = (lastName: string) => ({ first_name: 'Test', last_name: lastName, customer_type: 'individual' as const });

async function customersNamed(lastName: string) {
  const { data, error } = await service.from('customers').select('id').eq('last_name', lastName);
  expect(error).toBeNull();
  return data!.length;
}

describe('Prefer: tx=rollback', () => {
  it('answers an insert, an update and a delete as done and keeps none of them', async () => {
    const inserted = await admin.from('customers').insert(customer('Rollback-insert')).select('last_name').rollback();
    expect(inserted.error).toBeNull();
    expect(inserted.data).toEqual([{ last_name: 'Rollback-insert' }]);
    expect(await customersNamed('Rollback-insert')).toBe(0);

    const kept = await admin.from('customers').insert(customer('Rollback-kept')).select('id').single();
    const updated = await admin.from('customers').update({ city: 'Gatineau' }).eq('id', kept.data!.id).select('city').rollback();
    expect(updated.data).toEqual([{ city: 'Gatineau' }]);
    const removed = await admin.from('customers').delete().eq('id', kept.data!.id).rollback();
    expect(removed.error).toBeNull();
    const { data: after } = await service.from('customers').select('city').eq('id', kept.data!.id).single();
    expect(after).toEqual({ city: null });
  });

  it('says it was applied, and commits as asked with tx=commit', async () => {
    const rolledBack = await rest('customers', { method: 'POST', prefer: 'tx=rollback', body: customer('Rollback-header') });
    expect(rolledBack.status).toBe(201);
    expect(rolledBack.headers.get('preference-applied')).toBe('tx=rollback');
    expect(await customersNamed('Rollback-header')).toBe(0);

    const committed = await rest('customers', { method: 'POST', prefer: 'return=minimal, tx=commit', body: customer('Commit-header') });
    expect(committed.status).toBe(201);
    expect(committed.headers.get('preference-applied')).toBe('return=minimal, tx=commit');
    expect(await customersNamed('Commit-header')).toBe(1);
  });
});

describe('Prefer: handling=strict, max-affected', () => {
  beforeAll(async () => {
    const { error } = await service.from('customers').insert([customer('Capped'), customer('Capped'), customer('Capped')]);
    expect(error).toBeNull();
  });

  it('refuses an update or a delete of more rows than allowed, changing none', async () => {
    const updated = await admin.from('customers').update({ city: 'Lévis' }).eq('last_name', 'Capped').maxAffected(2);
    expect(updated.status).toBe(400);
    expect(updated.error).toMatchObject({
      code: 'PGRST124',
      message: 'Query result exceeds max-affected preference constraint',
      details: 'The query affects 3 rows',
    });
    const removed = await admin.from('customers').delete().eq('last_name', 'Capped').maxAffected(2);
    expect(removed.error?.code).toBe('PGRST124');
    const { data } = await service.from('customers').select('city').eq('last_name', 'Capped');
    expect(data).toEqual([{ city: null }, { city: null }, { city: null }]);
  });

  it('lets one within the limit through and names both preferences', async () => {
    const response = await rest('customers?last_name=eq.Capped', {
      method: 'PATCH',
      prefer: 'handling=strict, max-affected=3',
      body: { city: 'Lévis' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('preference-applied')).toBe('handling=strict, max-affected=3');
    expect((await service.from('customers').select('city').eq('last_name', 'Capped')).data).toEqual([
      { city: 'Lévis' },
      { city: 'Lévis' },
      { city: 'Lévis' },
    ]);
  });

  it('is ignored with lenient handling, as PostgREST ignores it', async () => {
    const response = await rest('customers?last_name=eq.Capped', {
      method: 'PATCH',
      prefer: 'handling=lenient, max-affected=1',
      body: { city: 'Rimouski' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('preference-applied')).toBe('handling=lenient');
  });

  it('counts the rows a set-returning function returns, and refuses a function of one value', async () => {
    const set = await rest('rpc/shipment_timeline', {
      method: 'POST',
      prefer: 'handling=strict, max-affected=0',
      body: { p_shipment_id: await firstShipment() },
    });
    expect(set.status).toBe(400);
    expect(await set.json()).toMatchObject({ code: 'PGRST124' });
    const single = await rest('rpc/dashboard_stats', { method: 'POST', prefer: 'handling=strict, max-affected=5', body: {} });
    expect(single.status).toBe(400);
    expect(await single.json()).toMatchObject({
      code: 'PGRST128',
      message: 'Function must return SETOF or TABLE when max-affected preference is used with handling=strict',
    });
  });
});

describe('Prefer: handling=strict', () => {
  it('refuses preferences it does not know, naming them', async () => {
    const response = await rest('customers?select=id&limit=1', { prefer: 'handling=strict, foo, bar=baz' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'PGRST122',
      message: 'Invalid preferences given with handling=strict',
      details: 'Invalid preferences: foo, bar=baz',
      hint: null,
    });
  });

  it('lets the same through with lenient handling', async () => {
    const response = await rest('customers?select=id&limit=1', { prefer: 'handling=lenient, foo' });
    expect(response.status).toBe(200);
    expect(response.headers.get('preference-applied')).toBe('handling=lenient');
  });
});

describe('Prefer: timezone', () => {
  it('gives times in a zone Postgres knows and says so; an unknown zone is ignored', async () => {
    const tokyo = await rest('customers?select=created_at&limit=1', { prefer: 'timezone=Asia/Tokyo' });
    expect(tokyo.headers.get('preference-applied')).toBe('timezone=Asia/Tokyo');
    expect(((await tokyo.json()) as Array<{ created_at: string }>)[0]!.created_at).toMatch(/\+09:00$/);
    const nowhere = await rest('customers?select=created_at&limit=1', { prefer: 'timezone=Mars/Olympus' });
    expect(nowhere.status).toBe(200);
    expect(nowhere.headers.get('preference-applied')).toBeNull();
    expect(((await nowhere.json()) as Array<{ created_at: string }>)[0]!.created_at).toMatch(/\+00:00$/);
  });
});

describe('Prefer: count=exact', () => {
  it('counts a read and answers part of the rows with 206 and where they sit among them', async () => {
    const { count } = await service.from('customers').select('id', { count: 'exact', head: true });
    const page = await rest('customers?select=id&order=id&offset=2&limit=3', { prefer: 'count=exact' });
    expect(page.status).toBe(206);
    expect(page.headers.get('content-range')).toBe(`2-4/${count}`);
    const whole = await rest(`customers?select=id&limit=${count}`, { prefer: 'count=exact' });
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-range')).toBe(`0-${count! - 1}/${count}`);
  });

  it("counts a function's rows, paged where they sit, and one row for a function of one value", async () => {
    const shipmentId = await firstShipment();
    const all = await admin.rpc('shipment_timeline', { p_shipment_id: shipmentId }, { count: 'exact' });
    expect(all.error).toBeNull();
    expect(all.count).toBe(all.data!.length);
    const paged = await rest(`rpc/shipment_timeline?offset=1&limit=1`, {
      method: 'POST',
      prefer: 'count=exact',
      body: { p_shipment_id: shipmentId },
    });
    expect(paged.headers.get('content-range')).toBe(all.count! > 1 ? `1-1/${all.count}` : `*/${all.count}`);

    const stats = await admin.rpc('dashboard_stats', {}, { count: 'exact' });
    expect(stats.error).toBeNull();
    expect(stats.count).toBe(1);
    const uncounted = await rest('rpc/dashboard_stats', { method: 'POST', body: {} });
    expect(uncounted.headers.get('content-range')).toBe('0-0/*');
  });
});

async function firstShipment(): Promise<string> {
  const { data } = await service.from('shipments').select('id').limit(1).single();
  return data!.id;
}
