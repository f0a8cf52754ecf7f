import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { pdfText } from '@export-portal/shared-domain/testing';
import { navigateInApp, signIn } from './support';

/** A report function called with the signed-in admin's own token, as the screen calls it. */
async function report<Row>(page: Page, name: string, firstMonth: string, months: number): Promise<Row[]> {
  return page.evaluate(
    async ({ name, firstMonth, months }) => {
      const config = (await (await fetch('/portal-config.json')).json()) as { supabaseUrl: string; supabaseAnonKey: string };
      const key = Object.keys(localStorage).find((entry) => /^sb-.*-auth-token$/.test(entry));
      const token = key ? (JSON.parse(localStorage.getItem(key) ?? '{}') as { access_token?: string }).access_token : undefined;
      const response = await fetch(`${config.supabaseUrl.replace(/\/$/, '')}/rest/v1/rpc/${name}`, {
        method: 'POST',
        headers: { apikey: config.supabaseAnonKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ p_first_month: firstMonth, p_months: months }),
      });
      return response.json();
    },
    { name, firstMonth, months },
  );
}

/** The first day of the last whole month in Toronto, as the dialog offers it. */
function lastFullMonth(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  );
  const first = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 2, 1));
  return first.toISOString().slice(0, 10);
}

const money = (amount: number) => new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' }).format(amount);

