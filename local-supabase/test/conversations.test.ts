import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import {
  MESSAGE_MAX_BYTES,
  NOTIFICATION_KIND_CODES,
  NOTIFICATION_KINDS,
  isEmailAddress,
  outboundMessageProblem,
  type Database,
  type NotificationKind,
} from '@export-portal/shared-domain';
import { clientFor, signedInClient, startTestBackend, type TestBackend } from './harness';
import { DEMO_PASSWORDS } from './demo-accounts';
import { listen } from './realtime-support';

/**
 * Conversations, notices and the outbox, as the database keeps them: who reads and marks which
 * notice, who sets which preference, what a message, a call, a quote request, a shipment's move
 * and a document's expiry write, and how a sender claims and settles an e-mail. Every outcome is
 * read back with the service role rather than trusted from the response.
 */

type Actor = 'client1' | 'client2' | 'staff' | 'admin';

let backend: TestBackend;
let service: SupabaseClient<Database>;
const clients = {} as Record<Actor, SupabaseClient<Database>>;
const userIds = {} as Record<Actor, string>;
let client1Customer: string;
let serial = 0;

const unique = (prefix: string) => {
  serial += 1;
  return `${prefix} ${Date.now().toString(36)}-${serial}`;
};

beforeAll(async () => {
  backend = await startTestBackend();
  service = clientFor(backend.url, backend.serviceRoleKey);
  for (const actor of ['client1', 'client2', 'staff', 'admin'] as const) {
    clients[actor] = await signedInClient(`${actor}@demo.test`, DEMO_PASSWORDS[actor], backend);
    userIds[actor] = (await clients[actor].auth.getSession()).data.session!.user.id;
  }
  const { data } = await service.from('customers').select('id').eq('user_id', userIds.client1).single();
  client1Customer = data!.id;
}, 60_000);

afterAll(async () => {
  for (const client of Object.values(clients)) {
    await client.removeAllChannels();
    client.realtime.disconnect();
  }
  await backend?.close();
});

async function noticeFor(actor: Actor, title: string) {
  const { data, error } = await service
    .from('notifications')
    .insert({ user_id: userIds[actor], kind: noticeKindOf(actor), title })
    .select()
    .single();
  if (error) throw error;
  return data;
}

const noticeKindOf = (actor: Actor): NotificationKind => (actor.startsWith('client') ? 'shipment_booked' : 'inbound_message');

async function outboxOf(communicationId: string) {
  const { data, error } = await service.from('outbox').select('*').eq('communication_id', communicationId);
  if (error) throw error;
  return data;
}

async function communication(id: string) {
  const { data, error } = await service.from('communications').select('*').eq('id', id).single();
  if (error) throw error;
  return data;
}

async function noticesTitled(title: string) {
  const { data, error } = await service.from('notifications').select('*').eq('title', title);
  if (error) throw error;
  return data;
}

async function sendAsStaff(fields: Partial<Database['public']['Tables']['communications']['Insert']> = {}) {
  return clients.staff
    .from('communications')
    .insert({
      customer_id: client1Customer,
      subject: unique('Your shipment'),
      message: 'Your car is on its way.',
      direction: 'outbound',
      communication_type: 'email',
      read_status: true,
      ...fields,
    })
    .select()
    .single();
}

async function setEmailNotifications(on: boolean) {
  const { error } = await service.from('settings').update({ email_notifications: on }).eq('id', true);
  if (error) throw error;
}

