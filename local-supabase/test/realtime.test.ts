import type { SupabaseClient } from '@supabase/supabase-js';
import { REALTIME_RECONNECT_DELAYS_MS, type Database } from '@export-portal/shared-domain';
import { signJwt, startLocalSupabase, type LocalSupabase } from '../src/index';
import { DEMO_PASSWORDS } from './demo-accounts';
import { clientFor, signedInClient, startTestBackend, type TestBackend } from './harness';
import { joinOutcome, listen, pause, RawSocket } from './realtime-support';

/**
 * Realtime as supabase-js speaks it: joins, row changes in commit order, filters, and the rule
 * that a subscriber receives only rows and columns its own select would return.
 */

type Client = SupabaseClient<Database>;

let backend: TestBackend;
let service: Client;
const clients = {} as Record<'client1' | 'client2' | 'staff' | 'admin', Client>;
const customerOf = {} as Record<'client1' | 'client2', string>;
const opened: Client[] = [];

async function shipmentOf(customerId: string | null): Promise<string> {
  const query = service.from('shipments').select('id').limit(1);
  const { data, error } = await (customerId ? query.eq('customer_id', customerId) : query.is('customer_id', null));
  if (error || !data?.[0]) {
    const created = await service
      .from('shipments')
      .insert({ shipment_number: `SHP-RT-${Date.now()}`, customer_id: customerId })
      .select('id')
      .single();
    return created.data!.id;
  }
  return data[0].id;
}

beforeAll(async () => {
  backend = await startTestBackend();
  service = clientFor(backend.url, backend.serviceRoleKey);
  for (const who of ['client1', 'client2', 'staff', 'admin'] as const) {
    clients[who] = await signedInClient(`${who}@demo.test`, DEMO_PASSWORDS[who], backend);
    opened.push(clients[who]);
  }
  for (const who of ['client1', 'client2'] as const) {
    const { data: user } = await clients[who].auth.getUser();
    const { data } = await service.from('customers').select('id').eq('user_id', user.user!.id).single();
    customerOf[who] = data!.id;
  }
}, 60_000);

afterAll(async () => {
  await Promise.all(opened.map((client) => client.removeAllChannels()));
  // Without channels a client keeps its socket for a while; closing it ends its reconnect loop too.
  await Promise.all(opened.map((client) => client.realtime.disconnect()));
  await backend?.close();
});

describe('postgres_changes', () => {
  it('delivers an insert, an update and a delete with Supabase’s payload', async () => {
    const admin = await listen(clients.admin, 'shipments');
    const number = `SHP-RT-CRUD-${Date.now()}`;
    const { data: created } = await service.from('shipments').insert({ shipment_number: number }).select('id').single();
    const inserted = await admin.next((change) => change.eventType === 'INSERT' && change.new.shipment_number === number);
    expect(inserted).toMatchObject({ schema: 'public', table: 'shipments', errors: null, old: {} });
    expect(inserted.new).toMatchObject({ id: created!.id, status: 'planning' });
    expect(Date.parse(inserted.commit_timestamp)).not.toBeNaN();

    await service.from('shipments').update({ vessel_name: 'MSC Aurora' }).eq('id', created!.id);
    const updated = await admin.next((change) => change.eventType === 'UPDATE' && change.new.id === created!.id);
    expect(updated.new.vessel_name).toBe('MSC Aurora');
    // As a hosted table with the default replica identity: the old record names the key only.
    expect(updated.old).toEqual({ id: created!.id });

    await service.from('shipments').delete().eq('id', created!.id);
    const deleted = await admin.next((change) => change.eventType === 'DELETE');
    expect(deleted.old).toEqual({ id: created!.id });
    expect(deleted.new).toEqual({});
  });

  it('sends only committed changes, in commit order', async () => {
    const staff = await listen(clients.staff, 'communications');
    const customer = customerOf.client1;
    await expect(
      backend.db.transaction(async (tx) => {
        await tx.query(`insert into public.communications (customer_id, message, direction) values ($1, 'rolled back', 'inbound')`, [customer]);
        throw new Error('abandon');
      }),
    ).rejects.toThrow('abandon');
    await backend.db.transaction(async (tx) => {
      for (const message of ['first', 'second', 'third']) {
        await tx.query(`insert into public.communications (customer_id, message, direction) values ($1, $2, 'inbound')`, [customer, message]);
      }
    });
    await staff.next((change) => change.eventType === 'INSERT' && change.new.message === 'third');
    await pause(100);
    expect(staff.changes.map((change) => (change.new as { message?: string }).message)).toEqual(['first', 'second', 'third']);
  });

  it('applies a filter such as customer_id=eq.<id>', async () => {
    const filtered = await listen(clients.staff, 'shipments', { filter: `customer_id=eq.${customerOf.client1}` });
    const own = await shipmentOf(customerOf.client1);
    const other = await shipmentOf(customerOf.client2);
    await service.from('shipments').update({ voyage_number: 'V-OTHER' }).eq('id', other);
    await service.from('shipments').update({ voyage_number: 'V-OWN' }).eq('id', own);
    await filtered.next((change) => change.new.voyage_number === 'V-OWN');
    await pause(100);
    expect(filtered.changes.map((change) => change.new.id)).toEqual([own]);
  });

  it('acknowledges each binding with the id its changes carry, and refuses unknown tables', async () => {
    const outcome = await joinOutcome(clients.staff, 'not_a_table');
    expect(outcome.status).toBe('CHANNEL_ERROR');
    expect(outcome.message).toMatch(/Realtime is enabled/);
  });

  it('refuses a filter on a column the subscriber may not read', async () => {
    await expect(listen(clients.client1, 'vehicles', { filter: 'purchase_price=gt.0' })).rejects.toThrow(/invalid column for filter/);
  });
});

