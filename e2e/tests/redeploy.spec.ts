import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { demo, navigateInApp, signIn, signOut, submitSignIn } from './support';
import { buildChangedRemote, readJson, replaceOnce, serveBuild, withOwnPackageCopy, withRemoteAt } from './remoteDeployments';

/**
 * A remote is deployed alone: a new build of admin-app, served in place of the running one, is what
 * the next page load shows, with its own data code, while the shell (neither rebuilt nor restarted)
 * and the other sections stay as they were. A build for shared packages the portal does not run is
 * refused in its place, saying why.
 */

const ADMIN_APP = '@export-portal/admin-app';
const STAFF_APP = '@export-portal/staff-app';
const standing = { staff: 'http://localhost:3002/remoteEntry.js', client: 'http://localhost:3003/remoteEntry.js' };

/** Every URL the page requests, from now on. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

/** The first customers the admin Customer Database shows, by id, in the order shown. */
async function shownCustomers(page: Page, count: number): Promise<string[]> {
  const ids = await page.locator('article [id^="customer-"][id$="-title"]').evaluateAll((titles) => titles.map((title) => title.id));
  return ids.slice(0, count).map((id) => id.replace(/^customer-/, '').replace(/-title$/, ''));
}

/** The first customers in `order` (PostgREST's `order`), read by the demo admin from the backend itself. */
async function customersInOrder(request: APIRequestContext, order: string, count: number): Promise<string[]> {
  const { supabaseUrl, supabaseAnonKey } = (await (await request.get('/portal-config.json')).json()) as {
    supabaseUrl: string;
    supabaseAnonKey: string;
  };
  const signedIn = await request.post(`${supabaseUrl}/auth/v1/token?grant_type=password`, {
    headers: { apikey: supabaseAnonKey },
    data: { email: demo.admin.email, password: demo.admin.password },
  });
  const { access_token: token } = (await signedIn.json()) as { access_token: string };
  const rows = await request.get(`${supabaseUrl}/rest/v1/customers?select=id&order=${order}&limit=${count}`, {
    headers: { apikey: supabaseAnonKey, Authorization: `Bearer ${token}` },
  });
  expect(rows.ok()).toBe(true);
  return ((await rows.json()) as Array<{ id: string }>).map((row) => row.id);
}