describe('notifications: a user reads and marks only their own', () => {
  it("client1 reads their own notices and none of client2's", async () => {
    const own = await noticeFor('client1', unique('own notice'));
    const other = await noticeFor('client2', unique('other notice'));
    const { data } = await clients.client1.from('notifications').select('id').in('id', [own.id, other.id]);
    expect(data).toEqual([{ id: own.id }]);
  });

  it("client1 cannot mark client2's notice read, and marks their own with the database's time", async () => {
    const other = await noticeFor('client2', unique('other notice'));
    const own = await noticeFor('client1', unique('own notice'));
    await clients.client1.from('notifications').update({ read_at: new Date().toISOString() }).eq('id', other.id);
    const before = Date.now();
    const { error } = await clients.client1.from('notifications').update({ read_at: '2001-01-01T00:00:00Z' }).eq('id', own.id);
    expect(error).toBeNull();
    const { data } = await service.from('notifications').select('id, read_at').in('id', [own.id, other.id]);
    const readAt = new Map(data!.map((row) => [row.id, row.read_at]));
    expect(readAt.get(other.id)).toBeNull();
    expect(new Date(readAt.get(own.id)!).getTime()).toBeGreaterThanOrEqual(before - 60_000);
  });

  it('a user changes nothing of a notice but whether it is read', async () => {
    const own = await noticeFor('client1', unique('own notice'));
    const { error } = await clients.client1.from('notifications').update({ title: 'changed' }).eq('id', own.id);
    expect(error?.code).toBe('42501');
    expect((await noticesTitled(own.title)).length).toBe(1);
  });

  it('nobody inserts or deletes notices through the API', async () => {
    const title = unique('forged notice');
    for (const actor of ['client1', 'admin'] as const) {
      const { error } = await clients[actor].from('notifications').insert({ user_id: userIds[actor], kind: noticeKindOf(actor), title });
      expect(error?.code).toBe('42501');
    }
    const own = await noticeFor('admin', unique('kept notice'));
    await clients.admin.from('notifications').delete().eq('id', own.id);
    expect(await noticesTitled(title)).toEqual([]);
    expect((await noticesTitled(own.title)).length).toBe(1);
  });

  it("mark_all_notifications_read marks all of the caller's unread notices and says how many", async () => {
    await clients.client1.rpc('mark_all_notifications_read');
    const mine = [await noticeFor('client1', unique('first')), await noticeFor('client1', unique('second'))];
    const other = await noticeFor('client2', unique('untouched'));
    const { data, error } = await clients.client1.rpc('mark_all_notifications_read');
    expect(error).toBeNull();
    expect(data).toBe(2);
    const { data: rows } = await service
      .from('notifications')
      .select('id, read_at')
      .in('id', [...mine.map((row) => row.id), other.id]);
    expect(
      rows!
        .filter((row) => row.read_at !== null)
        .map((row) => row.id)
        .sort(),
    ).toEqual(mine.map((row) => row.id).sort());
  });

  it('arrive live over Realtime to their own user only', async () => {
    const own = await listen(clients.client1, 'notifications', { event: 'INSERT' });
    const title = unique('live notice');
    const otherTitle = unique('not for client1');
    await noticeFor('client2', otherTitle);
    await noticeFor('client1', title);
    const change = await own.next((received) => received.new.title === title);
    expect(change.new.user_id).toBe(userIds.client1);
    expect(own.changes.some((received) => received.new.title === otherTitle)).toBe(false);
    await clients.client1.removeChannel(own.channel);
  });
});

describe("notification preferences: own rows, for the kinds of one's own audience", () => {
  const audienceOf = (actor: Actor) => (actor.startsWith('client') ? 'client' : 'staff');
  const cases = (['client1', 'staff', 'admin'] as const).flatMap((actor) =>
    NOTIFICATION_KIND_CODES.map((kind) => ({ actor, kind, allowed: NOTIFICATION_KINDS[kind].audience === audienceOf(actor) })),
  );

  it.each(cases)('$actor sets $kind (allowed: $allowed)', async ({ actor, kind, allowed }) => {
    await service.from('notification_preferences').delete().eq('user_id', userIds[actor]).eq('kind', kind);
    const { error } = await clients[actor].from('notification_preferences').insert({ kind, email: false });
    const { data } = await service.from('notification_preferences').select('email').eq('user_id', userIds[actor]).eq('kind', kind);
    expect(error === null).toBe(allowed);
    expect(data).toEqual(allowed ? [{ email: false }] : []);
    await service.from('notification_preferences').delete().eq('user_id', userIds[actor]).eq('kind', kind);
  });

  it("a user neither reads, sets, changes nor removes another user's preferences", async () => {
    await service.from('notification_preferences').upsert({ user_id: userIds.client2, kind: 'shipment_booked', email: false });
    const read = await clients.client1.from('notification_preferences').select('kind').eq('user_id', userIds.client2);
    expect(read.data).toEqual([]);
    const forged = await clients.client1
      .from('notification_preferences')
      .insert({ user_id: userIds.client2, kind: 'shipment_departed', email: false });
    expect(forged.error).not.toBeNull();
    await clients.client1.from('notification_preferences').update({ email: true }).eq('user_id', userIds.client2);
    await clients.client1.from('notification_preferences').delete().eq('user_id', userIds.client2);
    const { data } = await service.from('notification_preferences').select('kind, email').eq('user_id', userIds.client2);
    expect(data).toEqual([{ kind: 'shipment_booked', email: false }]);
    await service.from('notification_preferences').delete().eq('user_id', userIds.client2);
  });

  it('a user turns an e-mail back on with an upsert, as a preferences panel saves', async () => {
    await clients.client1.from('notification_preferences').upsert({ kind: 'document_expiring', email: false });
    const { error } = await clients.client1.from('notification_preferences').upsert({ kind: 'document_expiring', email: true });
    expect(error).toBeNull();
    const { data } = await service.from('notification_preferences').select('email').eq('user_id', userIds.client1).eq('kind', 'document_expiring');
    expect(data).toEqual([{ email: true }]);
    await service.from('notification_preferences').delete().eq('user_id', userIds.client1);
  });
});

