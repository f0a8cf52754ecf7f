import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createPortalStore, portalClient, renderSection, signInStore, setupRealBackend } from '@export-portal/shared-auth/testing';
import { DEMO_ACCOUNTS, VEHICLE_STATUSES, type VehicleStatus } from '@export-portal/shared-domain';
import StaffApp from '../../App';

const real = setupRealBackend();

async function showVehicles(path = '/staff/vehicles') {
  const store = await renderSection('staff_app', StaffApp, path, { backend: real.backend, role: 'staff' });
  return portalClient(store);
}

/** A second member of staff, working the same board from another browser. */
async function colleague() {
  const staff = DEMO_ACCOUNTS.find((account) => account.role === 'staff')!;
  const store = createPortalStore(real.backend);
  await signInStore(store, staff.email, staff.password, 'staff');
  return portalClient(store);
}

const cards = async () => within(await screen.findByRole('list', { name: 'Vehicles' })).findAllByRole('article');
const searchBox = () => screen.getByRole('searchbox', { name: /Search vehicles/ });

/** Searches the board for one VIN and returns its card once the server has answered. */
async function cardOf(vin: string) {
  await userEvent.type(searchBox(), vin);
  await screen.findByText('1 vehicle');
  const [card] = await cards();
  if (!card) throw new Error(`no card for ${vin}`);
  expect(within(card).getByText(`VIN ${vin}`)).toBeInTheDocument();
  return card;
}

describe('Vehicle Operations', () => {
  it.each(VEHICLE_STATUSES)('on a %s vehicle, only the buttons for the other staff statuses are enabled', async (status: VehicleStatus) => {
    const client = await showVehicles(`/staff/vehicles?status=${status}`);
    const { data } = await client.from('vehicles').select('vin').eq('status', status).limit(1);
    if (!data?.length) throw new Error(`the seed has no ${status} vehicle`);
    const card = await cardOf(data[0]!.vin);
    const enabled = ['Inspection', 'Available', 'Shipped'].filter(
      (label) => !within(card).getByRole('button', { name: label }).hasAttribute('disabled'),
    );
    expect(enabled).toEqual(
      ['inspection', 'available', 'shipped'].filter((target) => target !== status).map((target) => target[0]!.toUpperCase() + target.slice(1)),
    );
    expect(within(card).queryByRole('button', { name: /Sold|Reserved/ })).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Edit Details' })).toBeEnabled();
    expect(within(card).getByRole('button', { name: 'Schedule' })).toBeEnabled();
  });

  it('filters by status on the server', async () => {
    const client = await showVehicles();
    const { count } = await client.from('vehicles').select('id', { count: 'exact', head: true }).eq('status', 'inspection');
    await userEvent.click(screen.getByRole('combobox', { name: 'Vehicle status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Inspection' }));
    expect(await screen.findByText(`${count} vehicle${count === 1 ? '' : 's'}`)).toBeInTheDocument();
    for (const card of await cards()) expect(within(card).getAllByText('Inspection').length).toBeGreaterThan(0);
  });

  it("shows the spec's empty text when nothing matches", async () => {
    await showVehicles();
    await userEvent.type(searchBox(), 'no such vehicle anywhere');
    expect(await screen.findByText('No vehicles found matching your search criteria.')).toBeInTheDocument();
  });

  it('sets a status, reloads the list and says so', async () => {
    const client = await showVehicles();
    const { data } = await client.from('vehicles').select('vin').eq('status', 'available').limit(1).single();
    const card = await cardOf(data!.vin);
    await userEvent.click(within(card).getByRole('button', { name: 'Inspection' }));
    expect(await screen.findByText('Vehicle status updated successfully!')).toBeInTheDocument();
    expect(await within(card).findByRole('button', { name: 'Inspection' })).toBeDisabled();
    const { data: after } = await client.from('vehicles').select('status').eq('vin', data!.vin).single();
    expect(after!.status).toBe('inspection');
  });

  it('refuses to overwrite a change made elsewhere since the list loaded, and shows the latest status', async () => {
    const client = await showVehicles();
    const { data } = await client.from('vehicles').select('id,vin,updated_at').eq('status', 'available').limit(1).single();
    const card = await cardOf(data!.vin);
    const other = await colleague();
    const moved = await other.rpc('change_vehicle_status', { vehicle_id: data!.id, new_status: 'shipped', seen_updated_at: data!.updated_at });
    expect(moved.error).toBeNull();
    await userEvent.click(within(card).getByRole('button', { name: 'Inspection' }));
    expect(await screen.findByText('Failed to update vehicle status.')).toBeInTheDocument();
    expect(screen.getByText('This record was changed by someone else. The list now shows the latest version.')).toBeInTheDocument();
    expect(await within(card).findByRole('button', { name: 'Shipped' })).toBeDisabled();
    const { data: after } = await client.from('vehicles').select('status').eq('id', data!.id).single();
    expect(after!.status).toBe('shipped');
  });

  it('keeps the page, search and filter it was on after a status change', async () => {
    await showVehicles('/staff/vehicles?status=available&q=a');
    const [card] = await cards();
    expect(searchBox()).toHaveValue('a');
    await userEvent.click(within(card!).getByRole('button', { name: 'Inspection' }));
    await screen.findByText('Vehicle status updated successfully!');
    expect(searchBox()).toHaveValue('a');
    expect(screen.getByRole('combobox', { name: 'Vehicle status' })).toHaveTextContent('Available');
  });
});
