import { expect, test, type Locator, type Page } from '@playwright/test';
import { vinCheckDigit } from '@export-portal/shared-domain/vin';
import { fileExportPapers, signIn, signOut, submitSignIn } from './support';

// The business is Canadian: the browser, like the database's business day, is on Toronto time.
test.use({ timezoneId: 'America/Toronto', locale: 'en-CA' });

/**
 * Running the business end to end, each step through the screens of the role that does it: an
 * admin records a new client's customer and two vehicles (a mistyped VIN is refused first), and
 * a shipment carrying both in a container; staff book it, are refused its departure until the
 * vehicles' papers are filed, and send it on its way; the client
 * follows it; the admin's Activity shows who did each step.
 */

/** A 2003 Honda VIN built in North America, unique to this run, with its check digit right or wrong. */
function hondaVin(serial: number, mistyped = false): string {
  const draft = `1HGCM826X3A${String(serial % 1_000_000).padStart(6, '0')}`;
  const digit = vinCheckDigit(draft);
  const wrong = digit === '0' ? '1' : '0';
  return `${draft.slice(0, 8)}${mistyped ? wrong : digit}${draft.slice(9)}`;
}

async function choose(page: Page, select: Locator, option: string | RegExp) {
  await select.click();
  await page.getByRole('option', { name: option }).first().click();
}