describe('a message to a customer', () => {
  it('queues exactly one e-mail to the customer, in the same transaction, and tells the client', async () => {
    const { data: sent, error } = await sendAsStaff();
    expect(error).toBeNull();
    expect(sent!.delivery_status).toBe('queued');
    const queued = await outboxOf(sent!.id);
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({
      recipient: 'client1@demo.test',
      recipient_name: 'Olivia Tremblay',
      subject: sent!.subject,
      body_text: 'Your car is on its way.',
      status: 'queued',
      to_customer: true,
      kind: 'message',
    });
    expect(queued[0]!.message_id).toMatch(/^<[0-9a-f-]{36}@[^>]+>$/);
    const notices = await noticesTitled(sent!.subject!);
    expect(notices.map((notice) => [notice.user_id, notice.kind])).toEqual([[userIds.client1, 'message']]);
    // The message's e-mail is the communication's own: the notice adds no second one.
    const { data: noticeMail } = await service.from('outbox').select('id').eq('notification_id', notices[0]!.id).is('communication_id', null);
    expect(noticeMail).toEqual([]);
  });

  it('written many at once, each has its own e-mail and notice, as when written alone', async () => {
    const { data: client2 } = await service.from('customers').select('id').eq('user_id', userIds.client2).single();
    const subjects = [unique('Batch one'), unique('Batch two'), unique('Batch three')];
    const { data: written, error } = await clients.admin
      .from('communications')
      .insert([
        {
          customer_id: client1Customer,
          subject: subjects[0],
          message: 'First',
          direction: 'outbound',
          communication_type: 'email',
          read_status: true,
        },
        { customer_id: client2!.id, subject: subjects[1], message: 'Second', direction: 'outbound', communication_type: 'email', read_status: true },
        {
          customer_id: client2!.id,
          subject: subjects[2],
          message: 'A question',
          direction: 'inbound',
          communication_type: 'email',
          read_status: false,
        },
        {
          customer_id: client1Customer,
          subject: unique('Batch call'),
          message: 'Called',
          direction: 'outbound',
          communication_type: 'phone',
          read_status: true,
        },
      ])
      .select('id, subject');
    expect(error).toBeNull();
    const idOf = (subject: string) => written!.find((row) => row.subject === subject)!.id;
    for (const [subject, actor, recipient] of [
      [subjects[0]!, 'client1', 'client1@demo.test'],
      [subjects[1]!, 'client2', 'client2@demo.test'],
    ] as const) {
      const notices = await noticesTitled(subject);
      expect(notices.map((notice) => [notice.user_id, notice.kind])).toEqual([[userIds[actor], 'message']]);
      const mails = await outboxOf(idOf(subject));
      expect(mails.map((mail) => [mail.recipient, mail.subject, mail.notification_id])).toEqual([[recipient, subject, notices[0]!.id]]);
    }
    // The inbound message tells staff, not the admin who recorded it.
    const told = await service.from('notifications').select('id, user_id, kind').like('title', `%${subjects[2]}`);
    expect(told.data!.map((notice) => [notice.user_id, notice.kind])).toEqual([[userIds.staff, 'inbound_message']]);
    const { data: staffMail } = await service.from('outbox').select('recipient, notification_id').eq('notification_id', told.data![0]!.id);
    expect(staffMail).toEqual([{ recipient: 'staff@demo.test', notification_id: told.data![0]!.id }]);
    const { data: all } = await service
      .from('outbox')
      .select('id')
      .in(
        'communication_id',
        written!.map((row) => row.id),
      );
    expect(all).toHaveLength(2);
  });

  it('is rolled back with its e-mail and notice when the transaction fails', async () => {
    const subject = unique('Rolled back');
    const { error } = await clients.staff.from('communications').insert([
      { customer_id: client1Customer, subject, message: 'First of two', direction: 'outbound', communication_type: 'email', read_status: true },
      { customer_id: client1Customer, subject, message: ' ', direction: 'outbound', communication_type: 'email', read_status: true },
    ]);
    expect(error?.message).toBe('A message cannot be empty');
    const { data } = await service.from('outbox').select('id').eq('subject', subject);
    expect(data).toEqual([]);
    expect(await noticesTitled(subject)).toEqual([]);
  });

  it('keeps who wrote it, whatever the request says', async () => {
    const { data: sent } = await sendAsStaff();
    expect((await communication(sent!.id)).created_by).toBe(userIds.staff);
    const { error } = await clients.staff.from('communications').insert({
      customer_id: client1Customer,
      message: 'Forged author',
      direction: 'outbound',
      communication_type: 'email',
      read_status: true,
      created_by: userIds.admin,
    });
    expect(error?.code).toBe('42501');
  });

  it('has a delivery status no user can write', async () => {
    const forged = await clients.admin.from('communications').insert({
      customer_id: client1Customer,
      message: unique('forged status'),
      direction: 'outbound',
      communication_type: 'email',
      read_status: true,
      delivery_status: 'sent',
    });
    expect(forged.error?.code).toBe('42501');
    const { data: sent } = await sendAsStaff();
    for (const actor of ['admin', 'staff', 'client1'] as const) {
      await clients[actor].from('communications').update({ delivery_status: 'sent', delivery_error: null }).eq('id', sent!.id);
      await clients[actor].from('communications').update({ delivered_at: new Date().toISOString() }).eq('id', sent!.id);
    }
    expect(await communication(sent!.id)).toMatchObject({ delivery_status: 'queued', delivered_at: null });
  });

  it('is not sent, with the reason, when Settings switch e-mails off; the client is still told', async () => {
    await setEmailNotifications(false);
    try {
      const { data: sent, error } = await sendAsStaff();
      expect(error).toBeNull();
      expect(sent).toMatchObject({ delivery_status: 'not_sent', delivery_error: 'E-mail notifications are switched off in Settings' });
      expect(await outboxOf(sent!.id)).toEqual([]);
      expect((await noticesTitled(sent!.subject!)).map((notice) => notice.user_id)).toEqual([userIds.client1]);
    } finally {
      await setEmailNotifications(true);
    }
  });

  it('is not sent when the client turned off e-mails for messages', async () => {
    await clients.client1.from('notification_preferences').upsert({ kind: 'message', email: false });
    try {
      const { data: sent } = await sendAsStaff();
      expect(sent).toMatchObject({ delivery_status: 'not_sent', delivery_error: 'The customer has turned off e-mails for messages' });
      expect(await outboxOf(sent!.id)).toEqual([]);
    } finally {
      await service.from('notification_preferences').delete().eq('user_id', userIds.client1);
    }
  });

  const refused: [string, Partial<Database['public']['Tables']['communications']['Insert']>][] = [
    ['a subject with a line break (header injection)', { subject: 'Hello\r\nBcc: victim@example.com' }],
    ['a subject with another control character', { subject: 'Tab\there' }],
    ['a subject over 200 characters', { subject: 'x'.repeat(201) }],
    ['an empty message', { message: '  \n ' }],
    ['a message over 100 KB', { message: 'é'.repeat(MESSAGE_MAX_BYTES / 2 + 1) }],
  ];

  it.each(refused)('refuses %s with the words shared-domain uses', async (_, fields) => {
    const subject = fields.subject ?? unique('Refused');
    const { error } = await sendAsStaff({ subject, ...fields });
    expect(error?.code).toBe('23514');
    expect(error?.message).toBe(outboundMessageProblem(subject, fields.message ?? 'Your car is on its way.'));
    const { data } = await service.from('communications').select('id').eq('subject', subject);
    expect(data).toEqual([]);
  });

  it('stores a 100 KB message whole and HTML in a subject as text, escaping both in the HTML e-mail', async () => {
    const prefix = '<script>alert("x")</script> & ';
    const message = prefix + 'a'.repeat(MESSAGE_MAX_BYTES - prefix.length);
    const subject = `<b>Bold</b> & "quoted" ${unique('offer')}`;
    const { data: sent, error } = await sendAsStaff({ subject, message });
    expect(error).toBeNull();
    expect((await communication(sent!.id)).message).toBe(message);
    const [mail] = await outboxOf(sent!.id);
    expect(mail!.subject).toBe(subject);
    expect(mail!.body_text).toBe(message);
    expect(mail!.body_html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; aaa');
    expect(mail!.body_html).not.toContain('<script>');
  });

  it('refuses a customer without a valid e-mail address, naming them', async () => {
    const { data: customer } = await service
      .from('customers')
      .insert({ first_name: 'Noa', last_name: 'Address', email: 'not an address' })
      .select('id')
      .single();
    const { error } = await sendAsStaff({ customer_id: customer!.id });
    expect(error?.message).toBe("Noa Address has no valid e-mail address; add one to the customer's record before sending");
  });

  it('puts a name typed with a line break on one line in the e-mail', async () => {
    const { data: customer } = await service
      .from('customers')
      .insert({ first_name: 'Eve\r\nBcc: victim@example.com', last_name: 'Injector', email: 'eve.injector@example.ca' })
      .select('id')
      .single();
    const { data: sent } = await sendAsStaff({ customer_id: customer!.id });
    const [mail] = await outboxOf(sent!.id);
    expect(mail!.recipient_name).toBe('Eve Bcc: victim@example.com Injector');
  });
});

describe('a logged call', () => {
  it('staff log a call with its time and duration; it is not e-mailed', async () => {
    const summary = unique('Called about the RAV4');
    const { data, error } = await clients.staff
      .from('communications')
      .insert({
        customer_id: client1Customer,
        communication_type: 'phone',
        direction: 'inbound',
        occurred_at: '2026-03-02T14:30:00Z',
        duration_minutes: 12,
        message: summary,
        read_status: true,
      })
      .select()
      .single();
    expect(error).toBeNull();
    expect(data).toMatchObject({ duration_minutes: 12, delivery_status: null, created_by: userIds.staff });
    expect(new Date(data!.occurred_at).toISOString()).toBe('2026-03-02T14:30:00.000Z');
    expect(await outboxOf(data!.id)).toEqual([]);
  });

  it.each([
    [
      'a duration on anything but a call',
      { communication_type: 'email', direction: 'outbound', duration_minutes: 5 },
      'Only a phone call has a duration',
    ],
    ['a call of no minutes', { communication_type: 'phone', direction: 'outbound', duration_minutes: 0 }, null],
    ['a call of more than a day', { communication_type: 'phone', direction: 'outbound', duration_minutes: 1441 }, null],
    [
      'a call summary over 100 KB',
      { communication_type: 'phone', direction: 'outbound', message: 'x'.repeat(MESSAGE_MAX_BYTES + 1) },
      'A message is at most 100 KB',
    ],
  ] as const)('refuses %s', async (_, fields, words) => {
    const summary = unique('refused call');
    const { error } = await clients.staff
      .from('communications')
      .insert({ customer_id: client1Customer, subject: summary, message: summary, read_status: true, ...fields });
    expect(error?.code).toBe('23514');
    if (words) expect(error?.message).toBe(words);
    const { data } = await service.from('communications').select('id').eq('subject', summary);
    expect(data).toEqual([]);
  });

  it('anything but a call is dated when it was written, whatever the request says', async () => {
    const { data: sent } = await sendAsStaff({ occurred_at: '2001-01-01T00:00:00Z' });
    const row = await communication(sent!.id);
    expect(row.occurred_at).toBe(row.created_at);
  });
});

describe('a quote request', () => {
  async function availableVehicle() {
    const { data } = await service.from('vehicles').select('id, year, make, model').eq('status', 'available').limit(1).single();
    return data!;
  }

  it("is an unread inbound message of the client's own customer about the vehicle, shown in Customer Support", async () => {
    const vehicle = await availableVehicle();
    const words = unique('Can you ship it to Tema?');
    const { data, error } = await clients.client1.rpc('request_quote', { p_vehicle_id: vehicle.id, p_message: words });
    expect(error).toBeNull();
    expect(data).toMatchObject({
      customer_id: client1Customer,
      vehicle_id: vehicle.id,
      subject: `Quote request: ${vehicle.year} ${vehicle.make} ${vehicle.model}`,
      message: words,
      direction: 'inbound',
      communication_type: 'quote_request',
      read_status: false,
      delivery_status: null,
    });
    const { data: listed } = await clients.staff.from('support_messages').select('id, read_status').eq('id', data!.id);
    expect(listed).toEqual([{ id: data!.id, read_status: false }]);
  });

  it('tells every admin and staff member, e-mailing each as they chose', async () => {
    await clients.admin.from('notification_preferences').upsert({ kind: 'quote_request', email: false });
    try {
      const vehicle = await availableVehicle();
      const { data } = await clients.client1.rpc('request_quote', { p_vehicle_id: vehicle.id, p_message: '' });
      expect(data!.message).toMatch(/^Please send me a quote for the .+ \(VIN [A-HJ-NPR-Z0-9]{17}\), shipping included\.$/);
      const title = `Quote request from Olivia Tremblay: ${vehicle.year} ${vehicle.make} ${vehicle.model}`;
      const notices = await noticesTitled(title);
      const fresh = notices.filter((notice) => notice.body === data!.message);
      expect(fresh.map((notice) => notice.user_id).sort()).toEqual([userIds.admin, userIds.staff].sort());
      expect(fresh.every((notice) => notice.kind === 'quote_request' && notice.link === '/staff/support?q=client1%40demo.test')).toBe(true);
      const { data: mails } = await service
        .from('outbox')
        .select('recipient')
        .in(
          'notification_id',
          fresh.map((notice) => notice.id),
        );
      expect(mails).toEqual([{ recipient: 'staff@demo.test' }]);
    } finally {
      await service.from('notification_preferences').delete().eq('user_id', userIds.admin);
    }
  });

  it.each([
    ['a vehicle that is not for sale', 'sold', 'client1', 'This vehicle is no longer available'],
    ['staff', 'available', 'staff', 'Only clients can request a quote'],
  ] as const)('is refused for %s', async (_, status, actor, words) => {
    const { data: vehicle } = await service.from('vehicles').select('id').eq('status', status).limit(1).single();
    const { error } = await clients[actor].rpc('request_quote', { p_vehicle_id: vehicle!.id, p_message: 'A quote, please' });
    expect(error?.message).toBe(words);
  });

  it('is refused for a client without a customer record, and past 2,000 characters', async () => {
    const vehicle = await availableVehicle();
    const email = `${unique('newcomer').replace(/\W/g, '')}@example.ca`;
    await service.auth.admin.createUser({ email, password: 'Newcomer-Pass!2026', email_confirm: true });
    const newcomer = await signedInClient(email, 'Newcomer-Pass!2026', backend);
    const unlinked = await newcomer.rpc('request_quote', { p_vehicle_id: vehicle.id, p_message: '' });
    expect(unlinked.error?.message).toBe('Your account is not linked to a customer record yet; please contact us to request a quote');
    const long = await clients.client1.rpc('request_quote', { p_vehicle_id: vehicle.id, p_message: 'x'.repeat(2001) });
    expect(long.error?.message).toBe('A quote request is at most 2,000 characters');
  });
});

describe('an inbound message', () => {
  it('tells staff and admins; a logged inbound call does not', async () => {
    const subject = unique('Wire sent');
    await service.from('communications').insert({ customer_id: client1Customer, subject, message: 'Please confirm', direction: 'inbound' });
    await service
      .from('communications')
      .insert({ customer_id: client1Customer, subject: `${subject} call`, message: 'Called', direction: 'inbound', communication_type: 'phone' });
    const { data } = await service.from('notifications').select('user_id, kind, title').like('title', `%${subject}%`);
    expect(data!.map((notice) => notice.title)).toEqual([
      `New message from Olivia Tremblay: ${subject}`,
      `New message from Olivia Tremblay: ${subject}`,
    ]);
    expect(data!.map((notice) => notice.user_id).sort()).toEqual([userIds.admin, userIds.staff].sort());
  });
});

describe("a client's shipment", () => {
  async function shipmentOfClient1(status: 'planning' | 'booked') {
    const { data, error } = await service
      .from('shipments')
      .insert({
        customer_id: client1Customer,
        shipment_number: unique('SHP-T').replace(' ', '-'),
        status,
        origin_port: 'Halifax',
        destination_port: 'Tema',
        vessel_name: 'Atlantic Star',
        voyage_number: 'V214E',
        estimated_departure: '2026-06-01',
        estimated_arrival: '2026-06-29',
        booking_number: 'BKG-T-1',
      })
      .select('id, shipment_number, updated_at')
      .single();
    if (error) throw error;
    return data;
  }

  async function noticesOfShipment(id: string) {
    const { data } = await service
      .from('notifications')
      .select('id, user_id, kind, title, body, link')
      .eq('link', `/client/my-shipments/${id}`)
      .order('created_at');
    return data!;
  }

  it('tells the client when it is booked, departs (with vessel and arrival) and is delivered, by notice and e-mail', async () => {
    const shipment = await shipmentOfClient1('planning');
    let version = shipment.updated_at;
    for (const status of ['booked', 'in_transit', 'delivered']) {
      const { data, error } = await clients.staff.rpc('change_shipment_status', {
        shipment_id: shipment.id,
        new_status: status,
        seen_updated_at: version,
      });
      if (error) throw error;
      version = data;
    }
    const notices = await noticesOfShipment(shipment.id);
    expect(notices.map((notice) => [notice.user_id, notice.kind, notice.title])).toEqual([
      [userIds.client1, 'shipment_booked', `Shipment ${shipment.shipment_number} is booked`],
      [userIds.client1, 'shipment_departed', `Shipment ${shipment.shipment_number} has departed`],
      [userIds.client1, 'shipment_delivered', `Shipment ${shipment.shipment_number} has been delivered`],
    ]);
    expect(notices[1]!.body).toMatch(
      /^It left Halifax on \d{4}-\d{2}-\d{2} aboard the Atlantic Star, voyage V214E\. Expected at Tema on 2026-06-29\.$/,
    );
    const { data: mails } = await service
      .from('outbox')
      .select('recipient, subject, to_customer')
      .in(
        'notification_id',
        notices.map((notice) => notice.id),
      );
    expect(mails).toHaveLength(3);
    expect(mails!.every((mail) => mail.recipient === 'client1@demo.test' && mail.to_customer)).toBe(true);
  });

  it('is noticed when an admin records it booked, not when the service role loads it', async () => {
    const { data: recorded } = await clients.admin
      .from('shipments')
      .insert({ customer_id: client1Customer, status: 'booked', shipment_number: 'ignored' })
      .select('id')
      .single();
    const loaded = await shipmentOfClient1('booked');
    expect((await noticesOfShipment(recorded!.id)).map((notice) => notice.kind)).toEqual(['shipment_booked']);
    expect(await noticesOfShipment(loaded.id)).toEqual([]);
  });

  it('with e-mails switched off in Settings, the client is told in the portal only', async () => {
    const shipment = await shipmentOfClient1('planning');
    await setEmailNotifications(false);
    try {
      await clients.staff.rpc('change_shipment_status', { shipment_id: shipment.id, new_status: 'booked', seen_updated_at: shipment.updated_at });
    } finally {
      await setEmailNotifications(true);
    }
    const notices = await noticesOfShipment(shipment.id);
    expect(notices.map((notice) => notice.kind)).toEqual(['shipment_booked']);
    const { data: mails } = await service.from('outbox').select('id').eq('notification_id', notices[0]!.id);
    expect(mails).toEqual([]);
  });
});

describe('document expiry notices', () => {
  async function documentOfClient1(expiresInDays: number) {
    const expiry = new Date(Date.now() + expiresInDays * 86_400_000).toISOString().slice(0, 10);
    const name = unique('Export permit');
    const { data, error } = await service
      .from('documents')
      .insert({ customer_id: client1Customer, document_name: name, document_type: 'export_permit', expiry_date: expiry })
      .select('id, document_name')
      .single();
    if (error) throw error;
    return data;
  }

  async function noticesAbout(name: string) {
    const { data } = await service.from('notifications').select('kind, title').like('title', `${name}%`);
    return data!;
  }

  it('makes one notice per document and expiry date however often it runs, and another after a renewal', async () => {
    const expiring = await documentOfClient1(10);
    const expired = await documentOfClient1(-3);
    const valid = await documentOfClient1(90);
    await service.rpc('queue_document_expiry_notices');
    await service.rpc('queue_document_expiry_notices');
    expect(await noticesAbout(expiring.document_name)).toEqual([
      { kind: 'document_expiring', title: expect.stringMatching(/ expires on \d{4}-\d{2}-\d{2}$/) },
    ]);
    expect(await noticesAbout(expired.document_name)).toEqual([{ kind: 'document_expired', title: `${expired.document_name} has expired` }]);
    expect(await noticesAbout(valid.document_name)).toEqual([]);

    const renewed = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    await service.from('documents').update({ expiry_date: renewed }).eq('id', expiring.id);
    const { data: made } = await service.rpc('queue_document_expiry_notices');
    expect(made).toBe(1);
    expect((await noticesAbout(expiring.document_name)).map((notice) => notice.kind)).toEqual(['document_expiring', 'document_expiring']);
  });

  it('is run by the service role only', async () => {
    for (const actor of ['client1', 'staff', 'admin'] as const) {
      const { error } = await clients[actor].rpc('queue_document_expiry_notices');
      expect(error?.code).toBe('42501');
    }
  });
});

describe('the outbox', () => {
  async function claim(limit = 100, lease = 60) {
    const { data, error } = await service.rpc('claim_outbox', { p_limit: limit, p_lease_seconds: lease });
    if (error) throw error;
    return data;
  }

  // Each case starts with nothing else due, so a claim takes only what the case queued.
  beforeEach(async () => {
    await backend.db.query("update public.outbox set status = 'sent', claim = null, locked_until = null where status in ('queued', 'sending')");
  });

  /** Claims the message's e-mail, which must be due. */
  async function claimOne(communicationId: string) {
    const own = (await claim()).find((row) => row.communication_id === communicationId);
    if (!own) throw new Error('the e-mail was not claimed');
    return own;
  }

  it('is read by admins only and written by no user', async () => {
    const { data: sent } = await sendAsStaff();
    for (const actor of ['client1', 'staff', 'admin'] as const) {
      const { data } = await clients[actor].from('outbox').select('id').eq('communication_id', sent!.id);
      expect(data).toEqual(actor === 'admin' ? [expect.objectContaining({})] : []);
      await clients[actor].from('outbox').update({ status: 'sent' }).eq('communication_id', sent!.id);
    }
    expect((await outboxOf(sent!.id))[0]!.status).toBe('queued');
  });

  it('is claimed and settled by the service role only', async () => {
    for (const actor of ['client1', 'staff', 'admin'] as const) {
      expect((await clients[actor].rpc('claim_outbox', { p_limit: 10, p_lease_seconds: 60 })).error?.code).toBe('42501');
      expect((await clients[actor].rpc('settle_outbox', { p_claim: randomUUID(), p_outcomes: [] })).error?.code).toBe('42501');
    }
  });

  it("records a batch's outcomes with one call, and refuses outcomes it cannot read", async () => {
    const sent = await Promise.all([sendAsStaff(), sendAsStaff(), sendAsStaff()]);
    const claimed = await claim();
    const [delivered, retried, bounced] = sent.map(({ data }) => claimed.find((row) => row.communication_id === data!.id)!);
    const malformed = await service.rpc('settle_outbox', { p_claim: delivered!.claim!, p_outcomes: [{ id: delivered!.id }] });
    expect(malformed.error).toMatchObject({ code: '22023', message: 'Outcomes are a list of {id, sent, error, retry_in_seconds}' });
    const { data: settled, error } = await service.rpc('settle_outbox', {
      p_claim: delivered!.claim!,
      p_outcomes: [
        { id: delivered!.id, sent: true },
        { id: retried!.id, sent: false, error: '421 try again later', retry_in_seconds: 60 },
        { id: bounced!.id, sent: false, error: '550 mailbox unavailable' },
      ],
    });
    expect(error).toBeNull();
    expect(new Map(settled!.map((row) => [row.id, row.status]))).toEqual(
      new Map([
        [delivered!.id, 'sent'],
        [retried!.id, 'queued'],
        [bounced!.id, 'failed'],
      ]),
    );
    expect(await communication(sent[1]!.data!.id)).toMatchObject({ delivery_status: 'queued', delivery_error: '421 try again later' });
    expect(await communication(sent[2]!.data!.id)).toMatchObject({ delivery_status: 'failed', delivery_error: '550 mailbox unavailable' });
    expect((await communication(sent[0]!.data!.id)).delivery_status).toBe('sent');
    expect(new Date((await outboxOf(sent[1]!.data!.id))[0]!.next_attempt_at).getTime()).toBeGreaterThan(Date.now() + 30_000);
  });

  it('a sent e-mail marks its message sent; a lapsed claim cannot settle it', async () => {
    const { data: sent } = await sendAsStaff();
    const mail = await claimOne(sent!.id);
    expect(mail.attempts).toBe(1);
    expect((await communication(sent!.id)).delivery_status).toBe('queued');
    const stale = await service.rpc('settle_outbox', { p_claim: randomUUID(), p_outcomes: [{ id: mail.id, sent: false, error: 'stale' }] });
    expect(stale.data).toEqual([]);
    const { data: settled } = await service.rpc('settle_outbox', { p_claim: mail.claim!, p_outcomes: [{ id: mail.id, sent: true }] });
    expect(settled).toEqual([{ id: mail.id, status: 'sent' }]);
    const row = await communication(sent!.id);
    expect(row).toMatchObject({ delivery_status: 'sent', delivery_error: null });
    expect(row.delivered_at).not.toBeNull();
  });

  it('claiming an e-mail leaves its message as it was: open threads hear only of the e-mail sent', async () => {
    const { data: sent } = await sendAsStaff();
    const thread = await listen(clients.staff, 'communications', { event: 'UPDATE', filter: `id=eq.${sent!.id}` });
    try {
      const mail = await claimOne(sent!.id);
      await service.rpc('settle_outbox', { p_claim: mail.claim!, p_outcomes: [{ id: mail.id, sent: true }] });
      const change = await thread.next();
      expect(change.new.delivery_status).toBe('sent');
      expect(thread.changes.map((received) => received.new.delivery_status)).toEqual(['sent']);
    } finally {
      await clients.staff.removeChannel(thread.channel);
    }
  });

  it('an e-mail to retry stays queued with its reason on the message; a failure says why', async () => {
    const { data: sent } = await sendAsStaff();
    let mail = await claimOne(sent!.id);
    await service.rpc('settle_outbox', {
      p_claim: mail.claim!,
      p_outcomes: [{ id: mail.id, sent: false, error: 'connect ECONNREFUSED 127.0.0.1:54325', retry_in_seconds: 0 }],
    });
    expect(await communication(sent!.id)).toMatchObject({ delivery_status: 'queued', delivery_error: 'connect ECONNREFUSED 127.0.0.1:54325' });
    mail = await claimOne(sent!.id);
    expect(mail.attempts).toBe(2);
    await service.rpc('settle_outbox', { p_claim: mail.claim!, p_outcomes: [{ id: mail.id, sent: false, error: '550 mailbox unavailable' }] });
    expect(await communication(sent!.id)).toMatchObject({ delivery_status: 'failed', delivery_error: '550 mailbox unavailable', delivered_at: null });
  });

  it('an e-mail whose sender died is claimed again once the lease runs out', async () => {
    const { data: sent } = await sendAsStaff();
    const first = await claimOne(sent!.id);
    expect((await claim()).some((row) => row.id === first.id)).toBe(false);
    await backend.db.query("update public.outbox set locked_until = now() - interval '1 second' where id = $1", [first.id]);
    const again = await claimOne(sent!.id);
    expect(again).toMatchObject({ id: first.id, attempts: 2, message_id: first.message_id });
    expect(again.claim).not.toBe(first.claim);
  });

  it('customer e-mails still waiting when Settings switch e-mails off are not sent', async () => {
    const { data: sent } = await sendAsStaff();
    await setEmailNotifications(false);
    try {
      const claimed = await claim();
      expect(claimed.some((row) => row.to_customer)).toBe(false);
    } finally {
      await setEmailNotifications(true);
    }
    expect((await outboxOf(sent!.id))[0]!.status).toBe('not_sent');
    expect(await communication(sent!.id)).toMatchObject({
      delivery_status: 'not_sent',
      delivery_error: 'E-mail notifications are switched off in Settings',
    });
  });
});

describe('rules shared with shared-domain', () => {
  const addresses = [
    'client1@demo.test',
    'chloé.bouchard@example.ca',
    'first.last+tag@sub.example.co.uk',
    'no-at-sign.example.ca',
    'two@@example.ca',
    'space in@example.ca',
    'dot.@example.ca',
    '.dot@example.ca',
    'a..b@example.ca',
    'nodomain@localhost',
    'line@break\r\n.ca',
    '"quoted"@example.ca',
    `${'x'.repeat(250)}@example.ca`,
    '',
  ];

  it.each(addresses)('the database reads %j as an address exactly when shared-domain does', async (address) => {
    const { rows } = await backend.db.query<{ valid: boolean }>('select private.is_email_address($1) as valid', [address]);
    expect(rows[0]!.valid).toBe(isEmailAddress(address));
  });

  it('gives each kind of notice the audience shared-domain gives it', async () => {
    const { rows } = await backend.db.query<{ kind: string; audience: string }>(
      'select kind, private.notification_audience(kind) as audience from unnest($1::text[]) as kind',
      [NOTIFICATION_KIND_CODES],
    );
    expect(Object.fromEntries(rows.map((row) => [row.kind, row.audience]))).toEqual(
      Object.fromEntries(NOTIFICATION_KIND_CODES.map((kind) => [kind, NOTIFICATION_KINDS[kind].audience])),
    );
  });
});
