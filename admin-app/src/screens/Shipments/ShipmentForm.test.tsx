import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  clientAs,
  makeContainer,
  makeCustomer,
  makeShipment,
  makeVehicles,
  renderSection,
  setupRealBackend,
} from '@export-portal/shared-auth/testing';
import { customerDisplayName } from '@export-portal/shared-domain';
import AdminApp from '../../App';

const real = setupRealBackend();

/** Puts the text in the box at once, as a paste does: typing long VINs and e-mails key by key only slows the test. */
async function fill(box: HTMLElement, text: string) {
  await userEvent.click(box);
  await userEvent.paste(text);
}

async function openNewShipment() {
  await renderSection('admin_app', AdminApp, '/admin/shipments', { backend: real.backend, role: 'admin' });
  await userEvent.click(screen.getByRole('button', { name: 'New Shipment' }));
  return screen.findByRole('dialog', { name: 'New Shipment' });
}

async function chooseCustomer(dialog: HTMLElement, customer: Awaited<ReturnType<typeof makeCustomer>>) {
  await fill(await within(dialog).findByRole('combobox', { name: 'Customer' }), customer.email!);
  await userEvent.click(await screen.findByRole('option', { name: new RegExp(customerDisplayName(customer)) }));
}

async function chooseContainer(dialog: HTMLElement, containerNumber: string) {
  const select = () => within(dialog).getByRole('combobox', { name: 'Container' });
  await waitFor(() => expect(select()).toBeEnabled());
  await userEvent.click(select());
  await userEvent.click(await screen.findByRole('option', { name: new RegExp(containerNumber) }));
}

async function tickVehicle(dialog: HTMLElement, vehicle: { vin: string }) {
  const search = within(dialog).getByRole('searchbox', { name: "Search the customer's vehicles by VIN, make or model" });
  await userEvent.clear(search);
  await fill(search, vehicle.vin);
  const matches = await within(dialog).findByRole('list', { name: 'Matching vehicles' });
  await userEvent.click(await within(matches).findByRole('checkbox', { name: new RegExp(vehicle.vin) }));
}

const vehiclesError = (dialog: HTMLElement, message: string) => within(within(dialog).getByRole('group', { name: 'Vehicles' })).findByText(message);

