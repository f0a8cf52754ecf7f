import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupRealBackend } from '@export-portal/shared-auth/testing';
import { vinCheckDigit } from '@export-portal/shared-domain/vin';
import { showAdmin } from '../../testing/renderAdmin';

const real = setupRealBackend();

// Reading, looking up and committing a file takes several requests on a busy machine.
const SLOW = { timeout: 20_000 };
jest.setTimeout(90_000);

let serial = 0;
/** A fresh North American VIN with its check digit. */
function newVin(): string {
  serial += 1;
  const raw = `2HGFC2F5XKH${String(Date.now() % 100000).padStart(5, '0')}${serial % 10}`;
  return `${raw.slice(0, 8)}${vinCheckDigit(raw)}${raw.slice(9)}`;
}

const csvFile = (text: string, name = 'stock.csv') => new File([new TextEncoder().encode(text)], name, { type: 'text/csv' });

async function openImporter() {
  const client = await showAdmin(real.backend, '/admin/vehicles');
  const typing = userEvent.setup();
  await typing.click(await screen.findByRole('button', { name: 'Import CSV' }));
  const dialog = await screen.findByRole('dialog', { name: 'Import vehicles from CSV' });
  const input = await within(dialog).findByLabelText('Choose a file', {}, SLOW);
  return { client, typing, dialog, choose: (file: File) => typing.upload(input, file) };
}

async function vehiclesWithVins(client: Awaited<ReturnType<typeof showAdmin>>, vins: string[]) {
  const { data } = await client.from('vehicles').select('vin,year,make,model,sale_price,status').in('vin', vins).order('vin');
  return data ?? [];
}

