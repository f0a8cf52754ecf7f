import { expect, test, type Locator, type Page } from '@playwright/test';
import { demo, signIn, signOut } from './support';

// The business is Canadian: the browser, like the database's business day, is on Toronto time.
test.use({ timezoneId: 'America/Toronto', locale: 'en-CA' });

/** Today in Toronto as the portal shows dates: "Mar 5, 2026". */
function torontoToday(): string {
  return new Intl.DateTimeFormat('en-US', { timeZone: 'America/Toronto', month: 'short', day: 'numeric', year: 'numeric' }).format(new Date());
}

const SUCCESS = 'Shipment status updated successfully!';

/**
 * The first shipment of a status on Shipment Operations whose vehicles' export files are complete
 * (so it may leave), then that shipment alone; returns its number and card.
 */
async function firstShipmentCard(page: Page, status: string): Promise<{ number: string; card: Locator }> {
  await page.goto(`/staff/shipments?status=${status}`);
  const first = page.getByRole('list', { name: 'Shipments' }).getByRole('article').filter({ hasText: 'No incomplete export files' }).first();
  const number = (await first.getByRole('heading').innerText()).trim();
  // Searched for without the status filter, so the card stays in view as its status changes.
  await page.goto(`/staff/shipments?q=${encodeURIComponent(number)}`);
  await expect(page.getByText('1 shipment', { exact: true })).toBeVisible();
  return { number, card: page.getByRole('article', { name: number }) };
}

async function tileValue(page: Page, title: string): Promise<number> {
  const value = page.getByRole('group', { name: title }).getByText(/^\d+$/);
  await expect(value).toBeVisible();
  return Number(await value.innerText());
}

test.describe('staff operations', () => {
  test('staff book a planning shipment, move it in transit and deliver it, dated today in Canada', async ({ page }) => {
    await signIn(page, 'staff');
    const { card } = await firstShipmentCard(page, 'planning');
    const today = torontoToday();

    await card.getByRole('button', { name: 'Book' }).click();
    await expect(page.getByText(SUCCESS)).toBeVisible();
    await expect(card.getByRole('button', { name: 'Book' })).toBeDisabled();

    await card.getByRole('button', { name: 'In Transit' }).click();
    await expect(card.getByRole('button', { name: 'Deliver' })).toBeEnabled();
    await expect(card).toContainText(`Departure${today}`);

    await card.getByRole('button', { name: 'Deliver' }).click();
    await expect(card.getByRole('button', { name: 'Deliver' })).toBeDisabled();
    await expect(card).toContainText(`Arrival${today}`);
    await expect(card).toContainText('Delivered');
  });

  test('a shipment staff deliver shows as delivered on the admin Shipments screen', async ({ page }) => {
    await signIn(page, 'staff');
    const { number, card } = await firstShipmentCard(page, 'in_transit');
    await card.getByRole('button', { name: 'Deliver' }).click();
    await expect(card.getByRole('button', { name: 'Deliver' })).toBeDisabled();

    await signOut(page);
    await signIn(page, 'admin');
    await page.goto('/admin/shipments');
    await page.getByRole('main').getByRole('searchbox').fill(number);
    const row = page.getByRole('main').locator('article, tr, li').filter({ hasText: number });
    await expect(row.first()).toContainText('Delivered');
  });

  test('marking a message read lowers the Unread tile by one', async ({ page }) => {
    await signIn(page, 'staff');
    await page.goto('/staff/support');
    const before = await tileValue(page, 'Unread');
    const markRead = page.getByRole('list', { name: 'Messages' }).getByRole('button', { name: 'Mark as Read' }).and(page.locator(':enabled'));
    await markRead.first().click();
    await expect(page.getByRole('group', { name: 'Unread' })).toContainText(String(before - 1));
  });

  test("staff reply to client1, and client1's dashboard shows the reply among its latest communications", async ({ page }) => {
    await signIn(page, 'staff');
    await page.goto('/staff/customer-support');
    await page.getByRole('searchbox', { name: /Search messages/ }).fill(demo.client1.email);
    await page.getByRole('list', { name: 'Messages' }).getByRole('button', { name: 'Reply' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Reply to Customer' });
    const send = dialog.getByRole('button', { name: 'Send' });
    await expect(send).toBeDisabled();
    const reply = `Your Civic sails from Halifax on Friday (${Date.now()}).`;
    await dialog.getByRole('textbox', { name: 'Your reply' }).fill(reply);
    await send.click();
    await expect(page.getByText('Reply sent successfully!')).toBeVisible();
    await expect(dialog).toBeHidden();

    await signOut(page);
    await signIn(page, 'client1');
    const recent = page.getByRole('region', { name: 'Recent Communications' });
    await expect(recent).toContainText(reply);
    await expect(recent).toContainText('Re: Customer Inquiry');
  });

  test('two staff race one shipment: one moves it, the other is told it changed', async ({ browser }) => {
    test.setTimeout(60_000);
    const first = await browser.newContext();
    const second = await browser.newContext();
    // The race needs B to act on the version it saw: B's live updates are cut off (the socket
    // opens against a stand-in that never answers), or B's board would already show A's change.
    await second.routeWebSocket(/\/realtime\/v1\/websocket/, () => undefined);
    try {
      const [pageA, pageB] = [await first.newPage(), await second.newPage()];
      await signIn(pageA, 'staff');
      await signIn(pageB, 'staff');
      const { number, card: cardA } = await firstShipmentCard(pageA, 'booked');
      await pageB.goto(`/staff/shipments?q=${encodeURIComponent(number)}`);
      const cardB = pageB.getByRole('article', { name: number });
      await expect(cardB.getByRole('button', { name: 'In Transit' })).toBeEnabled();

      await cardA.getByRole('button', { name: 'In Transit' }).click();
      await expect(pageA.getByText(SUCCESS)).toBeVisible();

      await cardB.getByRole('button', { name: 'In Transit' }).click();
      await expect(pageB.getByText('Failed to update shipment status.')).toBeVisible();
      await expect(pageB.getByText('This record was changed by someone else. The list now shows the latest version.')).toBeVisible();
      await expect(cardB.getByRole('button', { name: 'Deliver' })).toBeEnabled();
    } finally {
      await first.close();
      await second.close();
    }
  });
});