test('an admin loads a new client’s vehicles into a shipment; staff send it; the client follows it; Activity names each author', async ({ page }) => {
  test.setTimeout(180_000);
  const stamp = Date.now() % 1_000_000;
  const email = `journey.${Date.now()}@example.test`;
  const password = 'A-long-enough-passphrase-2026';
  const lastName = `Haddad${String.fromCharCode(65 + (stamp % 26))}${stamp}`;
  const [firstVin, secondVin] = [hondaVin(stamp * 2), hondaVin(stamp * 2 + 1)];

  // A new client signs up; the business has no customer record for them yet.
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const signUp = page.getByRole('tabpanel', { name: 'Sign Up' });
  await signUp.getByLabel('First name').fill('Noor');
  await signUp.getByLabel('Last name').fill(lastName);
  await signUp.getByLabel('Email').fill(email);
  await signUp.getByLabel('Password').fill(password);
  await signUp.getByRole('button', { name: /Sign Up|Create Account/ }).click();
  await expect(page).toHaveURL(/\/client\/$/);
  await signOut(page);

  // The admin adds the customer, linked to that account.
  await signIn(page, 'admin');
  await page.goto('/admin/customers');
  await page.getByRole('button', { name: 'Add Customer' }).click();
  const customerForm = page.getByRole('dialog', { name: 'Add Customer' });
  await customerForm.getByLabel('First name').fill('Noor');
  await customerForm.getByLabel('Last name').fill(lastName);
  await customerForm.getByLabel('Email').fill(email);
  await customerForm.getByLabel('Find a client account without a customer').fill(email);
  await customerForm.getByRole('button', { name: `Link ${email}` }).click();
  await expect(customerForm.getByText(`Linked to`)).toBeVisible();
  await customerForm.getByRole('button', { name: 'Add Customer' }).click();
  await expect(page.getByText('Customer saved successfully!')).toBeVisible();
  await expect(customerForm).toBeHidden();

  // Two vehicles; the first VIN is mistyped and refused by its check digit before anything is saved.
  await page.goto('/admin/vehicles');
  for (const [index, vin] of [firstVin, secondVin].entries()) {
    await page.getByRole('button', { name: 'Add Vehicle' }).click();
    const vehicleForm = page.getByRole('dialog', { name: 'Add Vehicle' });
    const vinField = vehicleForm.getByRole('textbox', { name: 'VIN' });
    if (index === 0) {
      await vinField.fill(hondaVin(stamp * 2, true));
      await vehicleForm.getByRole('textbox', { name: 'Year' }).fill('2003');
      await vehicleForm.getByRole('textbox', { name: 'Model' }).fill('Accord');
      await vehicleForm.getByRole('button', { name: 'Add vehicle' }).click();
      await expect(vinField).toHaveAccessibleDescription(`The check digit (9th character) should be ${vin[8]}: the VIN is probably mistyped.`);
      await expect(vehicleForm).toBeVisible();
    }
    await vinField.fill(vin);
    await expect(vehicleForm.getByRole('textbox', { name: 'Make' })).toHaveValue('Honda');
    await vehicleForm.getByRole('textbox', { name: 'Year' }).fill('2003');
    await vehicleForm.getByRole('textbox', { name: 'Model' }).fill('Accord');
    const owner = vehicleForm.getByRole('combobox', { name: 'Owner' });
    await owner.fill(lastName);
    await vehicleForm.getByRole('option', { name: new RegExp(lastName) }).click();
    await vehicleForm.getByRole('button', { name: 'Add vehicle' }).click();
    await expect(page.getByText('Vehicle added successfully!').first()).toBeVisible();
    await expect(vehicleForm).toBeHidden();
  }

  // A shipment carrying both, in a container that holds four.
  await page.goto('/admin/shipments');
  await page.getByRole('button', { name: 'New Shipment' }).click();
  const shipmentForm = page.getByRole('dialog', { name: 'New Shipment' });
  const customer = shipmentForm.getByRole('combobox', { name: 'Customer' });
  await customer.fill(lastName);
  await shipmentForm.getByRole('option', { name: new RegExp(lastName) }).click();
  await shipmentForm.getByRole('textbox', { name: 'Destination port' }).fill('Tema');
  await shipmentForm.getByRole('textbox', { name: 'Vessel' }).fill('MSC Aurora');
  const containerSelect = shipmentForm.getByRole('combobox', { name: 'Container' });
  await choose(page, containerSelect, /4 vehicles/);
  const containerNumber = ((await containerSelect.innerText()).match(/[A-Z]{4}\d{7}/) ?? [''])[0];
  expect(containerNumber).not.toBe('');
  for (const vin of [firstVin, secondVin]) await shipmentForm.getByRole('checkbox', { name: `2003 Honda Accord · ${vin}` }).check();
  await shipmentForm.getByRole('button', { name: 'Create Shipment' }).click();
  const created = page.getByText(/^Shipment SHP-\d+ created$/);
  await expect(created).toBeVisible();
  const shipmentNumber = ((await created.innerText()).match(/SHP-\d+/) ?? [''])[0];
  await signOut(page);

  // Staff book it. It cannot leave before its vehicles' papers are filed: the database names
  // each vehicle and what it lacks. Once filed, it moves in transit: its vehicles are shipped,
  // its container In Transit.
  await signIn(page, 'staff');
  await page.goto(`/staff/shipments?q=${shipmentNumber}`);
  const card = page.getByRole('article', { name: shipmentNumber });
  await card.getByRole('button', { name: 'Book' }).click();
  await expect(card.getByRole('button', { name: 'Book' })).toBeDisabled();
  await expect(card).toContainText('2 vehicles with an incomplete export file');
  await card.getByRole('button', { name: 'In Transit' }).click();
  const lacking = 'is missing Title; Bill of sale or invoice; Export permit or customs declaration';
  // The vehicles are named in VIN order, and which of the two VINs sorts first depends on their check digits.
  const refusal = page.getByText(`${shipmentNumber} cannot depart: 2003 Honda Accord (VIN `, { exact: false });
  await expect(refusal).toBeVisible();
  for (const vin of [firstVin, secondVin]) await expect(refusal).toContainText(`2003 Honda Accord (VIN ${vin}) ${lacking}`);
  await expect(card.getByRole('button', { name: 'Book' })).toBeDisabled();
  for (const vin of [firstVin, secondVin]) await fileExportPapers(page, vin);
  await page.reload();
  await expect(card).toContainText('No incomplete export files');
  await card.getByRole('button', { name: 'In Transit' }).click();
  await expect(card.getByRole('button', { name: 'Deliver' })).toBeEnabled();
  for (const vin of [firstVin, secondVin]) {
    await page.goto(`/staff/vehicles?q=${vin}`);
    await expect(page.getByRole('article', { name: /Accord/ })).toContainText('Shipped');
  }
  await page.goto(`/staff/containers?q=${containerNumber}`);
  await expect(page.getByRole('article', { name: containerNumber })).toContainText('In Transit');
  await signOut(page);

  // The client sees the shipment with both vehicles, and its timeline.
  await page.goto('/auth');
  await submitSignIn(page, email, password);
  await expect(page).toHaveURL(/\/client\/$/);
  await page.goto('/client/my-shipments');
  const carried = page.getByRole('list', { name: `Vehicles in ${shipmentNumber}` });
  for (const vin of [firstVin, secondVin]) await expect(carried).toContainText(vin);
  await page.goto('/client/track-shipment');
  await page.getByRole('searchbox', { name: 'Shipment, booking or container number' }).fill(shipmentNumber);
  await page.getByRole('searchbox', { name: 'Shipment, booking or container number' }).press('Enter');
  const steps = page.getByRole('list', { name: 'Status changes' });
  await expect(steps.getByRole('listitem')).toHaveCount(3);
  await expect(steps).toContainText('Planning');
  await expect(steps).toContainText('Booked');
  await expect(steps).toContainText('In Transit');
  await signOut(page);

  // The admin's Activity shows each step with its author.
  await signIn(page, 'admin');
  await page.goto(`/admin/activity?q=${shipmentNumber}`);
  const shipmentChanges = page.getByRole('list', { name: 'Changes' }).getByRole('article');
  await expect(shipmentChanges.filter({ hasText: 'Avery Morgan' }).first()).toBeVisible();
  await expect(shipmentChanges.filter({ hasText: 'Sam Gagnon' }).filter({ hasText: 'Booked' }).first()).toBeVisible();
  await expect(shipmentChanges.filter({ hasText: 'Sam Gagnon' }).filter({ hasText: 'In Transit' }).first()).toBeVisible();
  await page.goto(`/admin/activity?q=${firstVin}`);
  const vehicleChanges = page.getByRole('list', { name: 'Changes' }).getByRole('article');
  await expect(vehicleChanges.filter({ hasText: 'Avery Morgan' }).filter({ hasText: 'Vehicle added' }).first()).toBeVisible();
  await expect(vehicleChanges.filter({ hasText: 'Sam Gagnon' }).filter({ hasText: 'Shipped' }).first()).toBeVisible();
  await page.goto(`/admin/activity?q=${lastName}`);
  await expect(page.getByRole('list', { name: 'Changes' }).getByRole('article').filter({ hasText: 'Avery Morgan' }).first()).toBeVisible();
});