describe('Import CSV on the Vehicle Inventory', () => {
  it('refuses a file with one bad row whole, naming the row; the corrected file is imported and recorded', async () => {
    const { client, typing, dialog, choose } = await openImporter();
    const [first, second, third] = [newVin(), newVin(), newVin()];
    const header = 'VIN,Year,Make,Model,Sale price,Status';
    const bad = `${header}\n${first},2019,Honda,Civic,15000,Available\n${second},1850,Honda,Accord,21000.50,\n${third},2021,Honda,CR-V,,reserved\n`;
    await choose(csvFile(bad));

    expect(await within(dialog).findByText('stock.csv: 3 rows — 2 new, 0 updates, 0 unchanged, 1 refused.', {}, SLOW)).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Nothing can be imported while a row is refused.');
    const table = within(dialog).getByRole('table', { name: 'Rows of stock.csv' });
    const refusedRow = within(table).getByRole('row', { name: /^3 / });
    expect(refusedRow).toHaveTextContent('Refused');
    expect(refusedRow).toHaveTextContent('Year: Year must be between 1900 and 2100');
    expect(within(dialog).getByRole('button', { name: 'Import' })).toBeDisabled();
    expect(await vehiclesWithVins(client, [first, second, third])).toEqual([]);

    await choose(csvFile(bad.replace(',1850,', ',2018,'), 'stock-fixed.csv'));
    expect(await within(dialog).findByText('stock-fixed.csv: 3 rows — 3 new, 0 updates, 0 unchanged, 0 refused.', {}, SLOW)).toBeInTheDocument();
    await typing.click(within(dialog).getByRole('button', { name: 'Import 3 vehicles' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Import vehicles from CSV' })).not.toBeInTheDocument(), SLOW);
    expect(await screen.findByText('Vehicles imported successfully!')).toBeInTheDocument();
    expect(screen.getByText('3 vehicles added, 0 updated, 0 rows unchanged.')).toBeInTheDocument();

    expect(await vehiclesWithVins(client, [first, second, third])).toEqual(
      [
        { vin: first, year: 2019, make: 'Honda', model: 'Civic', sale_price: 15000, status: 'available' },
        { vin: second, year: 2018, make: 'Honda', model: 'Accord', sale_price: 21000.5, status: 'available' },
        { vin: third, year: 2021, make: 'Honda', model: 'CR-V', sale_price: null, status: 'reserved' },
      ].sort((a, b) => a.vin.localeCompare(b.vin)),
    );
    const { data: history } = await client
      .from('change_history')
      .select('record_label,actor_name,changes')
      .eq('table_name', 'vehicle_imports')
      .eq('record_label', 'Vehicle import · stock-fixed.csv');
    expect(history).toEqual([
      {
        record_label: 'Vehicle import · stock-fixed.csv',
        actor_name: 'Avery Morgan',
        changes: {
          file_name: { new: 'stock-fixed.csv' },
          rows: { new: 3 },
          vehicles_added: { new: 3 },
          vehicles_updated: { new: 0 },
          vehicles_unchanged: { new: 0 },
        },
      },
    ]);
  });

  it('marks a known VIN an update with what changes, or unchanged, and updates only the columns given', async () => {
    const { client, typing, dialog, choose } = await openImporter();
    const [changing, same] = [newVin(), newVin()];
    await client.from('vehicles').insert([
      { vin: changing, year: 2017, make: 'Honda', model: 'Fit', sale_price: 9000, color: 'Red', location: 'Yard 3' },
      { vin: same, year: 2016, make: 'Honda', model: 'Fit', sale_price: 8000, color: 'Blue' },
    ]);
    await choose(csvFile(`vin,SALE PRICE,location\n${changing},9500,Halifax\n${same},8000,\n`));
    expect(await within(dialog).findByText('stock.csv: 2 rows — 0 new, 1 update, 1 unchanged, 0 refused.', {}, SLOW)).toBeInTheDocument();
    const table = within(dialog).getByRole('table', { name: 'Rows of stock.csv' });
    expect(within(table).getByRole('row', { name: /^2 / })).toHaveTextContent('Sale price: $9,000.00 → $9,500.00');
    expect(within(table).getByRole('row', { name: /^2 / })).toHaveTextContent('Location: Yard 3 → Halifax');
    expect(within(table).getByRole('row', { name: /^3 / })).toHaveTextContent('Unchanged');
    await typing.click(within(dialog).getByRole('button', { name: 'Import 1 vehicle' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Import vehicles from CSV' })).not.toBeInTheDocument(), SLOW);
    const { data } = await client.from('vehicles').select('vin,sale_price,location,color').in('vin', [changing, same]).order('sale_price');
    expect(data).toEqual([
      { vin: same, sale_price: 8000, location: null, color: 'Blue' },
      { vin: changing, sale_price: 9500, location: 'Halifax', color: 'Red' },
    ]);
  });

  it('shows the database’s refusal, naming the row, when a vehicle was sold after the preview; nothing is imported', async () => {
    const { client, typing, dialog, choose } = await openImporter();
    const [added, selling] = [newVin(), newVin()];
    await client.from('vehicles').insert({ vin: selling, year: 2015, make: 'Honda', model: 'Pilot', sale_price: 12000 });
    await choose(csvFile(`VIN,Year,Make,Model,Sale price\n${added},2020,Honda,Odyssey,30000\n${selling},2015,Honda,Pilot,11000\n`));
    expect(await within(dialog).findByText('stock.csv: 2 rows — 1 new, 1 update, 0 unchanged, 0 refused.', {}, SLOW)).toBeInTheDocument();
    await client.from('vehicles').update({ status: 'sold' }).eq('vin', selling);
    await typing.click(within(dialog).getByRole('button', { name: 'Import 2 vehicles' }));
    const refusal = await within(dialog).findByText('Row 3: The vehicle is sold: an import does not change a sold or shipped vehicle.', {}, SLOW);
    expect(refusal.closest('[role="alert"]')).toHaveTextContent('Nothing was imported.');
    expect(await screen.findByText('Failed to import vehicles.')).toBeInTheDocument();
    expect(await vehiclesWithVins(client, [added])).toEqual([]);
  });

  it.each([
    ['a wrong header', () => csvFile('VIN,Yr,Make\n1HGCM82633A004352,2003,Honda\n'), '“Yr” is not a column an import reads'],
    [
      'another encoding than UTF-8',
      () => new File([new Uint8Array([...new TextEncoder().encode('VIN,Make\n1HGCM82633A004352,Citro'), 0xeb, 0x6e, 0x0a])], 'stock.csv'),
      'stock.csv is not saved as UTF-8 text. In your spreadsheet, save it again as “CSV UTF-8 (Comma delimited) (.csv)” and choose that file.',
    ],
    [
      'a file of 50 MB',
      () => Object.defineProperty(csvFile('VIN\n'), 'size', { value: 50_000_000 }),
      'stock.csv is 50.0 MB; an import file may be at most 5.0 MB. Split it into smaller files.',
    ],
  ])('refuses %s before anything is sent, saying why', async (_case, file, message) => {
    const { dialog, choose } = await openImporter();
    await choose(file());
    expect(await within(dialog).findByText(message, { exact: false }, SLOW)).toBeInTheDocument();
    expect(within(dialog).queryByRole('table')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Import' })).toBeDisabled();
  });

  it.each([
    ['a quoted line break in a one-line column', '"Civic\nEX"', 'Model: Model holds a line break; this column takes one line.'],
    ['a formula', '=1+1', 'Model: Model starts with “=”, which a spreadsheet would run as a formula.'],
    ['a row of 10,000 characters', 'x'.repeat(10_000), 'The row has 10,026 characters; a row has at most 2,000.'],
  ])('refuses a row with %s, naming the row; nothing can be imported', async (_case, model, message) => {
    const { dialog, choose } = await openImporter();
    const vin = newVin();
    await choose(csvFile(`VIN,Year,Make,Model\n${newVin()},2019,Honda,Civic\n${vin},2019,Honda,${model}\n`));
    const table = await within(dialog).findByRole('table', { name: 'Rows of stock.csv' }, SLOW);
    const row = within(table).getByRole('row', { name: /^3 / });
    expect(row).toHaveTextContent('Refused');
    expect(row).toHaveTextContent(message);
    expect(within(dialog).getByRole('button', { name: 'Import' })).toBeDisabled();
  });

  it('names both rows of a VIN the file holds twice', async () => {
    const { dialog, choose } = await openImporter();
    const vin = newVin();
    await choose(csvFile(`VIN,Year,Make,Model\n${vin},2019,Honda,Civic\n${newVin()},2019,Honda,Fit\n${vin},2019,Honda,Civic\n`));
    const table = await within(dialog).findByRole('table', { name: 'Rows of stock.csv' }, SLOW);
    expect(within(table).getByRole('row', { name: /^2 / })).toHaveTextContent('VIN: The VIN is also in row 4.');
    expect(within(table).getByRole('row', { name: /^4 / })).toHaveTextContent('VIN: The VIN is also in row 2.');
    expect(within(dialog).getByRole('button', { name: 'Import' })).toBeDisabled();
  });
});
