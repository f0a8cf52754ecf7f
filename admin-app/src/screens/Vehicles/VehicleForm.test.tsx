import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { checkVin, vinCheckDigit } from '@export-portal/shared-domain/vin';
import type { PortalClient } from '@export-portal/shared-auth';
import { setupRealBackend } from '@export-portal/shared-auth/testing';
import { cardsOf, countText, searchFor, showAdmin } from '../../testing/renderAdmin';

const real = setupRealBackend();
// Each test types a whole form into a dialog, slow on a busy machine.
jest.setTimeout(60_000);
const NOUN = ['vehicle', 'vehicles'] as const;
const BOX = /Search vehicles/;

/** A North American Honda VIN of model year 2003 that no other test uses, with its check digit right. */
function freshVin(): string {
  const serial = String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0');
  const draft = `1HGCM8260${'3A'}${serial}`;
  return `${draft.slice(0, 8)}${vinCheckDigit(draft)}${draft.slice(9)}`;
}

async function insertVehicle(client: PortalClient) {
  const vin = freshVin();
  const { data, error } = await client
    .from('vehicles')
    .insert({ vin, year: 2003, make: 'Honda', model: 'Accord', mileage: 150000, purchase_price: 4000, sale_price: 6500, location: 'Toronto Yard' })
    .select('id,vin,updated_at')
    .single();
  if (error) throw error;
  return data;
}

async function showCardOf(vin: string) {
  await searchFor(BOX, vin, countText(1, NOUN));
  const [card] = await cardsOf('Vehicles');
  return card!;
}

const field = (dialog: HTMLElement, name: string) => within(dialog).getByRole('textbox', { name });