test.describe('redeploying one remote', () => {
  test('a new admin-app build ships its data code on reload; the shell and the other sections are untouched', async ({ page, request }, testInfo) => {
    // One production build of admin-app (about half a minute here), then the journeys.
    test.setTimeout(180_000);
    const shown = 4;
    const newestFirst = await customersInOrder(request, 'created_at.desc,id.asc', shown);
    const byLastName = await customersInOrder(request, 'last_name.asc,id.asc', shown);
    expect(byLastName).not.toEqual(newestFirst);

    await signIn(page, 'admin');
    await navigateInApp(page, '/admin/customers');
    await expect.poll(() => shownCustomers(page, shown)).toEqual(newestFirst);

    // The Customer Database's list, as admin-app's own data code defines it, in another order.
    const build = await buildChangedRemote(ADMIN_APP, testInfo.outputPath('admin-app'), (copy) =>
      replaceOnce(
        path.join(copy, 'src', 'data', 'customers.ts'),
        '  order: NEWEST_FIRST,',
        "  order: { ...NEWEST_FIRST, column: 'last_name', ascending: true },",
      ),
    );
    const site = await serveBuild(build);
    try {
      await withRemoteAt(request, 'admin_app', site.url, async () => {
        const requests = recordRequests(page);
        await page.reload();
        await expect.poll(() => shownCustomers(page, shown)).toEqual(byLastName);

        // The same page, the same shell: the staff section still comes from its own deployment.
        await navigateInApp(page, '/staff');
        await expect(page.getByRole('heading', { level: 1, name: 'Staff Dashboard' })).toBeVisible();
        await signOut(page);
        await signIn(page, 'client1');
        await navigateInApp(page, '/client/my-vehicles');
        await expect(page.getByRole('heading', { level: 1, name: 'My Vehicles' })).toBeVisible();
        const entries = new Set(requests.filter((url) => url.endsWith('/remoteEntry.js')));
        expect([...entries].sort()).toEqual([`${site.url}/remoteEntry.js`, standing.staff, standing.client].sort());
        await signOut(page);
      });
    } finally {
      await site.close();
    }

    // The configuration is back: the running admin-app deployment shows its own order again.
    await signIn(page, 'admin');
    await page.goto('/admin/customers');
    await expect.poll(() => shownCustomers(page, shown)).toEqual(newestFirst);
  });

  test('a staff-app build with a changed shared shipment form ships the change to staff alone; admin keeps its own build', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(180_000);
    const label = 'Estimated departure';
    const changed = 'Estimated departure (local time)';
    const openFirstShipmentForm = async () => {
      await page.getByRole('button', { name: /^Edit/ }).first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
    };
    const closeForm = async () => {
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    };

    // The shipment form of @export-portal/shared-records, changed in staff-app's copy alone.
    const build = await buildChangedRemote(STAFF_APP, testInfo.outputPath('staff-app'), (copy) =>
      withOwnPackageCopy(copy, '@export-portal/shared-records', (shared) =>
        replaceOnce(path.join(shared, 'src', 'shipments', 'ShipmentForm.tsx'), `label="${label}"`, `label="${changed}"`),
      ),
    );
    const site = await serveBuild(build);
    try {
      await withRemoteAt(request, 'staff_app', site.url, async () => {
        const requests = recordRequests(page);
        await signIn(page, 'admin');
        await navigateInApp(page, '/admin/shipments');
        await openFirstShipmentForm();
        await expect(page.getByLabel(label, { exact: true })).toBeVisible();
        await closeForm();

        // The same page, the same shell: Shipment Operations comes from the new staff-app build.
        await navigateInApp(page, '/staff/shipments');
        await expect(page.getByRole('heading', { level: 1, name: 'Shipment Operations' })).toBeVisible();
        await openFirstShipmentForm();
        await expect(page.getByLabel(changed, { exact: true })).toBeVisible();
        await expect(page.getByLabel(label, { exact: true })).toHaveCount(0);
        await closeForm();

        // Back in admin's Shipments, still in the same page: admin-app's own build of the form.
        await navigateInApp(page, '/admin/shipments');
        await openFirstShipmentForm();
        await expect(page.getByLabel(label, { exact: true })).toBeVisible();
        await expect(page.getByLabel(changed, { exact: true })).toHaveCount(0);
        await closeForm();

        const entries = new Set(requests.filter((url) => url.endsWith('/remoteEntry.js')));
        expect([...entries].sort()).toEqual(['http://localhost:3001/remoteEntry.js', `${site.url}/remoteEntry.js`].sort());
        await signOut(page);
      });
    } finally {
      await site.close();
    }
  });

  test('a remote built for a newer shared package shows the mismatch in its place; the sidebar and the other sections work', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(180_000);
    const provided = readJson<{ version: string }>(require.resolve('@export-portal/shared-auth/package.json')).version;
    const required = `^${Number(provided.split('.')[0]) + 1}.0.0`;
    const message = `This section needs @export-portal/shared-auth ${required}, but the portal provides ${provided}. Reload after the portal is updated.`;

    // admin-app written against the next major of shared-auth: it declares that range.
    const build = await buildChangedRemote(ADMIN_APP, testInfo.outputPath('admin-app'), (copy) => {
      const manifestFile = path.join(copy, 'package.json');
      const manifest = readJson<{ dependencies: Record<string, string> }>(manifestFile);
      manifest.dependencies['@export-portal/shared-auth'] = required;
      writeFileSync(manifestFile, JSON.stringify(manifest, null, 2));
    });
    const site = await serveBuild(build);
    try {
      await withRemoteAt(request, 'admin_app', site.url, async () => {
        const requests = recordRequests(page);
        await page.goto('/auth');
        await submitSignIn(page, demo.admin.email, demo.admin.password);
        await expect(page).toHaveURL(demo.admin.home);
        await expect(page.getByText(message)).toBeVisible();
        expect(requests).toContain(`${site.url}/remoteEntry.js`);
        await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toHaveCount(0);
        await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();

        // The shell around it works: its sidebar, and a section from another deployment.
        await page.getByRole('link', { name: 'Customer Management' }).click();
        await expect(page).toHaveURL(/\/admin\/customers$/);
        await expect(page.getByText(message)).toBeVisible();
        // A page that has loaded the refused remote keeps its shared-package requirement, so another
        // section is opened in a page of its own.
        await page.goto('/staff');
        await expect(page.getByRole('heading', { level: 1, name: 'Staff Dashboard' })).toBeVisible();
        expect(requests).toContain(standing.staff);

        // Retry downloads the section again, and it is refused again for the same reason.
        await navigateInApp(page, '/admin/vehicles');
        await expect(page.getByText(message)).toBeVisible();
        const entryLoads = () => requests.filter((url) => url === `${site.url}/remoteEntry.js`).length;
        const before = entryLoads();
        await page.getByRole('button', { name: 'Retry' }).click();
        await expect.poll(entryLoads).toBeGreaterThan(before);
        await expect(page.getByText(message)).toBeVisible();
        await expect(page.getByRole('heading', { level: 1, name: 'Vehicle Inventory' })).toHaveCount(0);
      });
    } finally {
      await site.close();
    }
  });
});
