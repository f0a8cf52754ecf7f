import { expect, test } from '@playwright/test';
import { demo, signIn, signOut, submitSignIn, type DemoLogin } from './support';

test.describe('signing in and out', () => {
  for (const login of Object.keys(demo) as DemoLogin[]) {
    test(`${login} signs in and lands in their section`, async ({ page }) => {
      await signIn(page, login);
      await expect(page.getByText(`Signed in as ${demo[login].email}`)).toBeVisible();
    });
  }

  test("a wrong password shows 'Login Failed' with the server's message and keeps the input", async ({ page }) => {
    await page.goto('/auth');
    await submitSignIn(page, demo.admin.email, 'not-the-password');
    const toast = page.getByRole('listitem').filter({ hasText: 'Login Failed' });
    await expect(toast).toContainText('Invalid login credentials');
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('tabpanel', { name: 'Sign In' }).getByLabel('Email')).toHaveValue(demo.admin.email);
  });

  test('clicking a Demo Access login fills the form', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('button', { name: /staff@demo\.test/ }).click();
    const form = page.getByRole('tabpanel', { name: 'Sign In' });
    await expect(form.getByLabel('Email')).toHaveValue(demo.staff.email);
    await expect(form.getByLabel('Password')).toHaveValue(demo.staff.password);
  });

  test('sign-up creates a client who reaches /client/ and not /admin/', async ({ page }) => {
    const email = `new.client.${Date.now()}@example.test`;
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    const form = page.getByRole('tabpanel', { name: 'Sign Up' });
    await form.getByLabel('First name').fill('Nadia');
    await form.getByLabel('Last name').fill('Okafor');
    await form.getByLabel(/Company/).fill('Okafor Motors');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password').fill('A-long-enough-passphrase-2026');
    await form.getByRole('button', { name: /Sign Up|Create Account/ }).click();

    // The embedded backend confirms addresses itself and signs the new client in at once.
    await expect(page.getByRole('listitem').filter({ hasText: 'Account Created' })).toContainText('Your account is ready and you are signed in.');
    await expect(page).toHaveURL(/\/client\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My Dashboard' })).toBeVisible();

    await page.goto('/admin/');
    await expect(page).toHaveURL(/\/unauthorized$/);
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  });

  test('a signed-out visit to /admin/vehicles goes to /auth and returns there after sign-in', async ({ page }) => {
    await page.goto('/admin/vehicles');
    await expect(page).toHaveURL(/\/auth$/);
    await submitSignIn(page, demo.admin.email, demo.admin.password);
    await expect(page).toHaveURL(/\/admin\/vehicles$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Vehicle Inventory' })).toBeVisible();
  });

  test('a client visiting /admin/ sees Access Denied', async ({ page }) => {
    await signIn(page, 'client2');
    await page.goto('/admin/');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(
      page.getByText("You don't have permission to access this page. Please contact your administrator if you believe this is an error."),
    ).toBeVisible();
  });

  test('sign out shows the toast and returns to /auth', async ({ page }) => {
    await signIn(page, 'staff');
    await signOut(page);
    await expect(page.getByRole('listitem').filter({ hasText: 'Signed Out' })).toContainText('You have been successfully signed out');
    await page.goto('/staff/');
    await expect(page).toHaveURL(/\/auth$/);
  });
});