describe('row-level security over realtime', () => {
  it('client1 receives its own shipment’s change, client2 nothing, staff both', async () => {
    const [client1, client2, staff] = await Promise.all([
      listen(clients.client1, 'shipments'),
      listen(clients.client2, 'shipments'),
      listen(clients.staff, 'shipments'),
    ]);
    const own = await shipmentOf(customerOf.client1);
    const unowned = await shipmentOf(null);
    await service.from('shipments').update({ vessel_name: 'Client1 vessel' }).eq('id', own);
    await service.from('shipments').update({ vessel_name: 'Nobody’s vessel' }).eq('id', unowned);

    await staff.next((change) => change.new.id === own);
    await staff.next((change) => change.new.id === unowned);
    await client1.next((change) => change.new.id === own);
    await pause(200);
    expect(client1.changes.map((change) => change.new.id)).toEqual([own]);
    expect(client2.changes).toEqual([]);
  });

  it('judges each row of one statement on its own: every client receives exactly its own rows of a change to many', async () => {
    const [client1, client2] = await Promise.all([listen(clients.client1, 'shipments'), listen(clients.client2, 'shipments')]);
    const { data: shipments, error } = await service
      .from('shipments')
      .select('id, customer_id')
      .in('customer_id', [customerOf.client1, customerOf.client2])
      .order('id');
    if (error) throw error;
    const idsOf = (customer: string) => shipments.filter((shipment) => shipment.customer_id === customer).map((shipment) => shipment.id);
    expect(idsOf(customerOf.client1).length).toBeGreaterThan(1);
    expect(idsOf(customerOf.client2).length).toBeGreaterThan(1);

    const updated = await service
      .from('shipments')
      .update({ vessel_name: 'One statement' })
      .in('customer_id', [customerOf.client1, customerOf.client2])
      .select('id');
    expect(updated.data).toHaveLength(shipments.length);
    const last = (customer: string) => idsOf(customer).at(-1);
    await client1.next((change) => change.new.id === last(customerOf.client1) || client1.changes.length >= idsOf(customerOf.client1).length);
    await client2.next((change) => change.new.id === last(customerOf.client2) || client2.changes.length >= idsOf(customerOf.client2).length);
    await pause(200);
    const received = (listener: typeof client1) => listener.changes.map((change) => change.new.id as string).sort();
    expect(received(client1)).toEqual(idsOf(customerOf.client1).sort());
    expect(received(client2)).toEqual(idsOf(customerOf.client2).sort());
  });

  it('never sends purchase_price, and a client sees other clients’ vehicles only while they are available stock', async () => {
    const [client1, client2] = await Promise.all([listen(clients.client1, 'vehicles'), listen(clients.client2, 'vehicles')]);
    const { data: owned } = await service
      .from('vehicles')
      .select('id')
      .eq('customer_id', customerOf.client1)
      .neq('status', 'available')
      .limit(1)
      .single();
    await service.from('vehicles').update({ location: 'Halifax yard', purchase_price: 12345 }).eq('id', owned!.id);
    const change = await client1.next((candidate) => candidate.new.id === owned!.id);
    expect(change.new.location).toBe('Halifax yard');
    expect(change.new).not.toHaveProperty('purchase_price');
    expect(JSON.stringify(change)).not.toMatch(/12345/);
    await pause(200);
    expect(client2.changes.filter((candidate) => candidate.new.id === owned!.id)).toEqual([]);
  });

  it('tells an admin of every account’s change, and a client only of its own', async () => {
    const [admin, client1, client2] = await Promise.all([
      listen(clients.admin, 'profiles'),
      listen(clients.client1, 'profiles'),
      listen(clients.client2, 'profiles'),
    ]);
    const { data: user } = await clients.client1.auth.getUser();
    await service.from('profiles').update({ phone: '+1 416 555 0199' }).eq('user_id', user.user!.id);

    const change = await admin.next((candidate) => candidate.new.user_id === user.user!.id);
    expect(change.new.phone).toBe('+1 416 555 0199');
    await client1.next((candidate) => candidate.new.user_id === user.user!.id);
    await pause(200);
    expect(client2.changes).toEqual([]);
  });

  it('judges a delete by the row as it was', async () => {
    const [client1, client2] = await Promise.all([listen(clients.client1, 'communications'), listen(clients.client2, 'communications')]);
    const { data: message } = await service
      .from('communications')
      .insert({ customer_id: customerOf.client1, message: 'to be deleted', direction: 'outbound' })
      .select('id')
      .single();
    await client1.next((change) => change.eventType === 'INSERT' && change.new.id === message!.id);
    await service.from('communications').delete().eq('id', message!.id);
    await client1.next((change) => change.eventType === 'DELETE' && change.old.id === message!.id);
    await pause(200);
    expect(client2.changes).toEqual([]);
  });
});

