import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { VEHICLE_SEARCH, serverSearchFilter } from '@export-portal/shared-domain';
import { readCsv } from '@export-portal/shared-domain/testing';
import { navigateInApp, signIn } from './support';

/** How many vehicles the server finds for a search, asked through the REST API with the signed-in user's own token. */
async function serverCount(page: Page, search: string): Promise<number> {
  return page.evaluate(async (filter) => {
    const config = (await (await fetch('/portal-config.json')).json()) as { supabaseUrl: string; supabaseAnonKey: string };
    const key = Object.keys(localStorage).find((name) => /^sb-.*-auth-token$/.test(name));
    const token = key ? (JSON.parse(localStorage.getItem(key) ?? '{}') as { access_token?: string }).access_token : undefined;
    const response = await fetch(`${config.supabaseUrl.replace(/\/$/, '')}/rest/v1/vehicle_directory?select=id&or=(${encodeURIComponent(filter)})`, {
      method: 'HEAD',
      headers: { apikey: config.supabaseAnonKey, Authorization: `Bearer ${token}`, Prefer: 'count=exact' },
    });
    return Number(response.headers.get('content-range')?.split('/')[1]);
  }, serverSearchFilter(search, VEHICLE_SEARCH)!);
}

test('admin exports the vehicles a search finds: the downloaded file holds as many rows as the server counts', async ({ page }) => {
  test.setTimeout(90_000);
  const search = 'o';
  await signIn(page, 'admin');
  await navigateInApp(page, `/admin/vehicles?q=${search}`);
  const list = page.getByRole('region', { name: 'Vehicles', exact: true });
  const count = await serverCount(page, search);
  // More than one page of the list: the file is every row, not the page shown.
  expect(count).toBeGreaterThan(50);
  await expect(list.getByRole('status')).toHaveText(`${count.toLocaleString('en-CA')} vehicles`);

  const saving = page.waitForEvent('download');
  await list.getByRole('button', { name: 'Export CSV' }).click();
  const download = await saving;
  expect(download.suggestedFilename()).toMatch(/^vehicles-o-\d{4}-\d{2}-\d{2}\.csv$/);
  await expect(page.getByText('Export saved')).toBeVisible();

  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const [header, ...records] = readCsv(bytes.subarray(3).toString('utf8'));
  expect(header).toContain('Purchase price');
  expect(records).toHaveLength(count);
  expect(records.every((record) => record.length === header!.length)).toBe(true);
  await expect(list.getByRole('button', { name: 'Export CSV' })).toBeEnabled();

  // The file was written to disk (the origin's private file system), not kept in the page's memory, and waits there until the browser has read it.
  const waiting = await page.evaluate(async () => {
    const directory = await (await navigator.storage.getDirectory()).getDirectoryHandle('downloads');
    const sizes: number[] = [];
    for await (const handle of directory.values()) if (handle.kind === 'file') sizes.push((await (handle as FileSystemFileHandle).getFile()).size);
    return sizes;
  });
  expect(waiting).toEqual([bytes.length]);
});
