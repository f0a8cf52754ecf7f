import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createPortalStore, portalClient, renderSection, seedId, signInStore, setupRealBackend } from '@export-portal/shared-auth/testing';
import { DEMO_ACCOUNTS, VEHICLE_STATUSES, businessToday, type VehicleStatus } from '@export-portal/shared-domain';
import { formatDate } from '@export-portal/shared-ui';
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

/** A seed vehicle by its number; the seed books no task on the ones these tests use. */
const seedVehicle = (n: number) => seedId('a0000000', n);

async function openDialog(card: HTMLElement, button: 'Edit Details' | 'Schedule', title: string) {
  await userEvent.click(within(card).getByRole('button', { name: button }));
  return screen.findByRole('dialog', { name: title });
}

async function retype(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  await userEvent.type(field, text);
}

describe('Edit Details', () => {
  it('saves location, mileage and notes, says so, and the card shows them', async () => {
    const client = await showVehicles();
    const { data } = await client.from('vehicles').select('vin,sale_price').eq('id', seedVehicle(31)).single();
    const card = await cardOf(data!.vin);
    const dialog = await openDialog(card, 'Edit Details', 'Edit Details');
    expect(dialog).toHaveAccessibleDescription(expect.stringContaining(`VIN ${data!.vin}`));
    await retype(within(dialog).getByLabelText('Location'), 'Halifax Port, bay 4');
    await retype(within(dialog).getByLabelText('Mileage (km)'), '98,765');
    await retype(within(dialog).getByLabelText('Notes'), 'Scratch on the rear bumper');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Vehicle details updated')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(card).getByRole('button', { name: 'Edit Details' })).toHaveFocus();
    expect(await within(card).findByText('Halifax Port, bay 4')).toBeInTheDocument();
    expect(within(card).getByText('98,765 km')).toBeInTheDocument();
    expect(within(card).getByText('Scratch on the rear bumper')).toBeInTheDocument();
    const { data: after } = await client.from('vehicles').select('location,mileage,notes,sale_price').eq('id', seedVehicle(31)).single();
    expect(after).toEqual({ location: 'Halifax Port, bay 4', mileage: 98765, notes: 'Scratch on the rear bumper', sale_price: data!.sale_price });
  });

  it('offers only the facts staff may change, and the database refuses staff a price change made any other way', async () => {
    const client = await showVehicles();
    const { data } = await client.from('vehicles').select('vin,sale_price,customer_id').eq('id', seedVehicle(32)).single();
    const dialog = await openDialog(await cardOf(data!.vin), 'Edit Details', 'Edit Details');
    const labels = within(dialog)
      .getAllByRole('textbox')
      .map((field) => field.getAttribute('id'))
      .map((id) => dialog.querySelector(`label[for="${id}"]`)?.textContent);
    expect(labels).toEqual(['Location', 'Colour', 'Mileage (km)', 'Notes']);
    expect(within(dialog).queryByLabelText(/price|owner|customer/i)).not.toBeInTheDocument();

    const refused = await client.from('vehicles').update({ sale_price: 1 }).eq('id', seedVehicle(32)).select('id');
    expect(refused.error).not.toBeNull();
    const { data: after } = await client.from('vehicles').select('sale_price,customer_id').eq('id', seedVehicle(32)).single();
    expect(after).toEqual({ sale_price: data!.sale_price, customer_id: data!.customer_id });
  });

  it('refuses a mileage the database would refuse, beside the field, and keeps what was typed', async () => {
    const client = await showVehicles();
    const { data } = await client.from('vehicles').select('vin,mileage,updated_at').eq('id', seedVehicle(33)).single();
    const dialog = await openDialog(await cardOf(data!.vin), 'Edit Details', 'Edit Details');
    const mileage = within(dialog).getByLabelText('Mileage (km)');
    await retype(mileage, '-5');
    await retype(within(dialog).getByLabelText('Notes'), 'Odometer to check');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Mileage must be a whole number of kilometres, 0 or more')).toBeInTheDocument();
    expect(mileage).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('Notes')).toHaveValue('Odometer to check');
    const { data: after } = await client.from('vehicles').select('mileage,updated_at').eq('id', seedVehicle(33)).single();
    expect(after).toEqual({ mileage: data!.mileage, updated_at: data!.updated_at });
  });

  it("after a colleague's save, shows their change, keeps what was typed, and saves it over theirs on the next Save", async () => {
    const client = await showVehicles();
    const { data } = await client.from('vehicles').select('vin,updated_at').eq('id', seedVehicle(34)).single();
    const dialog = await openDialog(await cardOf(data!.vin), 'Edit Details', 'Edit Details');
    const other = await colleague();
    const theirs = await other.rpc('update_vehicle_details', {
      p_vehicle_id: seedVehicle(34),
      p_changes: { location: 'Montréal Yard, row 9', notes: 'Keys at the front desk' },
      p_seen_updated_at: data!.updated_at,
    });
    expect(theirs.error).toBeNull();

    await retype(within(dialog).getByLabelText('Mileage (km)'), '45000');
    await retype(within(dialog).getByLabelText('Notes'), 'Needs new tires');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Someone else changed this vehicle while you were editing.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Location')).toHaveValue('Montréal Yard, row 9');
    expect(within(dialog).getByLabelText('Mileage (km)')).toHaveValue('45000');
    expect(within(dialog).getByLabelText('Notes')).toHaveValue('Needs new tires');
    expect(within(dialog).getByLabelText('Notes')).toHaveAccessibleDescription('Someone else saved: Keys at the front desk. Yours is kept.');
    const { data: between } = await client.from('vehicles').select('location,notes').eq('id', seedVehicle(34)).single();
    expect(between).toEqual({ location: 'Montréal Yard, row 9', notes: 'Keys at the front desk' });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Vehicle details updated')).toBeInTheDocument();
    const { data: after } = await client.from('vehicles').select('location,mileage,notes').eq('id', seedVehicle(34)).single();
    expect(after).toEqual({ location: 'Montréal Yard, row 9', mileage: 45000, notes: 'Needs new tires' });
  });
});