describe('tokens', () => {
  const tokenFor = (claims: Record<string, unknown>, secret = backend.jwtSecret) =>
    signJwt({ role: 'authenticated', aud: 'authenticated', sub: '00000000-0000-0000-0000-000000000000', ...claims }, secret);

  async function joinWith(token: string) {
    const client = clientFor(backend.url, backend.anonKey);
    opened.push(client);
    await client.realtime.setAuth(token);
    return joinOutcome(client, 'shipments');
  }

  it('refuses a join with an expired token', async () => {
    const outcome = await joinWith(tokenFor({ exp: Math.floor(Date.now() / 1000) - 60 }));
    expect(outcome).toEqual({ status: 'CHANNEL_ERROR', message: 'InvalidJWTToken: Token has expired' });
  });

  it('refuses a join with a token signed by another secret', async () => {
    const outcome = await joinWith(tokenFor({ exp: Math.floor(Date.now() / 1000) + 600 }, 'not-the-secret-not-the-secret-not-the-secret'));
    expect(outcome).toEqual({ status: 'CHANNEL_ERROR', message: 'JwtSignatureError: Failed to validate JWT signature' });
  });

  it('refuses a socket whose API key is forged', async () => {
    const forged = signJwt({ role: 'service_role', exp: 4102444800 }, 'not-the-secret-not-the-secret-not-the-secret');
    await expect(RawSocket.open(backend.url, forged)).rejects.toThrow(/403/);
  });

  it('closes a channel when its token expires', async () => {
    const socket = await RawSocket.open(backend.url, backend.anonKey);
    const token = tokenFor({ exp: Math.floor(Date.now() / 1000) + 1 });
    socket.send({
      topic: 'realtime:expiring',
      event: 'phx_join',
      ref: '1',
      join_ref: '1',
      payload: { config: { postgres_changes: [] }, access_token: token },
    });
    expect((await socket.reply('1')).status).toBe('ok');
    await pause(1_600);
    expect(socket.frames).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          event: 'system',
          payload: expect.objectContaining({ status: 'error', message: 'InvalidJWTToken: Token has expired' }),
        }),
        expect.objectContaining({ event: 'phx_close', topic: 'realtime:expiring' }),
      ]),
    );
    socket.ws.close();
  });
});

describe('the Phoenix protocol', () => {
  it('answers heartbeats, replies to joins with binding ids, confirms the subscription, and leaves', async () => {
    const socket = await RawSocket.open(backend.url, backend.serviceRoleKey);
    socket.send({ topic: 'phoenix', event: 'heartbeat', ref: '1', payload: {} });
    expect(await socket.reply('1')).toEqual({ status: 'ok', response: {} });

    const binding = { event: 'UPDATE', schema: 'public', table: 'shipments', filter: 'status=eq.booked' };
    socket.send({ topic: 'realtime:board', event: 'phx_join', ref: '2', join_ref: '2', payload: { config: { postgres_changes: [binding] } } });
    const joined = await socket.reply('2');
    const [acknowledged] = joined.response.postgres_changes as (typeof binding & { id: number })[];
    expect(acknowledged).toMatchObject(binding);
    expect(Number.isInteger(acknowledged!.id)).toBe(true);
    await pause(50);
    expect(socket.frames).toContainEqual(
      expect.objectContaining({
        event: 'system',
        payload: { extension: 'postgres_changes', status: 'ok', message: 'Subscribed to PostgreSQL', channel: 'board' },
      }),
    );

    socket.send({ topic: 'realtime:board', event: 'phx_leave', ref: '3', join_ref: '2', payload: {} });
    expect((await socket.reply('3')).status).toBe('ok');
    socket.send({ topic: 'realtime:board', event: 'access_token', ref: '4', join_ref: '2', payload: { access_token: 'x' } });
    expect(await socket.reply('4')).toEqual({ status: 'error', response: { reason: 'unmatched topic' } });
    socket.ws.close();
  });

  it('speaks the 2.0.0 array frames realtime-js sends by default', async () => {
    const socket = await RawSocket.open(backend.url, backend.anonKey, '2.0.0');
    socket.ws.send(JSON.stringify([null, '7', 'phoenix', 'heartbeat', {}]));
    await pause(100);
    expect(socket.frames).toContainEqual([null, '7', 'phoenix', 'phx_reply', { status: 'ok', response: {} }]);
    socket.ws.close();
  });
});