describe('admin vehicle form', () => {
  it('adds a vehicle: the VIN fills the make, every value is stored, the purchase price too, and the list shows it', async () => {
    const client = await showAdmin(real.backend, '/admin/vehicles');
    const { data: owner } = await client.from('customers').select('id,company_name').not('company_name', 'is', null).limit(1).single();
    const vin = freshVin();
    await userEvent.click(screen.getByRole('button', { name: 'Add Vehicle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Vehicle' });
    await userEvent.type(field(dialog, 'VIN'), vin.toLowerCase());
    expect(field(dialog, 'Make')).toHaveValue('Honda');
    await userEvent.type(field(dialog, 'Year'), '2003');
    await userEvent.type(field(dialog, 'Model'), 'Accord');
    await userEvent.type(field(dialog, 'Color'), 'Silver');
    await userEvent.type(field(dialog, 'Mileage (km)'), '123456');
    await userEvent.type(field(dialog, 'Purchase price (CAD)'), '4200.50');
    await userEvent.type(field(dialog, 'Sale price (CAD)'), '7900');
    await userEvent.type(field(dialog, 'Location'), 'Halifax Port');
    const ownerBox = within(dialog).getByRole('combobox', { name: 'Owner' });
    await userEvent.type(ownerBox, owner!.company_name!);
    await waitFor(() => expect(ownerBox).not.toHaveAttribute('aria-busy'));
    await userEvent.click(within(dialog).getByRole('option', { name: new RegExp(owner!.company_name!) }));
    expect(within(dialog).getByRole('combobox', { name: 'Owner' })).toHaveValue(owner!.company_name);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add vehicle' }));

    expect(await screen.findByText('Vehicle added successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Add Vehicle' })).toHaveFocus();
    const { data: stored } = await client
      .from('vehicles')
      .select('id,year,make,model,color,mileage,sale_price,status,location,customer_id')
      .eq('vin', vin)
      .single();
    expect(stored).toMatchObject({
      year: 2003,
      make: 'Honda',
      model: 'Accord',
      color: 'Silver',
      mileage: 123456,
      sale_price: 7900,
      status: 'available',
      location: 'Halifax Port',
      customer_id: owner!.id,
    });
    const { data: costs } = await client.rpc('vehicle_costs').eq('vehicle_id', stored!.id);
    expect(costs![0]!.purchase_price).toBe(4200.5);
    const card = await showCardOf(vin);
    expect(within(card).getByText(owner!.company_name!)).toBeInTheDocument();
  }, 60_000);

  it('refuses a mistyped North American VIN with the check-digit message, and saves nothing', async () => {
    const client = await showAdmin(real.backend, '/admin/vehicles');
    const good = freshVin();
    const mistyped = `${good.slice(0, 8)}${good[8] === '1' ? '2' : '1'}${good.slice(9)}`;
    const expected = checkVin(mistyped).findings.find((finding) => finding.severity === 'error')!.message;
    expect(expected).toMatch(/check digit/);
    await userEvent.click(screen.getByRole('button', { name: 'Add Vehicle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Vehicle' });
    await userEvent.type(field(dialog, 'VIN'), mistyped);
    await userEvent.type(field(dialog, 'Year'), '2003');
    await userEvent.type(field(dialog, 'Model'), 'Civic');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add vehicle' }));
    expect(field(dialog, 'VIN')).toHaveAccessibleDescription(expected);
    expect(field(dialog, 'VIN')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog', { name: 'Add Vehicle' })).toBeInTheDocument();
    const { count } = await client.from('vehicles').select('id', { count: 'exact', head: true }).eq('vin', mistyped);
    expect(count).toBe(0);
  });

  it('warns, without blocking, when the year or make disagrees with the VIN', async () => {
    await showAdmin(real.backend, '/admin/vehicles');
    const vin = freshVin();
    await userEvent.click(screen.getByRole('button', { name: 'Add Vehicle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Vehicle' });
    await userEvent.type(field(dialog, 'Make'), 'Toyota');
    await userEvent.type(field(dialog, 'VIN'), vin);
    await userEvent.type(field(dialog, 'Year'), '2015');
    const report = checkVin(vin);
    expect(field(dialog, 'Make')).toHaveValue('Toyota');
    expect(field(dialog, 'Make')).toHaveAccessibleDescription(/belongs to Honda, not Toyota/);
    expect(field(dialog, 'Year')).toHaveAccessibleDescription('The VIN gives model year 2003, not 2015.');
    expect(report.valid).toBe(true);
    await userEvent.type(field(dialog, 'Model'), 'Corolla');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add vehicle' }));
    expect(await screen.findByText('Vehicle added successfully!')).toBeInTheDocument();
  });

  it('says a VIN already in the inventory is refused beside the VIN, linking to that vehicle, and keeps what was typed', async () => {
    const client = await showAdmin(real.backend, '/admin/vehicles');
    const existing = await insertVehicle(client);
    await userEvent.click(screen.getByRole('button', { name: 'Add Vehicle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Vehicle' });
    await userEvent.type(field(dialog, 'VIN'), existing.vin);
    await userEvent.type(field(dialog, 'Year'), '2003');
    await userEvent.type(field(dialog, 'Model'), 'Accord');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add vehicle' }));
    await waitFor(() => expect(field(dialog, 'VIN')).toHaveAccessibleDescription('A vehicle with this VIN is already in the inventory'));
    expect(within(dialog).getByRole('link', { name: 'Open the vehicle with this VIN' })).toHaveAttribute('href', `/admin/vehicles/${existing.id}`);
    expect(field(dialog, 'Model')).toHaveValue('Accord');
    const { count } = await client.from('vehicles').select('id', { count: 'exact', head: true }).eq('vin', existing.vin);
    expect(count).toBe(1);
  });

  it('edits a vehicle opened with its stored values and purchase price', async () => {
    const client = await showAdmin(real.backend, '/admin/vehicles');
    const vehicle = await insertVehicle(client);
    const card = await showCardOf(vehicle.vin);
    await userEvent.click(within(card).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Vehicle' });
    expect(within(dialog).getByText(`2003 Honda Accord · ${vehicle.vin}`)).toBeInTheDocument();
    expect(await within(dialog).findByRole('textbox', { name: 'Purchase price (CAD)' })).toHaveValue('4000');
    await userEvent.clear(field(dialog, 'Sale price (CAD)'));
    await userEvent.type(field(dialog, 'Sale price (CAD)'), '6999.99');
    await userEvent.clear(field(dialog, 'Location'));
    await userEvent.type(field(dialog, 'Location'), 'Montréal Yard');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Reserved' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Vehicle updated successfully!')).toBeInTheDocument();
    const { data } = await client.from('vehicles').select('sale_price,location,status,mileage').eq('id', vehicle.id).single();
    expect(data).toEqual({ sale_price: 6999.99, location: 'Montréal Yard', status: 'reserved', mileage: 150000 });
    expect(await within(card).findByText('Montréal Yard')).toBeInTheDocument();
  });

  it('refuses an edit of a vehicle changed elsewhere meanwhile, shows their values, keeps the input, and saves it over theirs once asked', async () => {
    const client = await showAdmin(real.backend, '/admin/vehicles');
    const vehicle = await insertVehicle(client);
    const card = await showCardOf(vehicle.vin);
    await userEvent.click(within(card).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Vehicle' });
    await within(dialog).findByRole('textbox', { name: 'Mileage (km)' });
    await userEvent.clear(field(dialog, 'Mileage (km)'));
    await userEvent.type(field(dialog, 'Mileage (km)'), '151000');

    const { error } = await client.from('vehicles').update({ sale_price: 9100 }).eq('id', vehicle.id);
    expect(error).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('This vehicle was changed by someone else while you were editing it.');
    const theirs = within(alert).getByLabelText('Their values');
    expect(theirs).toHaveTextContent(/Sale price.*\$9,100\.00.*yours: \$6,500\.00/);
    expect(theirs).toHaveTextContent(/Mileage.*150,000 km.*yours: 151,000 km/);
    expect(field(dialog, 'Mileage (km)')).toHaveValue('151000');
    const { data: unchanged } = await client.from('vehicles').select('mileage,sale_price').eq('id', vehicle.id).single();
    expect(unchanged).toEqual({ mileage: 150000, sale_price: 9100 });

    await userEvent.click(within(alert).getByRole('button', { name: 'Save mine over theirs' }));
    expect(await screen.findByText('Vehicle updated successfully!')).toBeInTheDocument();
    const { data: saved } = await client.from('vehicles').select('mileage,sale_price').eq('id', vehicle.id).single();
    expect(saved).toEqual({ mileage: 151000, sale_price: 6500 });
  });

  it('names their owner and yours when someone else gave the vehicle another owner meanwhile', async () => {
    const client = await showAdmin(real.backend, '/admin/vehicles');
    const vehicle = await insertVehicle(client);
    const { data: owners } = await client.from('customers').select('id,company_name').not('company_name', 'is', null).order('company_name').limit(2);
    const [mine, theirs] = owners!;
    const card = await showCardOf(vehicle.vin);
    await userEvent.click(within(card).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Vehicle' });
    const ownerBox = await within(dialog).findByRole('combobox', { name: 'Owner' });
    await userEvent.type(ownerBox, mine!.company_name!);
    await waitFor(() => expect(ownerBox).not.toHaveAttribute('aria-busy'));
    await userEvent.click(within(dialog).getByRole('option', { name: new RegExp(mine!.company_name!) }));

    const { error } = await client.from('vehicles').update({ customer_id: theirs!.id }).eq('id', vehicle.id);
    expect(error).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    const alert = await within(dialog).findByRole('alert');
    expect(within(alert).getByLabelText('Their values')).toHaveTextContent(`Owner${theirs!.company_name} (yours: ${mine!.company_name})`);
  });

  it('says the vehicle was deleted when it is gone before the edit is saved', async () => {
    const client = await showAdmin(real.backend, '/admin/vehicles');
    const vehicle = await insertVehicle(client);
    const card = await showCardOf(vehicle.vin);
    await userEvent.click(within(card).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Vehicle' });
    await within(dialog).findByRole('textbox', { name: 'Model' });
    await client.from('vehicles').delete().eq('id', vehicle.id);
    await userEvent.type(field(dialog, 'Model'), ' EX');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('This vehicle has been deleted by someone else.')).toBeInTheDocument();
    expect(field(dialog, 'Model')).toHaveValue('Accord EX');
  });

  it('deletes a vehicle after a confirmation naming it, and its card goes', async () => {
    const client = await showAdmin(real.backend, '/admin/vehicles');
    const vehicle = await insertVehicle(client);
    const card = await showCardOf(vehicle.vin);
    await userEvent.click(within(card).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete vehicle?' });
    expect(dialog).toHaveTextContent(`2003 Honda Accord · ${vehicle.vin}`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete vehicle' }));
    expect(await screen.findByText('Vehicle deleted successfully.')).toBeInTheDocument();
    expect(await screen.findByText('No vehicles found matching your search criteria.')).toBeInTheDocument();
    const { count } = await client.from('vehicles').select('id', { count: 'exact', head: true }).eq('id', vehicle.id);
    expect(count).toBe(0);
  });

  it("shows the database's refusal to delete a sold vehicle in the dialog, and keeps it", async () => {
    const client = await showAdmin(real.backend, '/admin/vehicles');
    const { data: sold } = await client.from('vehicles').select('id,vin').eq('status', 'sold').limit(1).single();
    const card = await showCardOf(sold!.vin);
    await userEvent.click(within(card).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete vehicle?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete vehicle' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('A sold vehicle cannot be deleted');
    const { count } = await client.from('vehicles').select('id', { count: 'exact', head: true }).eq('id', sold!.id);
    expect(count).toBe(1);
  });
});
