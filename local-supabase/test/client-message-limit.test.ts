import type { SupabaseClient } from '@supabase/supabase-js';
import { CLIENT_MESSAGES_PER_HOUR, type Database } from '@export-portal/shared-domain';
import { clientFor, signedInClient, startTestBackend, type TestBackend } from './harness';
import { DEMO_PASSWORDS } from './demo-accounts';

/**
 * A client writes to the business at most the business's number of times an hour: the write past
 * it is refused by the database with PostgREST's 429 and when to try again, and nothing of it is
 * kept (no message, no notice, no e-mail). Other clients and the business are not held back.
 */

type Actor = 'client1' | 'client2' | 'staff' | 'admin';

let backend: TestBackend;
let service: SupabaseClient<Database>;
const clients = {} as Record<Actor, SupabaseClient<Database>>;
const userIds = {} as Record<Actor, string>;
let vehicleId: string;

beforeAll(async () => {
  backend = await startTestBackend();
  service = clientFor(backend.url, backend.serviceRoleKey);
  for (const actor of ['client1', 'client2', 'staff', 'admin'] as const) {
    clients[actor] = await signedInClient(`${actor}@demo.test`, DEMO_PASSWORDS[actor], backend);
    userIds[actor] = (await clients[actor].auth.getSession()).data.session!.user.id;
  }
  const { data } = await service.from('vehicles').select('id').eq('status', 'available').limit(1).single();
  vehicleId = data!.id;
}, 60_000);

afterAll(async () => {
  await backend?.close();
});

/** Messages `actor` already sent this hour, written as if they had sent them `minutesAgo` minutes ago. */
async function alreadySent(actor: Actor, count: number, minutesAgo: number) {
  const { data: customer } = await service.from('customers').select('id').eq('user_id', userIds[actor]).limit(1).single();
  const at = new Date(Date.now() - minutesAgo * 60_000).toISOString();
  const rows = Array.from({ length: count }, (_, index) => ({
    customer_id: customer!.id,
    subject: `Earlier message ${index + 1}`,
    message: 'Hello',
    direction: 'inbound',
    communication_type: 'email',
    read_status: true,
    created_by: userIds[actor],
    created_at: at,
    occurred_at: at,
  }));
  const { error } = await backend.db.transaction(async (tx) => {
    // Written as history, without the notices and e-mails a new message sets off.
    await tx.exec("set local portal.bulk_load = 'on'");
    for (const row of rows) {
      await tx.query(
        `insert into public.communications (customer_id, subject, message, direction, communication_type, read_status, created_by, created_at, occurred_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        Object.values(row),
      );
    }
    return { error: null };
  });
  expect(error).toBeNull();
}

const requestQuote = (actor: Actor) => clients[actor].rpc('request_quote', { p_vehicle_id: vehicleId, p_message: 'A quote, please' });

async function countOf(table: 'communications' | 'notifications' | 'outbox') {
  const { count, error } = await service.from(table).select('id', { count: 'exact', head: true });
  expect(error).toBeNull();
  return count ?? 0;
}

describe("a client's messages an hour", () => {
  it(`are at most ${CLIENT_MESSAGES_PER_HOUR} unless the business says otherwise, the one past it refused with 429 and when to try again`, async () => {
    const { data: settings } = await service.from('settings').select('client_messages_per_hour').single();
    expect(settings!.client_messages_per_hour).toBe(CLIENT_MESSAGES_PER_HOUR);

    await alreadySent('client1', CLIENT_MESSAGES_PER_HOUR - 1, 45);
    const last = await requestQuote('client1');
    expect(last.error).toBeNull();

    const before = await Promise.all([countOf('communications'), countOf('notifications'), countOf('outbox')]);
    const refused = await requestQuote('client1');
    expect(refused.status).toBe(429);
    expect(refused.error).toMatchObject({
      code: 'PT429',
      // The oldest of the hour's messages was sent 45 minutes ago: it leaves the hour in 15.
      message: `You can send ${CLIENT_MESSAGES_PER_HOUR} messages an hour. Please try again in 15 minutes.`,
    });
    expect(await Promise.all([countOf('communications'), countOf('notifications'), countOf('outbox')])).toEqual(before);
  });

  it('count only that client: another client and the business still write', async () => {
    expect((await requestQuote('client2')).error).toBeNull();
    const { data: customer } = await service.from('customers').select('id').eq('user_id', userIds.client1).limit(1).single();
    for (const actor of ['staff', 'admin'] as const) {
      const { error } = await clients[actor].from('communications').insert({
        customer_id: customer!.id,
        subject: `A call from ${actor}`,
        message: 'Called about the shipment',
        direction: 'outbound',
        communication_type: 'phone',
        read_status: true,
      });
      expect(error).toBeNull();
    }
  });

  it('follow the number the admin sets, which only an admin can change and must be between 1 and 1,000', async () => {
    expect((await requestQuote('client1')).status).toBe(429);
    const byStaff = await clients.staff.from('settings').update({ client_messages_per_hour: 100 }).eq('id', true).select('id');
    expect(byStaff.data ?? []).toEqual([]);
    expect((await clients.admin.from('settings').update({ client_messages_per_hour: 0 }).eq('id', true)).error?.code).toBe('23514');
    expect((await clients.admin.from('settings').update({ client_messages_per_hour: 1001 }).eq('id', true)).error?.code).toBe('23514');

    const raised = await clients.admin
      .from('settings')
      .update({ client_messages_per_hour: CLIENT_MESSAGES_PER_HOUR + 1 })
      .eq('id', true);
    expect(raised.error).toBeNull();
    expect((await requestQuote('client1')).error).toBeNull();
    expect((await requestQuote('client1')).status).toBe(429);
  });

  it('let a message count again once it is more than an hour old', async () => {
    await alreadySent('client2', CLIENT_MESSAGES_PER_HOUR + 5, 61);
    expect((await requestQuote('client2')).error).toBeNull();
  });
});
