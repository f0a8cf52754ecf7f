import { expect, test, type Page } from '@playwright/test';
import { navigateInApp, signIn } from './support';

/** A list's search: one term that matches (its count line shows), one that matches nothing (the spec's text shows). */
async function searchList(page: Page, box: RegExp, match: string, noMatch: string, emptyText: string) {
  const search = page.getByRole('searchbox', { name: box });
  await search.fill(match);
  await expect(page.getByRole('status').filter({ hasText: /^\d[\d,]* \w+$/ })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  await search.fill(noMatch);
  await expect(page.getByText(emptyText)).toBeVisible();
}

test.describe('admin section', () => {
  test('the admin visits every screen, searches every list and switches every tab', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, 'admin');

    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Total Vehicles' })).toContainText(/\d+ available, \d+ sold/);
    await expect(page.getByRole('heading', { name: 'Revenue Overview' })).toBeVisible();

    await navigateInApp(page, '/admin/vehicles');
    await searchList(page, /Search vehicles/, 'toyota', 'no such vehicle', 'No vehicles found matching your search criteria.');

    await navigateInApp(page, '/admin/customers');
    await searchList(page, /Search customers/, 'tremblay', 'nobody by that name', 'No customers found matching your search.');
    await page.getByRole('tab', { name: 'Communications Log' }).click();
    await expect(page.getByRole('list', { name: 'Latest 50 communications' })).toBeVisible();
    await page.getByRole('tab', { name: 'Customer Analytics' }).click();
    await expect(page.getByRole('table', { name: 'Top customers by purchases' })).toBeVisible();

    await navigateInApp(page, '/admin/shipments');
    await searchList(page, /Search shipments/, 'SHP-10', 'no such shipment', 'No shipments found matching your search criteria.');

    await navigateInApp(page, '/admin/documents');
    await searchList(page, /Search documents/, 'invoice', 'no such document', 'No documents found matching your search criteria.');

    await navigateInApp(page, '/admin/finance');
    await expect(page.getByRole('group', { name: 'Cash Flow' })).toContainText('$');
    await searchList(page, /Search transactions/, 'customs', 'no such payment', 'No transactions found matching your search.');

    await navigateInApp(page, '/admin/reports');
    for (const tab of ['Banking Integration', 'Advanced Analytics', 'Reports & Export', 'Financial Overview']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    }

    await navigateInApp(page, '/admin/containers');
    await searchList(page, /Search containers/, 'MSCU', 'no such box', 'No containers found matching your search.');

    await navigateInApp(page, '/admin/users');
    await searchList(page, /Search users/, 'demo.test', 'no such person', 'No users found matching your search.');

    await navigateInApp(page, '/admin/settings');
    for (const tab of ['Notifications', 'Security', 'Business', 'System', 'General']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    }
  });

  test('settings are saved and still there after a reload', async ({ page }) => {
    await signIn(page, 'admin');
    await navigateInApp(page, '/admin/settings');
    await page.getByLabel('Company name').fill('Northern Export Co.');
    await page.getByRole('tab', { name: 'Business' }).click();
    await page.getByLabel('Tax rate (%)').fill('14.975');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(page.getByText('Settings saved successfully!')).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('Company name')).toHaveValue('Northern Export Co.');
    await page.getByRole('tab', { name: 'Business' }).click();
    await expect(page.getByLabel('Tax rate (%)')).toHaveValue('14.975');
  });

  test('the admin deletes a client user for good', async ({ page, request }) => {
    // A client of their own, signed up as anyone can, so the demo clients stay for the other journeys.
    const config = (await (await request.get('/portal-config.json')).json()) as { supabaseUrl: string; supabaseAnonKey: string };
    const signUp = await request.post(`${config.supabaseUrl}/auth/v1/signup`, {
      headers: { apikey: config.supabaseAnonKey },
      data: { email: 'leaving.client@example.ca', password: 'Leaving!2026', data: { first_name: 'Leaving', last_name: 'Client' } },
    });
    expect(signUp.ok()).toBe(true);

    await signIn(page, 'admin');
    await navigateInApp(page, '/admin/users');
    await page.getByRole('searchbox', { name: /Search users/ }).fill('leaving.client@');
    const card = page.getByRole('article', { name: 'Leaving Client' });
    await card.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete user' }).click();
    await expect(page.getByText('User deleted successfully.')).toBeVisible();
    await expect(page.getByText('No users found matching your search.')).toBeVisible();
    await page.reload();
    await expect(page.getByText('No users found matching your search.')).toBeVisible();
  });
});
