import { readVehicleCsv } from '@export-portal/shared-domain/vehicle-import';
import type { InventoryVehicle, OwnerMatch } from '../../data/vehicleImport';
import { previewVehicleImport, verdictCounts } from './importPreview';

const KNOWN_VIN = '1HGCM82633A004352';
const NEW_VIN = '2T3W1RFV7MC123456';

const known: InventoryVehicle = {
  vin: KNOWN_VIN,
  vehicle_id: 'v1',
  year: 2003,
  make: 'Honda',
  model: 'Accord',
  color: 'Silver',
  mileage: 210000,
  purchase_price: 2500,
  sale_price: 3900,
  status: 'available',
  location: 'Yard 1',
  customer_id: null,
  owner_email: null,
  active_shipment: null,
};

function preview(text: string, vehicles: InventoryVehicle[] = [known], owners: Record<string, OwnerMatch> = {}) {
  const csv = readVehicleCsv(text);
  if (!csv.ok) throw new Error(csv.problem);
  return previewVehicleImport(csv.columns, csv.rows, new Map(vehicles.map((vehicle) => [vehicle.vin, vehicle])), new Map(Object.entries(owners)));
}

describe('the import preview', () => {
  it('marks a VIN not in the inventory new, and one that is an update with what changes, in the screen’s words', () => {
    const rows = preview(
      `VIN,Year,Make,Model,Sale price,Mileage,Status\n${NEW_VIN},2021,Toyota,RAV4,,,\n${KNOWN_VIN.toLowerCase()},2003,Honda,Accord,4100,210000,Reserved\n`,
    );
    expect(rows.map((row) => [row.rowNumber, row.vin, row.vehicle, row.verdict])).toEqual([
      [2, NEW_VIN, '2021 Toyota RAV4', { kind: 'new' }],
      [
        3,
        KNOWN_VIN,
        '2003 Honda Accord',
        {
          kind: 'update',
          changes: [
            { column: 'sale_price', label: 'Sale price', before: '$3,900.00', after: '$4,100.00' },
            { column: 'status', label: 'Status', before: 'Available', after: 'Reserved' },
          ],
        },
      ],
    ]);
  });

  it('judges the vehicle as it would become by the vehicle form’s rules, the VIN’s check digit included', () => {
    const rows = preview(`VIN,Year,Make,Model,Purchase price\n1HGCM82643A004352,2003,Honda,Accord,1.999\n${NEW_VIN},2021,,RAV4,12345678901\n`);
    expect(rows.map((row) => row.verdict)).toEqual([
      {
        kind: 'refused',
        problems: [
          { column: 'vin', message: 'The check digit (9th character) should be 3: the VIN is probably mistyped.' },
          { column: 'purchase_price', message: 'Purchase price must be an amount of at least 0, such as 15000 or 15000.50' },
        ],
      },
      {
        kind: 'refused',
        problems: [
          { column: 'make', message: 'Enter the make' },
          { column: 'purchase_price', message: 'Purchase price must be less than 10,000,000,000' },
        ],
      },
    ]);
  });

  it('needs a new vehicle’s year, make and model columns, but not an update’s', () => {
    const rows = preview(`VIN,Location\n${KNOWN_VIN},Yard 1\n${NEW_VIN},Yard 2\n`);
    expect(rows.map((row) => row.verdict)).toEqual([
      { kind: 'unchanged' },
      {
        kind: 'refused',
        problems: [
          { column: 'year', message: 'A new vehicle needs its year: the file has no Year column.' },
          { column: 'make', message: 'A new vehicle needs its make: the file has no Make column.' },
          { column: 'model', message: 'A new vehicle needs its model: the file has no Model column.' },
        ],
      },
    ]);
  });

  it('finds the owner by e-mail: one customer is the owner, none or several refuse the row', () => {
    const owners = { 'client1@demo.test': { customerId: 'c1', matches: 1 }, 'shared@example.ca': { customerId: null, matches: 2 } };
    const rows = preview(`VIN,Owner email\n${KNOWN_VIN},Client1@Demo.test\n${NEW_VIN},nobody@example.ca\n`, [known], owners);
    expect(rows[0]!.verdict).toEqual({
      kind: 'update',
      changes: [{ column: 'owner_email', label: 'Owner email', before: '—', after: 'Client1@Demo.test' }],
    });
    expect(rows[1]!.verdict).toMatchObject({
      kind: 'refused',
      problems: expect.arrayContaining([{ column: 'owner_email', message: 'No customer has the e-mail nobody@example.ca.' }]),
    });
    const shared = preview(`VIN,Owner email\n${KNOWN_VIN},shared@example.ca\n`, [known], owners);
    expect(shared[0]!.verdict).toEqual({
      kind: 'refused',
      problems: [{ column: 'owner_email', message: "2 customers have the e-mail shared@example.ca; choose this owner on the vehicle's page." }],
    });
  });

  it('leaves a sold vehicle as it is, and the owner of one in an active shipment', () => {
    const sold = { ...known, status: 'sold' as const };
    expect(preview(`VIN,Sale price\n${KNOWN_VIN},3900\n`, [sold])[0]!.verdict).toEqual({ kind: 'unchanged' });
    expect(preview(`VIN,Sale price\n${KNOWN_VIN},3800\n`, [sold])[0]!.verdict).toEqual({
      kind: 'refused',
      problems: [{ column: null, message: 'The vehicle is sold: an import does not change a sold or shipped vehicle.' }],
    });
    const carried = { ...known, active_shipment: 'SHP-1042' };
    expect(
      preview(`VIN,Owner email\n${KNOWN_VIN},client1@demo.test\n`, [carried], { 'client1@demo.test': { customerId: 'c1', matches: 1 } })[0]!.verdict,
    ).toEqual({
      kind: 'refused',
      problems: [{ column: 'owner_email', message: 'The vehicle is in shipment SHP-1042, so its owner cannot change.' }],
    });
  });

  it('takes a blank status as Available for a new vehicle, and refuses it for a known one', () => {
    const rows = preview(`VIN,Year,Make,Model,Status\n${NEW_VIN},2021,Toyota,RAV4,\n${KNOWN_VIN},2003,Honda,Accord,\n`);
    expect(rows.map((row) => row.verdict)).toEqual([
      { kind: 'new' },
      { kind: 'refused', problems: [{ column: 'status', message: 'Status must be Available, Sold, Reserved, Shipped or Inspection' }] },
    ]);
    expect(verdictCounts(rows)).toEqual({ new: 1, update: 0, unchanged: 0, refused: 1 });
  });
});