describe('bounded sockets', () => {
  let limited: LocalSupabase;

  beforeAll(async () => {
    limited = await startTestBackend({ realtime: { heartbeatTimeoutMs: 400, maxBufferedBytes: 64 * 1024 } });
  }, 60_000);

  afterAll(async () => {
    await limited?.close();
  });

  it('closes a socket that stops sending heartbeats', async () => {
    const socket = await RawSocket.open(limited.url, limited.anonKey);
    const started = Date.now();
    await socket.closed;
    expect(Date.now() - started).toBeGreaterThanOrEqual(350);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('drops a subscriber that does not read what it is sent', async () => {
    const socket = await RawSocket.open(limited.url, limited.serviceRoleKey);
    socket.send({
      topic: 'realtime:flood',
      event: 'phx_join',
      ref: '1',
      join_ref: '1',
      payload: { config: { postgres_changes: [{ event: '*', schema: 'public', table: 'communications' }] } },
    });
    await socket.reply('1');
    const keepAlive = setInterval(() => socket.send({ topic: 'phoenix', event: 'heartbeat', ref: 'hb', payload: {} }), 100);
    // The client stops reading; the server's output piles up in its own buffer.
    socket.ws.pause();
    const limitedService = clientFor(limited.url, limited.serviceRoleKey);
    const { data: customer } = await limitedService.from('customers').select('id').limit(1).single();
    const large = 'x'.repeat(200_000);
    for (let batch = 0; batch < 60 && limited.realtimeStats().connections > 0; batch += 1) {
      await limitedService.from('communications').insert({ customer_id: customer!.id, message: large, direction: 'inbound' });
    }
    clearInterval(keepAlive);
    socket.ws.terminate();
    expect(limited.realtimeStats()).toEqual({ connections: 0, channels: 0 });
  }, 60_000);
});

describe('a restart of the server', () => {
  it('lets supabase-js reconnect, resubscribe within the reconnect delays and receive new changes', async () => {
    let server: LocalSupabase = await startLocalSupabase({ port: 0, dataDir: null });
    const port = Number(new URL(server.url).port);
    const client = clientFor(server.url, server.serviceRoleKey);
    const subscribed: number[] = [];
    const received: string[] = [];
    client
      .channel('restart')
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'shipments' }, (change) => {
        received.push(String(change.new.shipment_number));
      })
      .subscribe((status) => {
        if (status === 'SUBSCRIBED') subscribed.push(Date.now());
      });
    try {
      while (subscribed.length === 0) await pause(20);
      await server.close();
      const stoppedAt = Date.now();
      server = await startLocalSupabase({ port, dataDir: null });
      const readyAt = Date.now();
      while (subscribed.length < 2 && Date.now() - stoppedAt < 20_000) await pause(20);
      // Retries come 1, 2, 5, then 10 seconds apart: the first one after the server is back succeeds.
      let retryAt = stoppedAt;
      for (const delay of [...REALTIME_RECONNECT_DELAYS_MS, 10_000]) {
        retryAt += delay;
        if (retryAt >= readyAt) break;
      }
      expect(subscribed).toHaveLength(2);
      // A busy machine takes a second or two to answer the first join of a server that has just started;
      // the retry after that one is five or ten seconds later.
      expect(subscribed[1]!).toBeLessThan(retryAt + 3_000);

      await clientFor(server.url, server.serviceRoleKey).from('shipments').insert({ shipment_number: 'SHP-AFTER-RESTART' });
      const deadline = Date.now() + 5_000;
      while (!received.includes('SHP-AFTER-RESTART') && Date.now() < deadline) await pause(20);
      expect(received).toContain('SHP-AFTER-RESTART');
    } finally {
      await client.removeAllChannels();
      await client.realtime.disconnect();
      await server.close();
    }
  }, 30_000);
});
