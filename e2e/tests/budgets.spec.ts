import { expect, test } from '@playwright/test';
import { largestScripts, measurePageBytes } from '@export-portal/bench/budgets';
import { signIn } from './support';

/**
 * Each page's JavaScript, counted as the bench counts it (gzip, cold cache, everything a
 * visit downloads until the network is quiet), stays within what it may weigh. The
 * builds are fixed, so the bytes are too: this is a test, while times stay in the bench.
 */
test('every page downloads no more JavaScript than its budget allows', async ({ browser }) => {
  test.setTimeout(300_000);
  const measured = await measurePageBytes(browser);
  const over = measured
    .filter((bytes) => bytes.totalKiB > bytes.visit.budgetKiB)
    .map((bytes) => `${bytes.visit.path}: ${bytes.totalKiB.toFixed(1)} KiB, allowed ${bytes.visit.budgetKiB} (largest: ${largestScripts(bytes)})`);
  expect(over).toEqual([]);
});

/**
 * Every script the portal serves is compiled while it downloads, not function by function on the
 * page's one thread as each first runs: the scripts a page starts with, and those a section, a
 * screen or a dialog fetches later.
 */
test('every script a page downloads asks to be compiled while it downloads', async ({ page, request }) => {
  const firstLine = async (url: string) => (await (await request.get(url)).text()).split('\n', 1)[0];
  const html = await (await request.get('/dashboard', { headers: { accept: 'text/html' } })).text();
  const startup = [...html.matchAll(/<script[^>]*\ssrc="?([^"\s>]+)"?/g)].flatMap((match) => (match[1] ? [match[1]] : []));
  expect(startup.length).toBeGreaterThan(0);
  for (const src of startup) expect(await firstLine(src)).toBe('//# allFunctionsCalledOnLoad');
  const later: string[] = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (response.request().resourceType() === 'script' && !startup.includes(path)) later.push(response.url());
  });
  await signIn(page, 'admin');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Vehicle Inventory' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Vehicle Inventory' })).toBeVisible();
  expect(later.some((url) => url.startsWith('http://localhost:3001/'))).toBe(true);
  for (const url of later) expect({ url, firstLine: await firstLine(url) }).toEqual({ url, firstLine: '//# allFunctionsCalledOnLoad' });
});
