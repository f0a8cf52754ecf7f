import { expect, test } from '@playwright/test';
import { demo, signIn, signOut, submitSignIn, type DemoLogin } from './support';

async function signOutAndSignIn(page: import('@playwright/test').Page, login: DemoLogin) {
  await signOut(page);
  await signIn(page, login);
}

const sidebarLabels: Record<'admin' | 'staff' | 'client1', string[]> = {
  admin: [
    'Dashboard',
    'Vehicle Inventory',
    'Customer Management',
    'Financial Management',
    'Shipment Tracking',
    'Container Management',
    'Document Center',
    'Reports & Analytics',
    'Activity',
    'Settings',
    // The staff section, which an admin may also enter, under 'Staff Portal'.
    'Staff Dashboard',
    'Vehicle Operations',
    'Customer Support',
    'Shipment Operations',
    'Containers',
    'Document Operations',
  ],
  staff: ['Dashboard', 'Vehicle Operations', 'Customer Support', 'Shipment Operations', 'Containers', 'Document Operations'],
  client1: ['My Dashboard', 'My Vehicles', 'My Shipments', 'My Documents', 'Browse Inventory', 'Track Shipment', 'Download Documents'],
};

test.describe('navigation', () => {
  for (const login of Object.keys(sidebarLabels) as Array<keyof typeof sidebarLabels>) {
    test(`every ${login} sidebar link reaches a screen and is highlighted there`, async ({ page }) => {
      await signIn(page, login as DemoLogin);
      const sidebar = page.getByRole('navigation', { name: 'Main' });
      await expect(sidebar.getByRole('link')).toHaveText(sidebarLabels[login]);
      for (const label of sidebarLabels[login]) {
        await sidebar.getByRole('link', { name: label, exact: true }).click();
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByText('Oops! Page not found')).toHaveCount(0);
        await expect(page.getByText('Access Denied')).toHaveCount(0);
        await expect(sidebar.getByRole('link', { name: label, exact: true })).toHaveAttribute('aria-current', 'page');
      }
    });
  }

  test('the header names the portal by role', async ({ page }) => {
    await signIn(page, 'staff');
    const sidebar = page.getByRole('navigation', { name: 'Main' });
    await expect(sidebar.getByText('Export Portal')).toBeVisible();
    await expect(sidebar.getByText('Staff Portal')).toBeVisible();
  });

  test('shortcuts send each role to its own screen, and a signed-out visitor to /auth', async ({ page }) => {
    await page.goto('/track-shipment');
    await expect(page).toHaveURL(/\/auth$/);
    // Signing in returns to the shortcut, which then resolves by role.
    await submitSignIn(page, demo.client1.email, demo.client1.password);
    await expect(page).toHaveURL(/\/client\/track-shipment$/);
    await page.goto('/customers');
    await expect(page).toHaveURL(/\/client\/dashboard$/);
    await page.goto('/finance');
    await expect(page).toHaveURL(/\/client\/dashboard$/);
  });

  test('admin shortcuts lead into the admin section, staff ones into staff screens', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/browse-inventory');
    await expect(page).toHaveURL(/\/admin\/vehicles$/);
    await signOutAndSignIn(page, 'staff');
    await page.goto('/customers');
    await expect(page).toHaveURL(/\/staff\/customer-support$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Customer Support' })).toBeVisible();
  });

  test('the sidebar collapse persists across a reload, and Ctrl+B toggles it', async ({ page }) => {
    await signIn(page, 'admin');
    const toggle = page.getByRole('button', { name: 'Toggle sidebar' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Toggle sidebar' })).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Control+b');
    await expect(page.getByRole('button', { name: 'Toggle sidebar' })).toHaveAttribute('aria-expanded', 'true');
  });

  test('unknown paths show the 404 page with a link home', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page.getByRole('link', { name: 'Access System' })).toBeVisible();
  });
});

test('demo accounts are listed on the auth page', async ({ page }) => {
  await page.goto('/auth');
  for (const account of Object.values(demo)) {
    await expect(page.getByText(account.email)).toBeVisible();
  }
});
