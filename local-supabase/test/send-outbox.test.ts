import type { SupabaseClient } from '@supabase/supabase-js';
import { startMailCatcher, type CaughtMessage, type MailCatcher } from '@export-portal/mail-catcher/testing';
import { MESSAGE_MAX_BYTES, type Database } from '@export-portal/shared-domain';
import { clientFor, signedInClient, startTestBackend, type TestBackend } from './harness';
import { DEMO_STAFF } from './demo-accounts';

/**
 * The send-outbox Edge Function, called over `functions/v1` as a hosted project's scheduler would,
 * delivering to a real SMTP server (the mail catcher) and recording what happened on each message.
 */

let backend: TestBackend;
let catcher: MailCatcher;
let smtpPort: number;
let service: SupabaseClient<Database>;
let staff: SupabaseClient<Database>;
let client1Customer: string;
let serial = 0;

const unique = (prefix: string) => {
  serial += 1;
  return `${prefix} ${Date.now().toString(36)}-${serial}`;
};

const refused = (address: string) => address.startsWith('bounce');

beforeAll(async () => {
  catcher = await startMailCatcher({ smtpPort: 0, webPort: 0, refuseRecipient: refused });
  smtpPort = Number(new URL(catcher.smtpUrl).port);
  backend = await startTestBackend({
    functionEnv: { SMTP_URL: catcher.smtpUrl, MAIL_FROM: 'no-reply@northern-export.example', PORTAL_URL: 'https://portal.example.ca' },
  });
  service = clientFor(backend.url, backend.serviceRoleKey);
  staff = await signedInClient(DEMO_STAFF.email, DEMO_STAFF.password, backend);
  const { data } = await service.from('customers').select('id').eq('email', 'client1@demo.test').single();
  client1Customer = data!.id;
  // The seed's e-mails and the demo documents' expiry notices are not what these cases look at.
  await service.rpc('queue_document_expiry_notices');
  await backend.db.query("update public.outbox set status = 'sent' where status = 'queued'");
}, 60_000);

afterAll(async () => {
  await backend?.close();
  await catcher?.close();
});

