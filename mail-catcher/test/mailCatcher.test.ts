import nodemailer from 'nodemailer';
import { startMailCatcher, type MailCatcher } from '../src/index';

let catcher: MailCatcher;

beforeAll(async () => {
  catcher = await startMailCatcher({ smtpPort: 0, webPort: 0 });
});

afterAll(async () => {
  await catcher?.close();
});

beforeEach(() => {
  catcher.clear();
});

async function sendMail(to: string, subject: string, html = '<p>Hello</p>') {
  const transport = nodemailer.createTransport(catcher.smtpUrl);
  try {
    await transport.sendMail({
      from: 'Northern Export <no-reply@example.ca>',
      to,
      subject,
      text: `Text of ${subject}`,
      html,
      messageId: `<${subject.replace(/\W/g, '')}@example.ca>`,
    });
  } finally {
    transport.close();
  }
}

const api = async (path: string, init?: RequestInit) => {
  const response = await fetch(`${catcher.inboxUrl}${path}`, init);
  return { status: response.status, headers: response.headers, body: await response.text() };
};

describe('the mail catcher', () => {
  it('lists what it received newest first, filters by recipient, and deletes all', async () => {
    await sendMail('client1@demo.test', 'First');
    await sendMail('Client2@Demo.test', 'Second');
    const all = JSON.parse((await api('/api/messages')).body) as { messages: { subject: string; to: string[]; text: string; messageId: string }[] };
    expect(all.messages.map((message) => message.subject)).toEqual(['Second', 'First']);
    expect(all.messages[1]).toMatchObject({ to: ['client1@demo.test'], text: 'Text of First', messageId: '<First@example.ca>' });
    const filtered = JSON.parse((await api('/api/messages?to=client2%40demo.test')).body) as { messages: { subject: string }[] };
    expect(filtered.messages.map((message) => message.subject)).toEqual(['Second']);
    expect(JSON.parse((await api('/api/messages', { method: 'DELETE' })).body)).toEqual({ deleted: 2 });
    expect(catcher.messages()).toEqual([]);
  });

  it("shows an e-mail's HTML only in a sandbox, and escapes the rest of its page", async () => {
    await sendMail('client1@demo.test', '<script>alert(1)</script>', '<p>Hi</p><script>alert(2)</script>');
    const [message] = catcher.messages();
    const inbox = await api('/');
    expect(inbox.body).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(inbox.body).not.toContain('<script>');
    expect(inbox.headers.get('content-security-policy')).toContain("default-src 'none'");
    const detail = await api(`/messages/${message!.id}`);
    expect(detail.body).toContain(`<iframe title="The e-mail's HTML, without scripts" sandbox src="/messages/${message!.id}/html">`);
    expect(detail.body).not.toContain('alert(2)');
    const html = await api(`/messages/${message!.id}/html`);
    expect(html.body).toContain('<script>alert(2)</script>');
    expect(html.headers.get('content-security-policy')).toMatch(/^sandbox;/);
  });

  it('answers an unknown message or route with 404 and other methods with 405', async () => {
    expect((await api('/messages/nope')).status).toBe(404);
    expect((await api('/api/messages/nope')).status).toBe(404);
    expect((await api('/api/messages', { method: 'POST' })).status).toBe(405);
  });
});
