import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  clientAs,
  createPortalStore,
  makeCustomer,
  makeShipment,
  portalClient,
  renderSection,
  signInStore,
  setupRealBackend,
} from '@export-portal/shared-auth/testing';
import {
  DEMO_ACCOUNTS,
  SHIPMENT_ACTION_ALLOWED,
  SHIPMENT_ACTION_LABELS,
  SHIPMENT_STATUSES,
  type ShipmentAction,
  type ShipmentStatus,
} from '@export-portal/shared-domain';
import StaffApp from '../../App';

const real = setupRealBackend();

async function showShipments(path = '/staff/shipments') {
  const store = await renderSection('staff_app', StaffApp, path, { backend: real.backend, role: 'staff' });
  return portalClient(store);
}

const searchBox = () => screen.getByRole('searchbox', { name: /Search shipments/ });

/** Searches the board for one shipment number and returns its card once the server has answered. */
async function cardOf(shipmentNumber: string) {
  await userEvent.type(searchBox(), shipmentNumber);
  await screen.findByText('1 shipment');
  return screen.findByRole('article', { name: shipmentNumber });
}

async function firstShipment(client: Awaited<ReturnType<typeof showShipments>>, status: ShipmentStatus) {
  const { data, error } = await client.from('shipments').select('id,shipment_number,updated_at').eq('status', status).limit(1).single();
  if (error) throw new Error(`the seed has no ${status} shipment: ${error.message}`);
  return data;
}

const ACTIONS = Object.keys(SHIPMENT_ACTION_LABELS) as ShipmentAction[];