test.describe('reports', () => {
  test('View Reports opens Reports, and the monthly report downloads as a PDF that opens and holds the month’s revenue', async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, 'admin');
    await page.getByRole('link', { name: 'View Reports' }).click();
    await expect(page).toHaveURL(/\/admin\/reports$/);
    await expect(page.getByRole('table', { name: 'Revenue, cost and margin by month' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Revenue and cost by month, last 12 months' })).toBeVisible();
    // At 1280 px the overview's tiles share a row: each figure keeps to one line.
    const tiles = await page.getByRole('group', { name: 'Financial overview' }).getByRole('group').all();
    expect(tiles.length).toBeGreaterThanOrEqual(4);
    for (const tile of tiles) {
      const figure = tile.locator('p').first();
      const lines = await figure.evaluate((value) => value.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(value).lineHeight));
      expect(lines, `${await tile.getByRole('heading').textContent()}: ${await figure.textContent()}`).toBeLessThan(1.5);
    }

    await page.getByRole('tab', { name: 'Reports & Export' }).click();
    await page.getByRole('button', { name: 'Monthly Report (PDF)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Monthly report' });
    const month = lastFullMonth();
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download PDF' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`monthly-report-${month.slice(0, 7)}.pdf`);
    const bytes = new Uint8Array(await readFile((await file.path())!));
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    expect(new TextDecoder().decode(bytes.slice(-6))).toContain('%%EOF');

    const [figures] = await report<{ revenue: number; vehicles_sold: number }>(page, 'report_monthly_figures', month, 1);
    expect(figures!.revenue).toBeGreaterThan(0);
    const { pages, lines } = await pdfText(bytes);
    expect(pages).toBeGreaterThanOrEqual(1);
    expect(lines[lines.indexOf('Revenue') + 1]).toBe(money(figures!.revenue));
    expect(lines[lines.indexOf('Vehicles sold') + 1]).toBe(String(figures!.vehicles_sold));
    await expect(page.getByText('Monthly report downloaded')).toBeVisible();
  });

  test('Print Summary prints the summary on a clean page: no sidebar, top bar or buttons', async ({ page }) => {
    test.setTimeout(90_000);
    await page.addInitScript(() => {
      const printed: number[] = [];
      Object.assign(window, { printed });
      window.print = () => {
        printed.push(Date.now());
      };
    });
    await signIn(page, 'admin');
    await navigateInApp(page, '/admin/reports');
    await page.getByRole('tab', { name: 'Reports & Export' }).click();
    await page.getByRole('button', { name: 'Print Summary' }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number[] }).printed.length)).toBe(1);

    const sidebar = page.getByRole('navigation', { name: 'Main' });
    const summary = page.getByTestId('print-summary');
    await expect(sidebar).toBeVisible();
    await expect(summary).toBeHidden();

    await page.emulateMedia({ media: 'print' });
    await expect(sidebar).toBeHidden();
    await expect(page.getByText(/^Signed in as /)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print Summary' })).toBeHidden();
    await expect(page.getByRole('tab', { name: 'Reports & Export' })).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Reports & Analytics' })).toBeVisible();
    await expect(summary).toBeVisible();
    await expect(summary.getByRole('table', { name: 'Revenue, cost and margin by month' })).toBeVisible();
    await expect(summary.getByRole('table', { name: 'Sales by make' })).toBeVisible();
    await expect(summary.getByRole('table', { name: 'Shipments and transit days by destination port' })).toBeVisible();
    const printed = await page.pdf({ format: 'A4' });
    expect(new TextDecoder().decode(printed.subarray(0, 5))).toBe('%PDF-');

    await page.emulateMedia({ media: 'screen' });
    await expect(sidebar).toBeVisible();
  });

  test('a bank account stays connected after a reload, keeping only its last four digits in the browser, and is disconnected', async ({ page }) => {
    test.setTimeout(90_000);
    const sent: string[] = [];
    page.on('request', (request) => {
      sent.push(`${request.url()} ${request.postData() ?? ''}`);
    });
    await signIn(page, 'admin');
    await navigateInApp(page, '/admin/reports');
    await page.getByRole('tab', { name: 'Banking Integration' }).click();
    const form = page.getByRole('form', { name: 'Connect a bank account' });
    await form.getByLabel('Bank name').fill('Banque Nationale');
    await form.getByLabel('Account number').fill('987654321');
    await form.getByLabel(/Routing number/).fill('12345-006');
    await form.getByRole('button', { name: 'Connect Bank Account' }).click();
    const connected = page.getByRole('listitem', { name: 'Banque Nationale, chequing account •••• 4321' });
    await expect(connected).toBeVisible();

    const stored = await page.evaluate(async () => {
      const databases = await indexedDB.databases();
      const records: string[] = [];
      for (const { name } of databases) {
        if (!name) continue;
        const database = await new Promise<IDBDatabase>((resolve, reject) => {
          const opening = indexedDB.open(name);
          opening.onsuccess = () => resolve(opening.result);
          opening.onerror = () => reject(opening.error);
        });
        for (const storeName of Array.from(database.objectStoreNames)) {
          const all = await new Promise<unknown[]>((resolve, reject) => {
            const reading = database.transaction(storeName).objectStore(storeName).getAll();
            reading.onsuccess = () => resolve(reading.result);
            reading.onerror = () => reject(reading.error);
          });
          records.push(JSON.stringify(all));
        }
        database.close();
      }
      const kept = [localStorage, sessionStorage].flatMap((storage) => Object.keys(storage).map((key) => `${key}=${storage.getItem(key)}`));
      return [...kept, ...records].join('\n');
    });
    expect(stored).not.toMatch(/987654321|12345-?006/);
    expect(sent.join('\n')).not.toMatch(/987654321|12345-?006/);
    expect(sent.some((request) => request.includes('"account_last4":"4321"'))).toBe(true);

    await page.reload();
    await page.getByRole('tab', { name: 'Banking Integration' }).click();
    await expect(connected).toBeVisible();
    await expect(connected.getByText('Connected', { exact: true })).toBeVisible();
    await connected.getByRole('button', { name: 'Disconnect' }).click();
    await page.getByRole('dialog', { name: 'Disconnect this bank account?' }).getByRole('button', { name: 'Disconnect' }).click();
    await expect(connected).toBeHidden();
    await page.reload();
    await page.getByRole('tab', { name: 'Banking Integration' }).click();
    await expect(page.getByText('No bank account is connected.')).toBeVisible();
  });
});
