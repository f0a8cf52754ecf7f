import { expect, test, type Browser, type Page } from '@playwright/test';
import { demo, fileExportPapers, signIn, type DemoLogin } from './support';

test.use({ timezoneId: 'America/Toronto', locale: 'en-CA' });

/** A signed-in page in its own browser context: another person at another computer. */
async function person(browser: Browser, login: DemoLogin): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, login);
  return page;
}

/** Waits until the screen's live updates are joined, so a change made now reaches it. */
async function live(page: Page) {
  await expect(
    page
      .getByRole('main')
      .getByRole('status')
      .filter({ hasText: /^Live$/ })
      .first(),
  ).toBeVisible();
}

/** The local mail catcher `npm start` runs: its JSON API lists what it received, newest first. */
const MAIL_INBOX = 'http://127.0.0.1:54324';

interface CaughtMessage {
  subject: string;
  text: string;
  html: string | null;
  to: string[];
}

/** What the catcher received for an address, newest first. */
async function inboxOf(address: string): Promise<CaughtMessage[]> {
  const response = await fetch(`${MAIL_INBOX}/api/messages?to=${encodeURIComponent(address)}`);
  expect(response.ok).toBe(true);
  return ((await response.json()) as { messages: CaughtMessage[] }).messages;
}

/** Waits for an e-mail to the address that `matches`, and returns it. */
async function mailArriving(address: string, matches: (message: CaughtMessage) => boolean): Promise<CaughtMessage> {
  let found: CaughtMessage | undefined;
  await expect
    .poll(
      async () => {
        found = (await inboxOf(address)).find(matches);
        return found !== undefined;
      },
      { message: `an e-mail to ${address}`, timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}

test.describe('conversations', () => {
  test("staff reply to a client's message: the client's inbox on the mail catcher has it, and the thread shows it sent", async ({ browser }) => {
    const staff = await person(browser, 'staff');
    try {
      await staff.goto('/staff/support');
      await live(staff);
      await staff.getByRole('searchbox', { name: /Search messages/ }).fill(demo.client1.email);
      const card = staff
        .getByRole('list', { name: 'Messages' })
        .getByRole('article')
        .filter({ has: staff.getByRole('button', { name: 'Reply' }) })
        .first();
      await card.getByRole('button', { name: 'Reply' }).click();
      const dialog = staff.getByRole('dialog', { name: 'Reply to Customer' });
      const reply = `Your Camry's title has cleared customs <b>today</b> (${Date.now()}).`;
      await dialog.getByRole('textbox', { name: 'Your reply' }).fill(reply);
      await dialog.getByRole('button', { name: 'Send' }).click();
      await expect(staff.getByText('Reply sent successfully!')).toBeVisible();
      await expect(staff.getByText('It is queued to be e-mailed to the customer.')).toBeVisible();

      const mail = await mailArriving(demo.client1.email, (message) => message.text.includes(reply));
      expect(mail.subject).toBe('Re: Customer Inquiry');
      expect(mail.to).toEqual([demo.client1.email]);
      // The HTML part shows the words as written: markup typed in a message is text, not markup.
      expect(mail.html).toContain('&lt;b&gt;today&lt;/b&gt;');

      // In the customer's thread the reply is the newest entry, its e-mail sent.
      await card.getByRole('link', { name: 'View thread' }).click();
      const thread = staff.getByRole('list', { name: /^Messages and calls with / });
      const entry = thread.getByRole('article').filter({ hasText: reply });
      await expect(entry).toContainText('E-mail sent');
      await expect(entry).toContainText(/E-mail:\s*Sent/);
    } finally {
      await staff.context().close();
    }
  });

  test("staff move a client's shipment in transit: the client's open bell shows it within a second, and the e-mail arrives", async ({ browser }) => {
    // SHP-1010 is client1's, being planned; its vehicles' papers are filed first, as only a complete export file may leave.
    const shipment = 'SHP-1010';
    const [client, staff] = [await person(browser, 'client1'), await person(browser, 'staff')];
    try {
      for (const vin of ['4T1B11HKXKU000001', '1FTEW1EP6LF000003']) await fileExportPapers(staff, vin);
      await staff.goto(`/staff/shipments?q=${shipment}`);
      const card = staff.getByRole('article', { name: shipment });
      await expect(card).toContainText('No incomplete export files');
      await card.getByRole('button', { name: 'Book' }).click();
      await expect(card.getByRole('button', { name: 'In Transit' })).toBeEnabled();

      // The client, on their dashboard, sees the booking's notice arrive and marks everything read.
      const bell = client.getByRole('button', { name: /^Notifications/ });
      await bell.click();
      const panel = client.getByRole('dialog', { name: 'Notifications' });
      const notices = panel.getByRole('list', { name: 'Your notifications' });
      await expect(notices.getByRole('listitem').first()).toContainText(`Shipment ${shipment} is booked`);
      await panel.getByRole('button', { name: 'Mark all as read' }).click();
      await expect(panel.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
      await client.keyboard.press('Escape');
      await expect(client.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

      await card.getByRole('button', { name: 'In Transit' }).click();
      await expect(staff.getByText('Shipment status updated successfully!').last()).toBeVisible();
      // Counted from the moment the staff's change is acknowledged: the notice reaches the client's open page within a second.
      await expect(client.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible({ timeout: 1_000 });

      await bell.click();
      const notice = notices.getByRole('listitem').first();
      await expect(notice).toContainText(`Unread: Shipment ${shipment} has departed`);
      await notice.getByRole('link').click();
      await expect(client).toHaveURL(/\/client\/my-shipments\/[0-9a-f-]{36}$/);
      await expect(client.getByRole('heading', { level: 1, name: new RegExp(shipment) })).toBeVisible();
      await expect(client.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

      const mail = await mailArriving(demo.client1.email, (message) => message.subject === `Shipment ${shipment} has departed`);
      expect(mail.text).toMatch(/Expected at .+ on \d{4}-\d{2}-\d{2}\./);
    } finally {
      await client.context().close();
      await staff.context().close();
    }
  });

  test("a client's Request Quote appears unread in staff's open Customer Support, without a reload", async ({ browser }) => {
    const [client, staff] = [await person(browser, 'client1'), await person(browser, 'staff')];
    try {
      await staff.goto('/staff/support');
      await live(staff);
      const unreadTile = staff.getByRole('group', { name: 'Unread' });
      const unreadBefore = Number(await unreadTile.getByText(/^\d+$/).innerText());

      await client.goto('/client/browse-inventory');
      const card = client.getByRole('list', { name: 'Available vehicles' }).getByRole('article').first();
      const vehicle = (await card.getByRole('heading').innerText()).trim();
      await card.getByRole('button', { name: 'Request Quote' }).click();
      const dialog = client.getByRole('dialog', { name: 'Request Quote' });
      await expect(dialog).toContainText(vehicle);
      const words = `Could you quote delivery to Tema, Ghana? (${Date.now()})`;
      await dialog.getByRole('textbox', { name: 'Message (optional)' }).fill(words);
      await dialog.getByRole('button', { name: 'Send Request' }).click();
      await expect(client.getByText('Quote request sent successfully!')).toBeVisible();
      await expect(dialog).toHaveCount(0);

      // Staff's open screen follows: one more unread, and the request first among the messages.
      await expect(unreadTile.getByText(String(unreadBefore + 1), { exact: true })).toBeVisible();
      const request = staff.getByRole('list', { name: 'Messages' }).getByRole('article', { name: `Quote request: ${vehicle}` });
      await expect(request).toContainText(words);
      await expect(request).toContainText('Unread');

      // Its customer's thread shows it with the vehicle it is about.
      await request.getByRole('link', { name: 'View thread' }).click();
      const thread = staff.getByRole('list', { name: /^Messages and calls with / });
      const entry = thread.getByRole('article', { name: `Quote request: ${vehicle}` });
      await expect(entry).toContainText(words);
      await expect(entry.getByRole('link', { name: vehicle })).toBeVisible();
    } finally {
      await client.context().close();
      await staff.context().close();
    }
  });
});