describe('Shipment Operations', () => {
  it.each(SHIPMENT_STATUSES)('on a %s shipment, Book, In Transit and Deliver follow the workflow', async (status) => {
    const client = await showShipments();
    const shipment = await firstShipment(client, status);
    const card = await cardOf(shipment.shipment_number);
    for (const action of ACTIONS) {
      const button = within(card).getByRole('button', { name: SHIPMENT_ACTION_LABELS[action] });
      expect({ action, enabled: !button.hasAttribute('disabled') }).toEqual({ action, enabled: SHIPMENT_ACTION_ALLOWED[action](status) });
    }
    expect(within(card).getByRole('button', { name: 'Edit' })).toBeEnabled();
    expect(within(card).getByRole('button', { name: 'Track' })).toBeEnabled();
  });

  it('filters by status on the server', async () => {
    const client = await showShipments();
    const { count } = await client.from('shipments').select('id', { count: 'exact', head: true }).eq('status', 'booked');
    await userEvent.click(screen.getByRole('combobox', { name: 'Shipment status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Booked' }));
    expect(await screen.findByText(`${count} shipment${count === 1 ? '' : 's'}`)).toBeInTheDocument();
  });

  it("shows the spec's empty text when nothing matches", async () => {
    await showShipments();
    await userEvent.type(searchBox(), 'no such shipment');
    expect(await screen.findByText('No shipments found matching your search criteria.')).toBeInTheDocument();
  });

  it("In Transit moves a booked shipment and stamps the departure with today's date in Toronto", async () => {
    const client = await showShipments();
    // Only a shipment whose vehicles' export files are complete may leave.
    const { data: booked } = await client.from('shipments').select('id').eq('status', 'booked');
    const { data: ready } = await client
      .from('shipment_export_readiness')
      .select('shipment_id')
      .in(
        'shipment_id',
        booked!.map(({ id }) => id),
      )
      .eq('incomplete_vehicles', 0)
      .limit(1)
      .single();
    const { data: shipment } = await client.from('shipments').select('id,shipment_number,updated_at').eq('id', ready!.shipment_id!).single();
    if (!shipment) throw new Error('the seed has no booked shipment ready to leave');
    const card = await cardOf(shipment.shipment_number);
    await userEvent.click(within(card).getByRole('button', { name: 'In Transit' }));
    expect(await screen.findByText('Shipment status updated successfully!')).toBeInTheDocument();
    expect(await within(card).findByRole('button', { name: 'Deliver' })).toBeEnabled();
    const { data } = await client.from('shipments').select('status,actual_departure').eq('id', shipment.id).single();
    const torontoToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(new Date());
    expect(data).toEqual({ status: 'in_transit', actual_departure: torontoToday });
  });

  it('tells the user when a colleague moved the shipment first, and shows where it is now', async () => {
    const client = await showShipments();
    const shipment = await firstShipment(client, 'planning');
    const card = await cardOf(shipment.shipment_number);
    const staff = DEMO_ACCOUNTS.find((account) => account.role === 'staff')!;
    const colleagueStore = createPortalStore(real.backend);
    await signInStore(colleagueStore, staff.email, staff.password, 'staff');
    const booked = await portalClient(colleagueStore).rpc('change_shipment_status', {
      shipment_id: shipment.id,
      new_status: 'booked',
      seen_updated_at: shipment.updated_at,
    });
    expect(booked.error).toBeNull();
    await userEvent.click(within(card).getByRole('button', { name: 'Book' }));
    expect(await screen.findByText('Failed to update shipment status.')).toBeInTheDocument();
    expect(screen.getByText('This record was changed by someone else. The list now shows the latest version.')).toBeInTheDocument();
    // The board shows the colleague's change once its refetch has answered, which may come after the message.
    await waitFor(() => expect(within(card).getByRole('button', { name: 'In Transit' })).toBeEnabled());
    expect(within(card).getByRole('button', { name: 'Book' })).toBeDisabled();
  });

  it('Edit changes the vessel, and shows staff no costs, customer or status to change', async () => {
    const admin = await clientAs(real.backend, 'admin');
    const shipment = await makeShipment(admin, (await makeCustomer(admin)).id, []);
    await showShipments();
    const card = await cardOf(shipment.shipment_number);
    await userEvent.click(within(card).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Shipment' });
    const vessel = await within(dialog).findByLabelText('Vessel');
    expect(within(dialog).queryByLabelText(/Shipping cost/)).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText(/Total cost/)).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox', { name: 'Customer' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument();
    await userEvent.clear(vessel);
    await userEvent.type(vessel, 'Hapag Bremen');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Shipment' }));
    expect(await screen.findByText(`Shipment ${shipment.shipment_number} saved`)).toBeInTheDocument();
    const { data } = await admin.from('shipments').select('vessel_name').eq('id', shipment.id).single();
    expect(data!.vessel_name).toBe('Hapag Bremen');
    expect(await within(card).findByText('Hapag Bremen')).toBeInTheDocument();
  }, 40_000);

  it('Track shows the status changes with their dates, Booked among them once the shipment is booked', async () => {
    const admin = await clientAs(real.backend, 'admin');
    const shipment = await makeShipment(admin, (await makeCustomer(admin)).id, []);
    await showShipments();
    const card = await cardOf(shipment.shipment_number);
    await userEvent.click(within(card).getByRole('button', { name: 'Book' }));
    expect(await screen.findByText('Shipment status updated successfully!')).toBeInTheDocument();
    await waitFor(() => expect(within(card).getByRole('button', { name: 'Book' })).toBeDisabled());
    await userEvent.click(within(card).getByRole('button', { name: 'Track' }));
    const dialog = await screen.findByRole('dialog', { name: `Track ${shipment.shipment_number}` });
    const steps = await within(dialog).findByRole('list', { name: 'Status changes' });
    const items = within(steps).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByText(/^(Planning|Booked)$/).textContent)).toEqual(['Planning', 'Booked']);
    expect(items[1]).toHaveTextContent(/by Sam Gagnon/);
    expect(within(dialog).getByRole('link', { name: "Open the shipment's page" })).toHaveAttribute('href', `/staff/shipments/${shipment.id}`);
  }, 40_000);
});
