import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support';

/**
 * The seed gives client1 vehicles 1–3, shipments SHP-1001 (in transit) and
 * SHP-1010 (planning), documents 1, 3, 5 and 7 and the export papers of the vehicle SHP-1001
 * carries; client2 vehicles 4–6, shipments SHP-1002 (delivered) and SHP-1011 (booked, papers
 * complete), documents 2, 4, 6 and 8 and the export papers their vehicles lacked.
 */
const seed = {
  client1: {
    shipments: ['SHP-1001', 'SHP-1010'],
    documents: [
      'Title 001',
      'Bill of Lading 003',
      'Inspection 005',
      'Customs 007',
      'Title · Honda Civic',
      'Bill of sale or invoice · Honda Civic',
      'Export permit or customs declaration · Honda Civic',
    ],
  },
  client2: {
    shipments: ['SHP-1002', 'SHP-1011'],
    documents: [
      'Invoice 002',
      'Insurance 004',
      'Export Permit 006',
      'Other 008',
      'Title · Chevrolet Silverado',
      'Bill of sale or invoice · Chevrolet Silverado',
      'Title · Honda CR-V',
      'Bill of sale or invoice · Honda CR-V',
      'Export permit or customs declaration · Honda CR-V',
      'Title · Toyota RAV4',
      'Bill of sale or invoice · Toyota RAV4',
      'Export permit or customs declaration · Toyota RAV4',
    ],
  },
} as const;

/** SHP-1001: client1's shipment in transit, its booking and its container. */
const tracked = { shipment: 'SHP-1001', booking: 'BKG704037', container: 'MSCU3104129' };

/**
 * The titles of every card of a list, read as a visitor scrolls through it: a list puts in the page
 * only the lines near the view (its first screen only those in view), and each item says its place
 * in the whole list.
 */
async function cardTitles(page: Page, list: string): Promise<string[]> {
  // The list's own items, not those of a list inside a card.
  const items = page.getByRole('list', { name: list }).locator('[role="listitem"][aria-posinset]');
  await expect(items.first()).toBeVisible();
  const total = Number(await items.first().getAttribute('aria-setsize'));
  const titles = new Map<number, string>();
  await expect
    .poll(async () => {
      for (const item of await items.all()) {
        const place = Number(await item.getAttribute('aria-posinset'));
        titles.set(place, ((await item.getByRole('heading').first().textContent()) ?? '').trim());
      }
      if (titles.size < total) await items.last().scrollIntoViewIfNeeded();
      return titles.size;
    })
    .toBe(total);
  return [...titles.values()].sort();
}

async function vehicleVins(page: Page): Promise<string[]> {
  await page.goto('/client/my-vehicles');
  await expect(page.getByRole('list', { name: 'My vehicles' }).getByRole('article')).toHaveCount(3);
  return page
    .getByRole('list', { name: 'My vehicles' })
    .getByRole('article')
    .locator('dd')
    .filter({ hasText: /^[A-HJ-NPR-Z0-9]{17}$/ })
    .allTextContents();
}

