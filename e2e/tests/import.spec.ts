import { expect, test } from '@playwright/test';
import { vinCheckDigit } from '@export-portal/shared-domain/vin';
import { navigateInApp, signIn } from './support';

/** North American VINs with their check digits, new to the inventory on every run. */
function newVins(count: number): string[] {
  const stamp = String(Date.now() % 1_000_000).padStart(6, '0');
  return Array.from({ length: count }, (_, index) => {
    const raw = `5YJ3E1EAXP${index}${stamp}`;
    return `${raw.slice(0, 8)}${vinCheckDigit(raw)}${raw.slice(9)}`;
  });
}

const csv = (name: string, text: string) => ({ name, mimeType: 'text/csv', buffer: Buffer.from(text, 'utf8') });

test.describe('vehicle import', () => {
  test('a file with one bad row is refused whole, naming the row; the corrected file is imported, listed and in Activity', async ({ page }) => {
    test.setTimeout(120_000);
    const [first, second, third] = newVins(3);
    const header = 'VIN,Year,Make,Model,Color,Sale price,Status,Owner email';
    const rows = [
      `${first},2023,Tesla,Model 3,White,38500,Available,`,
      `${second},2022,Tesla,Model Y,"=HYPERLINK(""http://example.com"")",41000,Reserved,client1@demo.test`,
      `${third},2021,Tesla,Model S,Black,52000.50,available,`,
    ];

    await signIn(page, 'admin');
    await navigateInApp(page, '/admin/vehicles');
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import vehicles from CSV' });
    const chooser = dialog.getByLabel('Choose a file');

    await chooser.setInputFiles(csv('tesla-stock.csv', `${header}\n${rows.join('\n')}\n`));
    await expect(dialog.getByText('tesla-stock.csv: 3 rows — 2 new, 0 updates, 0 unchanged, 1 refused.')).toBeVisible();
    await expect(dialog.getByRole('alert')).toContainText('Nothing can be imported while a row is refused.');
    const refused = dialog.getByRole('table', { name: 'Rows of tesla-stock.csv' }).getByRole('row', { name: /^3 / });
    await expect(refused).toContainText('Refused');
    await expect(refused).toContainText('Color: Color starts with “=”, which a spreadsheet would run as a formula.');
    await expect(dialog.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();

    const fixed = rows.map((row) => row.replace('"=HYPERLINK(""http://example.com"")"', 'Blue'));
    await chooser.setInputFiles(csv('tesla-stock-fixed.csv', `${header}\n${fixed.join('\n')}\n`));
    await expect(dialog.getByText('tesla-stock-fixed.csv: 3 rows — 3 new, 0 updates, 0 unchanged, 0 refused.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Import 3 vehicles' }).click();
    await expect(dialog).toBeHidden({ timeout: 30_000 });
    await expect(page.getByText('Vehicles imported successfully!')).toBeVisible();
    await expect(page.getByText('3 vehicles added, 0 updated, 0 rows unchanged.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Import CSV' })).toBeFocused();

    await page.getByRole('searchbox', { name: /Search vehicles/ }).fill('Tesla');
    const cards = page.getByRole('list', { name: 'Vehicles' }).getByRole('article');
    for (const vin of [first, second, third]) await expect(cards.filter({ hasText: vin! })).toHaveCount(1);
    await expect(cards.filter({ hasText: second! })).toContainText('Reserved');

    await navigateInApp(page, '/admin/activity?table=vehicle_imports');
    const entry = page.getByRole('article').filter({ hasText: 'Vehicle import · tesla-stock-fixed.csv' });
    await expect(entry).toContainText('Imported by Avery Morgan');
    await expect(entry).toContainText('Vehicles added: 3');
    await expect(page.getByRole('article').filter({ hasText: 'Vehicle import · tesla-stock.csv' })).toHaveCount(0);

    await navigateInApp(page, `/admin/activity?q=${first}`);
    await expect(page.getByRole('article').filter({ hasText: `2023 Tesla Model 3 · ${first}` })).toContainText('Created by Avery Morgan');
  });
});