describe('Schedule', () => {
  it('books a task on the vehicle, which its card and the dashboard then show', async () => {
    const client = await showVehicles();
    const { data } = await client.from('vehicles').select('vin,year,make,model').eq('id', seedVehicle(35)).single();
    const card = await cardOf(data!.vin);
    // The next task is read beside the page, with the export files, and may arrive after the card.
    expect(await within(card).findByText('None')).toBeInTheDocument();
    const dialog = await openDialog(card, 'Schedule', 'Schedule a Task');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Task' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Port drop-off' }));
    const today = businessToday();
    await userEvent.type(within(dialog).getByLabelText('Date'), today);
    await userEvent.type(within(dialog).getByLabelText('Note'), 'Booked with the terminal');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schedule Task' }));
    expect(await screen.findByText('Task scheduled')).toBeInTheDocument();
    expect(await within(card).findByText(`Port drop-off · ${formatDate(today)}`)).toBeInTheDocument();
    const { data: tasks } = await client.from('vehicle_tasks').select('task_type,due_date,note,done_at').eq('vehicle_id', seedVehicle(35));
    expect(tasks).toEqual([{ task_type: 'port_dropoff', due_date: today, note: 'Booked with the terminal', done_at: null }]);

    cleanup();
    await renderSection('staff_app', StaffApp, '/staff/', { backend: real.backend, role: 'staff' });
    const priority = within(screen.getByRole('region', { name: 'Priority Tasks' }));
    const link = await priority.findByRole('link', { name: `${data!.year} ${data!.make} ${data!.model}` });
    expect(link).toHaveAttribute('href', `/staff/vehicles/${seedVehicle(35)}`);
    expect(link.closest('li')).toHaveTextContent('Booked with the terminal');
  });

  it('refuses a day already past and books nothing', async () => {
    const client = await showVehicles();
    const { data } = await client.from('vehicles').select('vin').eq('id', seedVehicle(36)).single();
    const dialog = await openDialog(await cardOf(data!.vin), 'Schedule', 'Schedule a Task');
    await userEvent.type(within(dialog).getByLabelText('Date'), '2020-01-15');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schedule Task' }));
    expect(await within(dialog).findByText('Choose today or a later day')).toBeInTheDocument();
    const { count } = await client.from('vehicle_tasks').select('id', { count: 'exact', head: true }).eq('vehicle_id', seedVehicle(36));
    expect(count).toBe(0);
  });
});
