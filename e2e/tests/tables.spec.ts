import { expect, test, type Locator } from '@playwright/test';
import { navigateInApp, signIn, signOut } from './support';

/** The years of the table's rows, top to bottom (Year is the vehicle table's first column). */
const yearsIn = async (table: Locator) => (await table.locator('tbody tr td:first-child').allTextContents()).map(Number);

const goingDown = (years: number[]) => years.length > 1 && years.every((year, index) => index === 0 || year <= years[index - 1]!);

test('admin Vehicles as a table: sorted on the server from a header, remembered for the admin only, paging back to the top', async ({ page }) => {
  await signIn(page, 'admin');
  await navigateInApp(page, '/admin/vehicles');
  const list = page.getByRole('region', { name: 'Vehicles', exact: true });
  const view = list.getByRole('group', { name: 'View' });
  await expect(view.getByRole('button', { name: 'Cards' })).toHaveAttribute('aria-pressed', 'true');

  await view.getByRole('button', { name: 'Table' }).click();
  await expect(view.getByRole('button', { name: 'Table' })).toHaveAttribute('aria-pressed', 'true');
  const table = list.getByRole('table', { name: 'Vehicles' });
  await expect(table.getByRole('row')).toHaveCount(51);

  const year = table.getByRole('columnheader', { name: 'Year' });
  await year.getByRole('button', { name: 'Year' }).click();
  await expect(year).toHaveAttribute('aria-sort', 'ascending');
  await year.getByRole('button', { name: 'Year' }).click();
  await expect(year).toHaveAttribute('aria-sort', 'descending');
  await expect(page).toHaveURL(/[?&]sort=year\.desc(&|$)/);
  await expect.poll(async () => goingDown(await yearsIn(table))).toBe(true);
  const firstPage = await yearsIn(table);

  await page.reload();
  await expect(list.getByRole('table', { name: 'Vehicles' })).toBeVisible();
  await expect(year).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(() => yearsIn(table)).toEqual(firstPage);

  // The pages are at the foot of 50 rows: after Next, the list's top is back in view and has focus.
  const pages = list.getByRole('navigation', { name: 'Vehicles pages' });
  await pages.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  // Other journeys may have added vehicles: the page number is what counts.
  await expect(pages.getByText(/^Page 2 of \d+$/)).toBeVisible();
  await expect(list).toBeFocused();
  await expect.poll(() => list.evaluate((element) => Math.round(element.getBoundingClientRect().top))).toBeLessThan(120);
  await expect.poll(() => list.evaluate((element) => element.getBoundingClientRect().top)).toBeGreaterThanOrEqual(0);
  const secondPage = await yearsIn(table);
  expect(goingDown([...firstPage, ...secondPage])).toBe(true);

  // Someone else in the same browser sees their own choice: cards, never chosen otherwise.
  await signOut(page);
  await signIn(page, 'staff');
  await navigateInApp(page, '/staff/vehicles');
  const staffList = page.getByRole('region', { name: 'Vehicles', exact: true });
  await expect(staffList.getByRole('group', { name: 'View' }).getByRole('button', { name: 'Cards' })).toHaveAttribute('aria-pressed', 'true');
  await expect(staffList.getByRole('table')).toHaveCount(0);
  await expect(staffList.getByRole('listitem').first()).toBeVisible();

  await signOut(page);
  await signIn(page, 'admin');
  await navigateInApp(page, '/admin/vehicles');
  await expect(page.getByRole('table', { name: 'Vehicles' })).toBeVisible();
});

test('the table scrolls sideways on a phone, inside its own region, and the page does not', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'admin');
  await navigateInApp(page, '/admin/vehicles');
  await page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'Table' }).click();
  const scroller = page.getByRole('region', { name: 'Vehicles table' });
  await expect(scroller.getByRole('table', { name: 'Vehicles' })).toBeVisible();
  expect(await scroller.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});
