import { expect, test, type Browser, type Page } from '@playwright/test';
import { signIn, type DemoLogin } from './support';

/** A signed-in page in its own browser context: another person at another computer. */
async function person(browser: Browser, login: DemoLogin): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, login);
  return page;
}

const liveBadge = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('status')
    .filter({ hasText: /Live|paused|Connecting/ });

/**
 * The connection drops or comes back. Chromium's network emulation changes navigator.onLine without
 * firing the event a real change of network fires, so the page is told as the browser would tell it.
 */
async function setConnection(page: Page, online: boolean) {
  await page.context().setOffline(!online);
  await page.evaluate((up) => window.dispatchEvent(new Event(up ? 'online' : 'offline')), online);
}

async function live(page: Page) {
  await expect(liveBadge(page)).toHaveText(/^Live$/);
}

/** The VIN of the first vehicle a staff board shows with the given status. */
async function firstVehicleVin(page: Page, status: string): Promise<string> {
  await page.goto(`/staff/vehicles?status=${status}`);
  const subtitle = await page.getByRole('list', { name: 'Vehicles' }).getByRole('article').first().getByText(/^VIN /).innerText();
  return subtitle.replace(/^VIN /, '').trim();
}

test.describe('offline', () => {
  test('a status change made offline fails at once with the reason, and is not applied when the connection comes back', async ({ browser }) => {
    const staff = await person(browser, 'staff');
    try {
      const vin = await firstVehicleVin(staff, 'available');
      await staff.goto(`/staff/vehicles?q=${vin}`);
      const card = staff.getByRole('list', { name: 'Vehicles' }).getByRole('article');
      await expect(card).toHaveCount(1);
      await live(staff);

      await setConnection(staff, false);
      await expect(staff.getByRole('alert').filter({ hasText: 'You are offline' })).toBeVisible();
      await expect(liveBadge(staff)).toHaveText(/paused/i, { timeout: 3_000 });

      const clicked = Date.now();
      await card.getByRole('button', { name: 'Shipped' }).click();
      await expect(staff.getByText('Failed to update vehicle status.')).toBeVisible({ timeout: 2_000 });
      await expect(staff.getByText(/^You are offline: nothing was changed\./)).toBeVisible();
      expect(Date.now() - clicked).toBeLessThan(2_000);
      await expect(card.getByRole('button', { name: 'Shipped' })).toBeEnabled();

      // A search typed offline cannot run: the list says so rather than keep the rows of the last search.
      await staff.getByRole('searchbox').fill('no such vehicle anywhere');
      await expect(staff.getByRole('alert').filter({ hasText: /could not be loaded/ })).toBeVisible({ timeout: 2_000 });
      await expect(card).toHaveCount(0);

      await setConnection(staff, true);
      await expect(staff.getByRole('alert').filter({ hasText: 'You are offline' })).toHaveCount(0);
      await expect(liveBadge(staff)).toHaveText(/Live/, { timeout: 15_000 });
      await staff.getByRole('searchbox').fill(vin);
      await expect(card).toHaveCount(1);
      // Given time to be replayed had it been kept, the change never reaches the database.
      await staff.waitForTimeout(2_000);
      await staff.reload();
      await expect(card).toHaveCount(1);
      await expect(card).toContainText('Available');
      await expect(card.getByRole('button', { name: 'Shipped' })).toBeEnabled();
    } finally {
      await staff.context().close();
    }
  });
});

test.describe('boards are live', () => {
  test("staff marks a vehicle shipped and admin's open vehicle board shows it without a reload", async ({ browser }) => {
    const [staff, admin] = [await person(browser, 'staff'), await person(browser, 'admin')];
    try {
      const vin = await firstVehicleVin(staff, 'available');
      await admin.goto(`/admin/vehicles?q=${vin}`);
      const adminCard = admin.getByRole('list', { name: 'Vehicles' }).getByRole('article');
      await expect(adminCard).toContainText('Available');
      await live(admin);

      await staff.goto(`/staff/vehicles?q=${vin}`);
      await staff.getByRole('list', { name: 'Vehicles' }).getByRole('article').getByRole('button', { name: 'Shipped' }).click();
      await expect(staff.getByText('Vehicle status updated successfully!')).toBeVisible();

      await expect(adminCard).toContainText('Shipped', { timeout: 5_000 });
    } finally {
      await staff.context().close();
      await admin.context().close();
    }
  });

  const boards: Partial<Record<DemoLogin, string[]>> = {
    admin: ['vehicles', 'customers', 'shipments', 'documents', 'containers', 'finance', 'users', 'reports'].map((screen) => `/admin/${screen}`),
    staff: ['vehicles', 'shipments', 'documents', 'support', 'containers'].map((screen) => `/staff/${screen}`),
    client1: ['my-vehicles', 'my-shipments', 'my-documents', 'track-shipment', 'browse-inventory', 'download-documents'].map(
      (screen) => `/client/${screen}`,
    ),
  };
  for (const [login, paths] of Object.entries(boards) as [DemoLogin, string[]][]) {
    test(`every board of ${login} follows other people's changes`, async ({ page }) => {
      await signIn(page, login);
      for (const path of paths) {
        await page.goto(path);
        await live(page);
      }
    });
  }
});

test.describe('a failed load', () => {
  test('a list whose read is refused says so within 5 s with Retry, and Retry loads it', async ({ page }) => {
    await signIn(page, 'admin');
    let refuse = true;
    await page.route(/\/rest\/v1\/vehicle_directory\?/, (route) => (refuse ? route.abort('connectionrefused') : route.fallback()));
    const started = Date.now();
    await page.goto('/admin/vehicles');
    const failure = page
      .getByRole('main')
      .getByRole('alert')
      .filter({ hasText: /could not be loaded/ });
    await expect(failure).toBeVisible({ timeout: 5_000 });
    expect(Date.now() - started).toBeLessThan(5_000);

    refuse = false;
    await failure.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('list', { name: 'Vehicles' }).getByRole('article').first()).toBeVisible();
    await expect(failure).toHaveCount(0);
  });

  test('a list whose read gets no answer says so within 5 s, and shows the rows when the answer comes', async ({ page }) => {
    await signIn(page, 'admin');
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/rest\/v1\/shipments\?/, async (route) => {
      await answered;
      await route.fallback();
    });
    const started = Date.now();
    await page.goto('/admin/shipments');
    const failure = page
      .getByRole('main')
      .getByRole('alert')
      .filter({ hasText: /not answering|could not be loaded/ });
    await expect(failure).toBeVisible({ timeout: 5_000 });
    expect(Date.now() - started).toBeLessThan(5_000);
    await expect(failure.getByRole('button', { name: 'Retry' })).toBeVisible();

    release();
    await expect(page.getByRole('list', { name: 'Shipments' }).getByRole('article').first()).toBeVisible();
    await expect(failure).toHaveCount(0);
  });
});