async function drain(key = backend.serviceRoleKey, method = 'POST') {
  const response = await fetch(`${backend.url}/functions/v1/send-outbox`, { method, headers: { Authorization: `Bearer ${key}`, apikey: key } });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function reply(fields: Partial<Database['public']['Tables']['communications']['Insert']> = {}) {
  const { data, error } = await staff
    .from('communications')
    .insert({
      customer_id: client1Customer,
      subject: unique('Your shipment'),
      message: 'Your car sails on Monday.',
      direction: 'outbound',
      communication_type: 'email',
      read_status: true,
      ...fields,
    })
    .select()
    .single();
  if (error) throw error;
  return data;
}

async function delivery(id: string) {
  const { data } = await service.from('communications').select('delivery_status, delivery_error, delivered_at').eq('id', id).single();
  return data!;
}

async function outboxOf(communicationId: string) {
  const { data } = await service.from('outbox').select('*').eq('communication_id', communicationId).single();
  return data!;
}

const receivedTitled = (subject: string): CaughtMessage[] => catcher.messages().filter((message) => message.subject === subject);

/** Waits for a condition that depends on the clock (a retry's time), without a fixed sleep. */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('the send-outbox function', () => {
  it('is called by the service role only, with POST', async () => {
    expect((await drain(backend.anonKey)).body).toMatchObject({ error: 'service_role_required' });
    expect((await drain(backend.anonKey)).status).toBe(401);
    expect((await drain(backend.serviceRoleKey, 'GET')).status).toBe(405);
  });

  it("delivers a staff reply to the customer's inbox as text and HTML, and marks it sent", async () => {
    const sent = await reply();
    const { status, body } = await drain();
    expect(status).toBe(200);
    expect(body).toMatchObject({ sent: 1, claimed: 1, retrying: 0, failed: 0 });
    const [message] = receivedTitled(sent.subject!);
    const mail = await outboxOf(sent.id);
    expect(message).toMatchObject({
      to: ['client1@demo.test'],
      messageId: mail.message_id,
      text: 'Your car sails on Monday.',
    });
    expect(message!.from).toContain('no-reply@northern-export.example');
    expect(message!.html).toContain('<p>Your car sails on Monday.</p>');
    expect(await delivery(sent.id)).toMatchObject({ delivery_status: 'sent', delivery_error: null });
    expect((await delivery(sent.id)).delivered_at).not.toBeNull();
  });

  it("links a client's notice to the portal, in both bodies", async () => {
    const { data: shipment } = await service
      .from('shipments')
      .insert({ customer_id: client1Customer, shipment_number: unique('SHP-MAIL').replace(' ', '-'), status: 'planning' })
      .select('id, updated_at, shipment_number')
      .single();
    await staff.rpc('change_shipment_status', { shipment_id: shipment!.id, new_status: 'booked', seen_updated_at: shipment!.updated_at });
    await drain();
    const [message] = receivedTitled(`Shipment ${shipment!.shipment_number} is booked`);
    const link = `https://portal.example.ca/client/my-shipments/${shipment!.id}`;
    expect(message!.text).toContain(`Open it in the portal: ${link}`);
    expect(message!.html).toContain(`<a href="${link}">Open it in the portal</a>`);
  });

  it('sends script in a subject as text, escaped in the HTML, and a 100 KB message whole', async () => {
    const subject = `<script>alert("x")</script> ${unique('offer')}`;
    const message = `<img src=x onerror=alert(1)> & ${'b'.repeat(MESSAGE_MAX_BYTES - 40)}`;
    const sent = await reply({ subject, message });
    await drain();
    const [received] = receivedTitled(subject);
    expect(received!.text).toBe(message);
    expect(received!.html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; bbb');
    expect(received!.html).not.toMatch(/<img|<script/);
    expect((await delivery(sent.id)).delivery_status).toBe('sent');
  });

  it('keeps a name typed with a line break in its one To header', async () => {
    const { data: customer } = await service
      .from('customers')
      .insert({ first_name: 'Eve\r\nBcc: spy@example.ca', last_name: 'Injector', email: 'eve@example.ca' })
      .select('id')
      .single();
    const sent = await reply({ customer_id: customer!.id });
    await drain();
    const [message] = receivedTitled(sent.subject!);
    expect(message!.to).toEqual(['eve@example.ca']);
    expect(catcher.messages({ to: 'spy@example.ca' })).toEqual([]);
  });

  it("records a bounce as failed with the server's words, and does not try it again", async () => {
    const { data: customer } = await service
      .from('customers')
      .insert({ first_name: 'Bo', last_name: 'Unce', email: 'bounce@example.ca' })
      .select('id')
      .single();
    const sent = await reply({ customer_id: customer!.id });
    const { body } = await drain();
    expect(body).toMatchObject({ failed: 1, sent: 0 });
    expect(await delivery(sent.id)).toMatchObject({ delivery_status: 'failed', delivery_error: expect.stringMatching(/^550 .*mailbox unavailable/) });
    expect((await drain()).body).toMatchObject({ claimed: 0 });
  });
});

describe('with the mail server stopped', () => {
  it('e-mails wait, queued with the reason shown, and go out when it is back', async () => {
    await catcher.close();
    const first = await reply();
    const second = await reply();
    const { data: settings } = await service.from('settings').select('*').single();
    expect(settings!.email_notifications).toBe(true);
    // Rounds while the server is down; the retry is due one second later.
    const down = await fetch(`${backend.url}/functions/v1/send-outbox`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${backend.serviceRoleKey}` },
    });
    expect(await down.json()).toMatchObject({ sent: 0, retrying: 2 });
    for (const sent of [first, second]) {
      expect(await delivery(sent.id)).toMatchObject({
        delivery_status: 'queued',
        delivery_error: expect.stringMatching(/^The mail server could not be reached \(.*ECONNREFUSED/),
      });
    }
    catcher = await startMailCatcher({ smtpPort, webPort: 0, refuseRecipient: refused });
    await backend.db.query("update public.outbox set next_attempt_at = now() where status = 'queued'");
    await drain();
    for (const sent of [first, second]) {
      expect(await delivery(sent.id)).toMatchObject({ delivery_status: 'sent', delivery_error: null });
      expect(receivedTitled(sent.subject!)).toHaveLength(1);
    }
    const mail = await outboxOf(first.id);
    expect(mail.attempts).toBe(2);
  });

  it('a retry waits for its time, then goes', async () => {
    await catcher.close();
    const sent = await reply();
    await drain();
    catcher = await startMailCatcher({ smtpPort, webPort: 0, refuseRecipient: refused });
    expect((await drain()).body).toMatchObject({ claimed: 0 });
    const { next_attempt_at: nextAttempt } = await outboxOf(sent.id);
    expect(new Date(nextAttempt).getTime()).toBeGreaterThan(Date.now() + 20_000);
    await backend.db.query('update public.outbox set next_attempt_at = now() where id = $1', [(await outboxOf(sent.id)).id]);
    const after = await eventually(
      async () => {
        await drain();
        return delivery(sent.id);
      },
      (state) => state.delivery_status === 'sent',
    );
    expect(after.delivery_status).toBe('sent');
  });
});