describe('New Shipment and Edit on Shipment Tracking', () => {
  it('creates a shipment carrying two vehicles of one customer in a container, numbered by the database', async () => {
    const admin = await clientAs(real.backend, 'admin');
    const customer = await makeCustomer(admin);
    const vehicles = await makeVehicles(admin, customer.id, 2);
    const container = await makeContainer(admin, 4);
    const dialog = await openNewShipment();
    await chooseCustomer(dialog, customer);
    await userEvent.type(within(dialog).getByLabelText('Booking number'), 'BKG-TEST-1');
    await userEvent.type(within(dialog).getByLabelText('Origin port'), 'Halifax');
    await userEvent.type(within(dialog).getByLabelText('Destination port'), 'Lagos');
    await userEvent.type(within(dialog).getByLabelText('Shipping cost (CAD)'), '2500');
    await chooseContainer(dialog, container.container_number);
    for (const vehicle of vehicles) await tickVehicle(dialog, vehicle);
    expect(within(dialog).getByText('2 of 4 vehicles')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Shipment' }));

    const toastText = await screen.findByText(/^Shipment SHP-\d+ created$/);
    const number = toastText.textContent!.match(/SHP-\d+/)![0];
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const { data: shipment } = await admin
      .from('shipments')
      .select('id,customer_id,booking_number,status,shipping_cost,containers(id,status),shipment_vehicles(vehicle_id,active)')
      .eq('shipment_number', number)
      .single();
    expect(shipment).toMatchObject({ customer_id: customer.id, booking_number: 'BKG-TEST-1', status: 'planning', shipping_cost: 2500 });
    expect(shipment!.shipment_vehicles.map((link) => link.vehicle_id).sort()).toEqual(vehicles.map((vehicle) => vehicle.id).sort());
    expect(shipment!.shipment_vehicles.every((link) => link.active)).toBe(true);
    expect(shipment!.containers).toEqual([{ id: container.id, status: 'available' }]);

    // The container follows its shipment: booked, it is loading.
    await userEvent.click(screen.getByRole('button', { name: `Edit ${number}` }));
    const edit = await screen.findByRole('dialog', { name: 'Edit Shipment' });
    await userEvent.click(await within(edit).findByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Booked' }));
    await userEvent.click(within(edit).getByRole('button', { name: 'Save Shipment' }));
    expect(await screen.findByText(`Shipment ${number} saved`)).toBeInTheDocument();
    const { data: after } = await admin.from('containers').select('status').eq('id', container.id).single();
    expect(after!.status).toBe('loading');
  }, 60_000);

  it('shows beside the vehicles the refusal of a vehicle that no longer belongs to the customer, keeping the input', async () => {
    const admin = await clientAs(real.backend, 'admin');
    const customer = await makeCustomer(admin);
    const other = await makeCustomer(admin);
    const [vehicle] = await makeVehicles(admin, customer.id, 1);
    const dialog = await openNewShipment();
    await chooseCustomer(dialog, customer);
    await userEvent.type(within(dialog).getByLabelText('Vessel'), 'Maersk Halifax');
    await tickVehicle(dialog, vehicle!);
    // Sold on to someone else while the form was open.
    await admin.from('vehicles').update({ customer_id: other.id }).eq('id', vehicle!.id);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Shipment' }));
    expect(await vehiclesError(dialog, `Vehicle ${vehicle!.vin} does not belong to this shipment's customer`)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Vessel')).toHaveValue('Maersk Halifax');
    expect(within(dialog).getByRole('list', { name: 'Chosen vehicles' })).toHaveTextContent(vehicle!.vin);
  });

  it("shows beside the vehicles the refusal of more vehicles than the container's capacity", async () => {
    const admin = await clientAs(real.backend, 'admin');
    const customer = await makeCustomer(admin);
    const vehicles = await makeVehicles(admin, customer.id, 3);
    const container = await makeContainer(admin, 2);
    const dialog = await openNewShipment();
    await chooseCustomer(dialog, customer);
    await chooseContainer(dialog, container.container_number);
    for (const vehicle of vehicles) await tickVehicle(dialog, vehicle);
    expect(within(dialog).getByText('3 of 2 vehicles')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Shipment' }));
    expect(await vehiclesError(dialog, `Container ${container.container_number} carries at most 2 vehicles`)).toBeInTheDocument();
    const { count } = await admin.from('shipments').select('id', { count: 'exact', head: true }).eq('customer_id', customer.id);
    expect(count).toBe(0);
  });

  it('refuses an arrival before the departure beside the arrival', async () => {
    const admin = await clientAs(real.backend, 'admin');
    const customer = await makeCustomer(admin);
    const dialog = await openNewShipment();
    await chooseCustomer(dialog, customer);
    await userEvent.type(within(dialog).getByLabelText('Estimated departure'), '2026-05-10');
    await userEvent.type(within(dialog).getByLabelText('Estimated arrival'), '2026-05-01');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Shipment' }));
    const arrival = within(dialog).getByLabelText('Estimated arrival');
    await waitFor(() => expect(arrival).toHaveAccessibleDescription('Arrival cannot be before departure'));
    expect(arrival).toHaveAttribute('aria-invalid', 'true');
    const { count } = await admin.from('shipments').select('id', { count: 'exact', head: true }).eq('customer_id', customer.id);
    expect(count).toBe(0);
  });

  it("shows what a colleague saved meanwhile and applies the admin's input on the second save", async () => {
    const admin = await clientAs(real.backend, 'admin');
    const customer = await makeCustomer(admin);
    const shipment = await makeShipment(admin, customer.id, []);
    await renderSection('admin_app', AdminApp, `/admin/shipments/${shipment.id}`, { backend: real.backend, role: 'admin' });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Shipment' });
    const vessel = await within(dialog).findByLabelText('Vessel');
    await userEvent.clear(vessel);
    await userEvent.type(vessel, 'Atlantic Star');
    const colleague = await clientAs(real.backend, 'staff');
    const changed = await colleague
      .rpc('save_shipment', {
        p_id: shipment.id,
        p_values: { voyage_number: 'V777' },
        p_container_id: null,
        p_vehicle_ids: null,
        p_seen_updated_at: shipment.updated_at,
      })
      .select('updated_at')
      .single();
    expect(changed.error).toBeNull();
    expect(changed.data!.updated_at).not.toBe(shipment.updated_at);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Shipment' }));
    expect(await within(dialog).findByText(/Voyage: V777/)).toBeInTheDocument();
    expect(vessel).toHaveValue('Atlantic Star');
    expect(within(dialog).getByLabelText('Voyage')).toHaveValue('V777');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Shipment' }));
    expect(await screen.findByText(`Shipment ${shipment.shipment_number} saved`)).toBeInTheDocument();
    const { data } = await admin.from('shipments').select('vessel_name,voyage_number').eq('id', shipment.id).single();
    expect(data).toEqual({ vessel_name: 'Atlantic Star', voyage_number: 'V777' });
  });
});
