import { expect, test, type Page } from '@playwright/test';
import { demo, navigateInApp, signIn, signOut, submitSignIn } from './support';

const origins = {
  admin: 'http://localhost:3001',
  staff: 'http://localhost:3002',
  client: 'http://localhost:3003',
};

/** Records every URL the page requests. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

test.describe('module federation', () => {
  test('each section loads from its own origin and renders its heading', async ({ page }) => {
    const requests = recordRequests(page);
    await signIn(page, 'admin');
    await page.goto('/staff');
    await expect(page.getByRole('heading', { level: 1, name: 'Staff Dashboard' })).toBeVisible();
    await signOut(page);
    await signIn(page, 'client1');

    for (const origin of Object.values(origins)) {
      expect(requests).toContain(`${origin}/remoteEntry.js`);
    }
    const shellScripts = requests.filter((url) => url.startsWith('http://localhost:3000/') && url.endsWith('.js'));
    expect(shellScripts.length).toBeGreaterThan(0);
  });

  test('routes inside a section are real, and an unknown one is a 404 within the section', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/admin/containers');
    await expect(page.getByRole('heading', { level: 1, name: 'Container Management' })).toBeVisible();
    await page.goto('/admin/no-such-screen');
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    await page.getByRole('link', { name: 'Back to the Admin section' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  });

  test('exactly one react-dom registers, and every singleton is shared once', async ({ page }) => {
    await page.addInitScript(() => {
      const injected: unknown[] = [];
      Object.assign(window, {
        __injectedRenderers: injected,
        __REACT_DEVTOOLS_GLOBAL_HOOK__: {
          supportsFiber: true,
          renderers: new Map(),
          inject(renderer: unknown) {
            injected.push(renderer);
            return injected.length;
          },
          onCommitFiberRoot() {},
          onCommitFiberUnmount() {},
          onPostCommitFiberRoot() {},
          checkDCE() {},
        },
      });
    });
    // One page, never reloaded: admin's and staff's sections, then a client's.
    await signIn(page, 'admin');
    await navigateInApp(page, '/staff');
    await expect(page.getByRole('heading', { level: 1, name: 'Staff Dashboard' })).toBeVisible();
    await signOut(page);
    await signIn(page, 'client1');
    expect(await page.evaluate(() => (window as unknown as { __injectedRenderers: unknown[] }).__injectedRenderers.length)).toBe(1);

    const loadedCopies = await page.evaluate(() => {
      type Shared = { loaded?: boolean; from: string; lib?: unknown };
      const scopes = (window as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, Shared>>>> } })
        .__FEDERATION__.__SHARE__;
      const counts: Record<string, number> = {};
      for (const host of Object.values(scopes)) {
        for (const scope of Object.values(host)) {
          for (const [pkg, versions] of Object.entries(scope)) {
            const loaded = Object.values(versions).filter((entry) => entry.loaded || entry.lib);
            counts[pkg] = Math.max(counts[pkg] ?? 0, loaded.length);
          }
        }
      }
      return counts;
    });
    for (const pkg of [
      'react',
      'react-dom',
      'react-router-dom',
      'styled-components',
      'jotai',
      '@tanstack/react-query',
      '@export-portal/shared-ui',
      '@export-portal/shared-auth',
    ]) {
      expect({ pkg, copies: loadedCopies[pkg] }).toEqual({ pkg, copies: 1 });
    }
  });

  test("the shell's theme styles remote components", async ({ page }) => {
    await signIn(page, 'staff');
    await page.goto('/staff/vehicles');
    const heading = page.getByRole('heading', { level: 1, name: 'Vehicle Operations' });
    await expect(heading).toBeVisible();
    // theme.colors.text and theme.typography.sizes['3xl'] of shared-ui's theme.
    await expect(heading).toHaveCSS('color', 'rgb(24, 24, 27)');
    await expect(heading).toHaveCSS('font-size', '30px');
  });

  test('a remote reads the jotai store the shell filled', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/admin/settings');
    const config = await (await page.request.get('/portal-config.json')).json();
    await expect(page.getByTestId('backend-url')).toHaveText(config.supabaseUrl);
  });

  test('a blocked remote shows the fallback in place; the others work; Retry recovers it', async ({ page }) => {
    await page.route(`${origins.admin}/**`, (route) => route.abort('connectionrefused'));
    await page.goto('/auth');
    await submitSignIn(page, demo.admin.email, demo.admin.password);
    await expect(page).toHaveURL(demo.admin.home);
    await expect(page.getByText('This section is temporarily unavailable.')).toBeVisible();
    await page.goto('/admin/vehicles');
    await expect(page.getByText('This section is temporarily unavailable.')).toBeVisible();
    // The shell around the failed section still works.
    await expect(page.getByRole('link', { name: 'Customer Management' })).toBeVisible();

    await page.evaluate(() => Object.assign(window, { __samePage: true }));
    await navigateInApp(page, '/staff');
    await expect(page.getByRole('heading', { level: 1, name: 'Staff Dashboard' })).toBeVisible();
    await navigateInApp(page, '/admin/vehicles');
    await expect(page.getByText('This section is temporarily unavailable.')).toBeVisible();

    await page.unroute(`${origins.admin}/**`);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Vehicle Inventory' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
  });

  test('a missing or malformed portal-config.json gives a clear error screen', async ({ page }) => {
    await page.route('**/portal-config.json', (route) => route.fulfill({ status: 200, body: '{"supabaseUrl":', contentType: 'application/json' }));
    await page.goto('/auth');
    await expect(page.getByRole('heading', { name: 'The portal could not start' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('/portal-config.json is not valid JSON.');

    await page.route('**/portal-config.json', (route) => route.fulfill({ status: 404, body: 'Not Found' }));
    await page.reload();
    await expect(page.getByRole('alert')).toContainText('/portal-config.json answered 404');
  });

  test('a remote runs alone on its own origin: its page signs in and shows its section, with the runtime core it is built without', async ({
    page,
  }) => {
    const requests = recordRequests(page);
    await page.goto(`${origins.admin}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin section — sign in' })).toBeVisible();
    await page.getByLabel('Email').fill(demo.admin.email);
    await page.getByLabel('Password').fill(demo.admin.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    expect(requests).toContain(`${origins.admin}/federation-runtime.js`);
    expect(requests.filter((url) => url.startsWith('http://localhost:3000/'))).toEqual([]);
  });
});
