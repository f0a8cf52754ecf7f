import { expect, type Locator, type Page, test } from '@playwright/test';
import { type DemoLogin, navigateInApp, signIn } from './support';

/**
 * A search box keeps exactly what was typed at any speed: a barcode or VIN scanner types a whole
 * number in a few milliseconds and ends with Enter. Each list is searched for a value read off its
 * own cards, typed at 0 and at 10 ms a key, and must then show that value in the box and in the
 * address, and the cards that hold it.
 */
interface SearchedList {
  login: DemoLogin;
  path: string;
  box: RegExp;
  /** Where a card shows the value typed, with the words around it. */
  shown: (value: string) => string;
  /** Finds a value in the list's cards as shown. */
  value: RegExp;
  /** Whether the value names one record, so the search finds exactly one. */
  unique: boolean;
}

const vin = { shown: (value: string) => `VIN ${value}`, value: /^VIN ([A-HJ-NPR-Z0-9]{17})$/, unique: true };
const booking = { shown: (value: string) => `Booking ${value}`, value: /^Booking (\S+)$/, unique: true };

const LISTS: SearchedList[] = [
  { login: 'admin', path: '/admin/vehicles', box: /^Search vehicles/, ...vin },
  { login: 'admin', path: '/admin/shipments', box: /^Search shipments/, ...booking },
  { login: 'admin', path: '/admin/customers', box: /^Search customers/, shown: (value) => value, value: /^(\S+@\S+\.\w+)$/, unique: true },
  { login: 'staff', path: '/staff/vehicles', box: /^Search vehicles/, ...vin },
  { login: 'staff', path: '/staff/shipments', box: /^Search shipments/, ...booking },
  {
    login: 'client1',
    path: '/client/browse-inventory',
    box: /^Search by make, model or year/,
    shown: (value) => value,
    value: /^\d{4} (\S+) /,
    unique: false,
  },
];

const cards = (page: Page): Locator => page.getByRole('main').getByRole('article');

async function valueOnCards(page: Page, pattern: RegExp): Promise<string> {
  const texts = await cards(page).locator('h3, p, dd').allInnerTexts();
  const match = texts.map((text) => pattern.exec(text.trim())).find((found) => found !== null);
  if (!match) throw new Error(`no card shows a value like ${pattern}`);
  return match[1]!;
}

for (const list of LISTS) {
  test(`${list.path} keeps every keystroke of a search typed at 0 and 10 ms a key`, async ({ page }) => {
    test.setTimeout(60_000);
    await signIn(page, list.login);
    await navigateInApp(page, list.path);
    await expect(cards(page).first()).toBeVisible();
    const box = page.getByRole('searchbox', { name: list.box });
    const term = await valueOnCards(page, list.value);
    for (const delay of [0, 10]) {
      await box.fill('');
      await box.pressSequentially(term, { delay });
      await box.press('Enter');
      await expect(box).toHaveValue(term);
      await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(term);
      await expect(cards(page).first()).toContainText(list.shown(term));
      if (list.unique) await expect(cards(page)).toHaveCount(1);
    }
  });
}