test.describe('the client portal', () => {
  test('client1 and client2 each see only their own vehicles, shipments and documents', async ({ browser, baseURL }) => {
    const seen: Record<'client1' | 'client2', { vins: string[]; shipments: string[]; documents: string[] }> = {
      client1: { vins: [], shipments: [], documents: [] },
      client2: { vins: [], shipments: [], documents: [] },
    };
    for (const login of ['client1', 'client2'] as const) {
      const context = await browser.newContext({ baseURL });
      const page = await context.newPage();
      await signIn(page, login);
      seen[login].vins = await vehicleVins(page);
      await page.goto('/client/my-shipments');
      seen[login].shipments = await cardTitles(page, 'My shipments');
      await page.goto('/client/my-documents');
      seen[login].documents = await cardTitles(page, 'My documents');
      await context.close();
    }
    expect(seen.client1.shipments).toEqual([...seed.client1.shipments].sort());
    expect(seen.client2.shipments).toEqual([...seed.client2.shipments].sort());
    expect(seen.client1.documents).toEqual([...seed.client1.documents].sort());
    expect(seen.client2.documents).toEqual([...seed.client2.documents].sort());
    expect(seen.client1.vins).toHaveLength(3);
    expect(seen.client2.vins).toHaveLength(3);
    expect(seen.client1.vins.filter((vin) => seen.client2.vins.includes(vin))).toEqual([]);
  });

  test('client1 tracks its shipment by each kind of number and cannot find one of client2’s', async ({ page }) => {
    await signIn(page, 'client1');
    await page.goto('/client/track-shipment');
    const box = page.getByRole('searchbox', { name: 'Shipment, booking or container number' });
    for (const number of [tracked.shipment, tracked.booking, tracked.container]) {
      await box.fill(number);
      await page.getByRole('button', { name: 'Track' }).click();
      const result = page.getByRole('article', { name: tracked.shipment });
      await expect(result.getByRole('progressbar', { name: 'Shipment progress' })).toHaveAttribute('aria-valuenow', '65');
      // The status badge heads the card; the timeline below names the same status.
      await expect(result.getByText('In Transit').first()).toBeVisible();
    }
    await box.fill(seed.client2.shipments[0]);
    await page.getByRole('button', { name: 'Track' }).click();
    await expect(page.getByText(`No shipment of yours has the number “${seed.client2.shipments[0]}”`, { exact: false })).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
  });

  test('Browse Inventory shows only available vehicles and no cost', async ({ page }) => {
    const costs: string[] = [];
    page.on('response', async (response) => {
      if (response.url().includes('/rest/v1/vehicles')) {
        const body = await response.text().catch(() => '');
        if (body.includes('purchase_price')) costs.push(response.url());
      }
    });
    await signIn(page, 'client1');
    await page.goto('/client/browse-inventory');
    const cards = page.getByRole('list', { name: 'Available vehicles' }).getByRole('article');
    await expect(cards.first()).toBeVisible();
    await expect(page.getByText(/cost|purchase/i)).toHaveCount(0);
    await expect(cards.first().getByRole('button', { name: 'Request Quote' })).toBeEnabled();
    await page.getByRole('searchbox', { name: 'Search by make, model or year' }).fill('Trabant');
    await expect(page.getByText('No vehicles found matching your search.')).toBeVisible();
    expect(costs).toEqual([]);
  });

  test('a new sign-up sees every screen’s empty state, not an error', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    const form = page.getByRole('tabpanel', { name: 'Sign Up' });
    await form.getByLabel('First name').fill('Amara');
    await form.getByLabel('Last name').fill('Nwosu');
    await form.getByLabel('Email').fill(`client.portal.${Date.now()}@example.test`);
    await form.getByLabel('Password').fill('A-long-enough-passphrase-2026');
    await form.getByRole('button', { name: /Sign Up|Create Account/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My Dashboard' })).toBeVisible();
    await expect(page.getByText('No recent communications')).toBeVisible();
    await expect(page.getByRole('group', { name: 'My Vehicles' })).toContainText('0');

    for (const [path, text] of [
      ['/client/my-vehicles', "You don't have any vehicles yet."],
      ['/client/my-shipments', "You don't have any shipments yet."],
      ['/client/my-documents', "You don't have any documents yet."],
    ] as const) {
      await page.goto(path);
      await expect(page.getByText(text)).toBeVisible();
    }
    await page.goto('/client/track-shipment');
    await page.getByRole('searchbox', { name: 'Shipment, booking or container number' }).fill(tracked.shipment);
    await page.getByRole('button', { name: 'Track' }).click();
    await expect(page.getByText('No shipment of yours has the number', { exact: false })).toBeVisible();
    await page.goto('/client/download-documents');
    await page.getByRole('searchbox', { name: 'Search documents by name, number or type' }).fill('title');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('No documents found matching your search.')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});
