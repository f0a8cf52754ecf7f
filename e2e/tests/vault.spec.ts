import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { signIn, signOut } from './support';

/** The bytes of a small PDF that differs per run. */
const pdf = (body: string) => Buffer.from(`%PDF-1.4\n% ${body}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`);

/** The VIN of one of client1's vehicles, as My Vehicles shows it. */
async function clientVin(page: Page): Promise<string> {
  await signIn(page, 'client1');
  await page.goto('/client/my-vehicles');
  const vin = page
    .getByRole('article')
    .first()
    .getByText(/^[A-HJ-NPR-Z0-9]{17}$/);
  const text = (await vin.innerText()).trim();
  await signOut(page);
  return text;
}

async function upload(page: Page, dialogName: string, name: string, bytes: Buffer) {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog.getByLabel('Choose a file').setInputFiles({ name, mimeType: 'application/pdf', buffer: bytes });
  await expect(dialog.getByText(`Chosen: ${name}`)).toBeVisible();
  return dialog;
}

test('staff file a PDF for a vehicle; its client previews and downloads it; a renewal keeps the old version', async ({ page }) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const number = `VLT-${stamp}`;
  const first = pdf(`first ${stamp}`);
  const vin = await clientVin(page);

  await signIn(page, 'staff');
  await page.goto('/staff/documents');
  await page.getByRole('button', { name: 'Upload Document' }).click();
  const dialog = await upload(page, 'Upload Document', 'vault-title.pdf', first);
  await dialog.getByLabel('Document number').fill(number);
  await dialog.getByRole('combobox', { name: 'Vehicle' }).fill(vin);
  await dialog.getByRole('option', { name: new RegExp(vin) }).click();
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('Document uploaded successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await signOut(page);

  await signIn(page, 'client1');
  await page.goto(`/client/my-documents?q=${number}`);
  const card = page.getByRole('article', { name: 'vault-title' });
  await card.getByRole('button', { name: 'View vault-title' }).click();
  const preview = page.getByRole('dialog', { name: 'vault-title' }).getByTitle('Preview of vault-title.pdf');
  await expect(preview).toBeVisible();
  const previewed = await page.request.get((await preview.getAttribute('src'))!);
  expect(Buffer.compare(await previewed.body(), first)).toBe(0);
  await page.keyboard.press('Escape');

  const saving = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Download vault-title' }).click();
  const download = await saving;
  expect(download.suggestedFilename()).toBe('vault-title.pdf');
  expect(Buffer.compare(await readFile((await download.path())!), first)).toBe(0);
  await signOut(page);

  await signIn(page, 'staff');
  await page.goto(`/staff/documents?q=${number}`);
  const staffCard = page.getByRole('article', { name: 'vault-title' });
  await staffCard.getByRole('button', { name: 'Renew Document vault-title' }).click();
  const renewal = await upload(page, 'Renew Document', 'vault-title-2027.pdf', pdf(`second ${stamp}`));
  await renewal.getByLabel('Document number').fill(number);
  await renewal.getByLabel('Expiry date').fill('2031-06-30');
  await renewal.getByRole('button', { name: 'Renew' }).click();
  await expect(page.getByText('Document renewed successfully!')).toBeVisible();

  await staffCard.getByRole('button', { name: 'View vault-title' }).click();
  const viewer = page.getByRole('dialog', { name: 'vault-title' });
  await expect(viewer.getByTitle('Preview of vault-title-2027.pdf')).toBeVisible();
  const versions = viewer.getByRole('list', { name: 'Versions' });
  await expect(versions.getByRole('listitem')).toHaveCount(2);
  const older = versions.getByRole('listitem', { name: 'Version 1' });
  await expect(older).toContainText('vault-title.pdf');
  const savingOld = page.waitForEvent('download');
  await older.getByRole('button', { name: 'Download version 1' }).click();
  const oldDownload = await savingOld;
  expect(oldDownload.suggestedFilename()).toBe('vault-title.pdf');
  expect(Buffer.compare(await readFile((await oldDownload.path())!), first)).toBe(0);
});
