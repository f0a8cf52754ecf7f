import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support';

/** A stored code as it would leak onto a page: lower-case words joined by underscores, e.g. in_transit. */
const RAW_CODE = /\b[a-z]+_[a-z_]+\b/g;

/** The codes that show in the visible text of the page's main area once its list has loaded. */
async function visibleCodes(page: Page): Promise<string[]> {
  const main = page.getByRole('main');
  await expect(main).toHaveAttribute('aria-busy', 'false');
  await expect(main.getByRole('article').first()).toBeVisible();
  return (await main.innerText()).match(RAW_CODE) ?? [];
}

test.describe('words, not codes', () => {
  for (const [path, heading] of [
    ['/admin/shipments', 'Shipment Tracking'],
    ['/admin/documents', 'Document Center'],
    ['/admin/vehicles', 'Vehicle Inventory'],
    ['/admin/containers', 'Container Management'],
    ['/admin/finance', 'Financial Management'],
    ['/admin/users', 'User Management'],
    ['/staff/shipments', 'Shipment Operations'],
    ['/staff/support', 'Customer Support'],
  ] as const) {
    test(`${heading} shows no stored code`, async ({ page }) => {
      await signIn(page, 'admin');
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      expect(await visibleCodes(page)).toEqual([]);
    });
  }

  test('the Documents board reads "Bill of Lading" and the shipments board names container statuses in words', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/admin/documents?q=lading');
    await expect(page.getByRole('main').getByText('Bill of Lading', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('main').getByText(/Bill Of Lading/)).toHaveCount(0);
    await page.goto('/admin/shipments');
    await expect(
      page
        .getByRole('main')
        .getByText(/^(Available|Loading|In Transit)(, (Available|Loading|In Transit))*$/)
        .first(),
    ).toBeVisible();
  });

  test('the shared dashboard and the admin dashboard show the same profit margin', async ({ page }) => {
    await signIn(page, 'admin');
    const margin = page.getByRole('group', { name: 'Profit Margin' }).getByText(/%$/);
    await expect(margin).toBeVisible();
    const onAdmin = await margin.innerText();
    await page.goto('/dashboard');
    await expect(page.getByRole('group', { name: 'Profit Margin' }).getByText(/%$/)).toHaveText(onAdmin);
  });
});

test.describe('reachable', () => {
  test('an admin reaches User Management from the dashboard and from Settings', async ({ page }) => {
    await signIn(page, 'admin');
    await page.getByRole('group', { name: 'System Users' }).getByRole('link', { name: 'Manage users' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings', exact: true }).click();
    await page
      .getByRole('navigation', { name: 'Accounts' })
      .getByRole('link', { name: /User Management/ })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
  });

  test('an admin moves to Customer Support and Shipment Operations from the sidebar', async ({ page }) => {
    await signIn(page, 'admin');
    const staff = page.getByRole('navigation', { name: 'Main' }).getByRole('list', { name: 'Staff Portal' });
    await staff.getByRole('link', { name: 'Customer Support' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Customer Support' })).toBeVisible();
    await expect(staff.getByRole('link', { name: 'Customer Support' })).toHaveAttribute('aria-current', 'page');
    await staff.getByRole('link', { name: 'Shipment Operations' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Shipment Operations' })).toBeVisible();
  });

  test('Track Shipment and Download Documents show the client’s latest records before any search', async ({ page }) => {
    await signIn(page, 'client1');
    await page.goto('/client/track-shipment');
    await expect(page.getByRole('list', { name: 'Your latest shipments' }).getByRole('article').first()).toBeVisible();
    await page.goto('/client/download-documents');
    const documents = page.getByRole('list', { name: 'Your latest documents' });
    await expect(documents.getByRole('article').first()).toBeVisible();
    await expect(documents.getByRole('button', { name: /^Download / }).first()).toBeEnabled();
  });
});

test('the reply dialog quotes the message it answers', async ({ page }) => {
  await signIn(page, 'staff');
  await page.goto('/staff/support');
  const first = page
    .getByRole('list', { name: 'Messages' })
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: 'Reply' }) })
    .first();
  const text = await first.getByRole('definition').first().innerText();
  await first.getByRole('button', { name: 'Reply' }).click();
  const quote = page.getByRole('dialog', { name: 'Reply to Customer' }).getByRole('figure');
  await expect(quote).toContainText(text);
  await expect(quote).toHaveAccessibleName(/ wrote on /);
});
