import { expect, test, type Browser, type Page } from '@playwright/test';
import { demo, signIn, type DemoLogin } from './support';

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
      .filter({ hasText: /^Live$/ }),
  ).toBeVisible();
}

/** Marks the page, so a reload (which would drop the mark) can be told from a live update. */
const markPage = (page: Page) => page.evaluate(() => Object.assign(window, { notReloaded: true }));
const stillSamePage = (page: Page) => page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded === true);

test.describe('live boards', () => {
  test("staff A moves a shipment in transit and staff B's filtered board shows it without a reload, keeping its filter and scroll", async ({
    browser,
  }) => {
    const [pageA, pageB] = [await person(browser, 'staff'), await person(browser, 'staff')];
    try {
      await pageB.goto('/staff/shipments?status=booked');
      await live(pageB);
      const count = pageB.getByText(/^\d+ shipments?$/);
      const before = Number((await count.innerText()).split(' ')[0]);
      // One whose vehicles' export files are complete, as only those may leave.
      const first = pageB.getByRole('list', { name: 'Shipments' }).getByRole('article').filter({ hasText: 'No incomplete export files' }).first();
      const number = (await first.getByRole('heading').innerText()).trim();
      await pageB.mouse.wheel(0, 400);
      await expect.poll(() => pageB.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      const scrolled = await pageB.evaluate(() => window.scrollY);
      await markPage(pageB);

      await pageA.goto(`/staff/shipments?q=${encodeURIComponent(number)}`);
      await pageA.getByRole('article', { name: number }).getByRole('button', { name: 'In Transit' }).click();
      await expect(pageA.getByText('Shipment status updated successfully!')).toBeVisible();

      // B's board follows: one booked shipment fewer, same filter, same place on the page.
      await expect(count).toHaveText(`${before - 1} shipment${before - 1 === 1 ? '' : 's'}`);
      await expect(pageB.getByRole('article', { name: number })).toHaveCount(0);
      expect(new URL(pageB.url()).searchParams.get('status')).toBe('booked');
      // Where it was, unless the page, one card shorter, no longer reaches that far.
      const { scrollY, lowest } = await pageB.evaluate(() => ({
        scrollY: window.scrollY,
        lowest: document.documentElement.scrollHeight - window.innerHeight,
      }));
      expect(scrollY).toBeGreaterThan(0);
      expect(scrollY).toBe(Math.min(scrolled, lowest));
      expect(await stillSamePage(pageB)).toBe(true);

      // And on a board that shows it, the shipment arrives with its new status.
      await pageB.goto(`/staff/shipments?q=${encodeURIComponent(number)}`);
      await expect(pageB.getByRole('article', { name: number })).toContainText('In Transit');
    } finally {
      await pageA.context().close();
      await pageB.context().close();
    }
  });

  test("staff reply to client1: client1's open dashboard shows it, client2's open dashboard does not change", async ({ browser }) => {
    const [staff, client1, client2] = [await person(browser, 'staff'), await person(browser, 'client1'), await person(browser, 'client2')];
    try {
      await live(client1);
      await live(client2);
      await markPage(client1);
      const recent1 = client1.getByRole('region', { name: 'Recent Communications' });
      const recent2 = client2.getByRole('region', { name: 'Recent Communications' });
      const client2Before = await recent2.innerText();

      await staff.goto('/staff/customer-support');
      await live(staff);
      await staff.getByRole('searchbox', { name: /Search messages/ }).fill(demo.client1.email);
      await staff.getByRole('list', { name: 'Messages' }).getByRole('button', { name: 'Reply' }).first().click();
      const dialog = staff.getByRole('dialog', { name: 'Reply to Customer' });
      const reply = `Your shipment is booked on the next sailing (${Date.now()}).`;
      await dialog.getByRole('textbox', { name: 'Your reply' }).fill(reply);
      await dialog.getByRole('button', { name: 'Send' }).click();
      await expect(staff.getByText('Reply sent successfully!')).toBeVisible();

      await expect(recent1).toContainText(reply);
      expect(await stillSamePage(client1)).toBe(true);
      // Given time to arrive had it been sent, client2's dashboard still reads as before.
      await client2.waitForTimeout(1_000);
      expect(await recent2.innerText()).toBe(client2Before);
      await expect(recent2).not.toContainText(reply);
    } finally {
      for (const page of [staff, client1, client2]) await page.context().close();
    }
  });
});
