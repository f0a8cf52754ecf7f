import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support';

/** The tiles' top edges, to tell how many share the first row. */
async function tilesInFirstRow(page: Page): Promise<number> {
  const tiles = page.getByRole('main').getByRole('group');
  await expect(tiles.first()).toBeVisible();
  const tops = await tiles.evaluateAll((elements) => elements.map((element) => Math.round(element.getBoundingClientRect().top)));
  return tops.filter((top) => top === tops[0]).length;
}

test.describe('finding one’s way', () => {
  test('the skip link is the first Tab stop and jumps to the page heading', async ({ page }) => {
    await signIn(page, 'admin');
    // A fresh load, so Tab starts from the top of the page rather than where the sign-in form was.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeFocused();
  });

  test('a sidebar link moves focus to the new page heading and names the tab after it', async ({ page }) => {
    await signIn(page, 'admin');
    await expect(page).toHaveTitle('Admin Dashboard · Export Portal');
    const sidebar = page.getByRole('navigation', { name: 'Main' });
    await expect(sidebar.getByRole('link', { name: 'Dashboard', exact: true })).toHaveAttribute('aria-current', 'page');
    await sidebar.getByRole('link', { name: 'Vehicle Inventory' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Vehicle Inventory' })).toBeFocused();
    await expect(page).toHaveTitle('Vehicle Inventory · Export Portal');
    await sidebar.getByRole('link', { name: 'Dashboard', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page).toHaveTitle('Admin Dashboard · Export Portal');
    await expect(page.getByText('Business-wide figures', { exact: false })).toBeVisible();
  });

  test('the landing page arrives finished, without a script, and its links open the portal', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script' || request.url().endsWith('/portal-config.json')) scripts.push(request.url());
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Export Portal' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts).toEqual([]);
    await page.getByRole('link', { name: 'Access System' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Sign In' }).getByLabel('Email')).toBeVisible();
    await page.goBack();
    // Signed out, the demo dashboard asks who is visiting first.
    await page.getByRole('link', { name: 'Demo Dashboard' }).click();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('the pages outside the portal layout have titles of their own', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Export Portal');
    await page.goto('/auth');
    await expect(page).toHaveTitle('Sign In · Export Portal');
    await page.goto('/no/such/page');
    await expect(page).toHaveTitle('Page not found · Export Portal');
    await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
  });

  test('the shell links a favicon that it serves', async ({ page, request }) => {
    await page.goto('/');
    const href = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(href).toBeTruthy();
    const icon = await request.get(href!);
    expect(icon.status()).toBe(200);
    expect(icon.headers()['content-type']).toContain('image/svg+xml');
  });

  test('the collapsed icon rail keeps the brand mark in sight', async ({ page }) => {
    await signIn(page, 'staff');
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    const mark = page.getByRole('navigation', { name: 'Main' }).getByRole('img', { name: 'Export Portal' });
    await expect(mark).toBeVisible();
    const box = await mark.boundingBox();
    expect(box?.width).toBeGreaterThan(16);
  });

  for (const width of [640, 768]) {
    test(`the dashboard keeps two tile columns at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await signIn(page, 'admin');
      await page.goto('/dashboard');
      await expect(page.getByRole('main')).toHaveAttribute('aria-busy', 'false');
      expect(await tilesInFirstRow(page)).toBeGreaterThanOrEqual(2);
    });
  }

  test('on a phone, opening the navigation from the keyboard focuses its first link, not Sign Out', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await signIn(page, 'client1');
    await page.getByRole('button', { name: 'Toggle sidebar' }).focus();
    await page.keyboard.press('Enter');
    const sheet = page.getByRole('dialog', { name: 'Navigation' });
    await expect(sheet.getByRole('link', { name: 'My Dashboard' })).toBeFocused();
    await expect(sheet.getByRole('button', { name: 'Sign Out' })).not.toBeFocused();
  });

  test('Access Denied leads a client back to their own dashboard', async ({ page }) => {
    await signIn(page, 'client1');
    await page.goto('/admin/');
    await expect(page).toHaveURL(/\/unauthorized$/);
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await expect(page).toHaveURL(/\/client\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My Dashboard' })).toBeVisible();
  });
});
