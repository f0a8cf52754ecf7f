import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  clientAs,
  fileExportDocuments,
  isoDateIn,
  liveUpdatesJoined,
  makeCustomer,
  makeVehicles,
  setupRealBackend,
  signedInDemoClient,
  waitForScreenAfter,
} from '@export-portal/shared-auth/testing';
import { customerDisplayName } from '@export-portal/shared-domain';
import { cardsOf, searchFor, showAdmin } from '../../testing/renderAdmin';

const real = setupRealBackend();
const cad = new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' });

/** A vehicle with an owner, a shipment and a document, as the seed has some. */
async function ownedVehicle(client: Awaited<ReturnType<typeof showAdmin>>) {
  const { data, error } = await client
    .from('shipment_vehicles')
    .select(
      'shipment:shipments(id,shipment_number),vehicle:vehicles!inner(id,year,make,model,vin,customer_id,customer:customers(id,first_name,last_name,company_name))',
    )
    .not('vehicle.customer_id', 'is', null)
    .limit(1)
    .single();
  if (error) throw error;
  return data;
}

describe('admin vehicle page', () => {
  it('shows the vehicle, its purchase price, owner, shipment and documents, each linked to its own page', async () => {
    const client = await showAdmin(real.backend, '/admin/vehicles');
    const { vehicle, shipment } = await ownedVehicle(client);
    const { data: costs } = await client.rpc('vehicle_costs').eq('vehicle_id', vehicle!.id);
    await searchFor(/Search vehicles/, vehicle!.vin, /1 vehicle/);
    const [card] = await cardsOf('Vehicles');
    const name = `${vehicle!.year} ${vehicle!.make} ${vehicle!.model}`;
    await waitForScreenAfter(() => userEvent.click(within(card!).getByRole('link', { name })));

    expect(await screen.findByRole('heading', { level: 1, name })).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Vehicle details' });
    expect(within(details).getByText(vehicle!.vin)).toBeInTheDocument();
    expect(await within(details).findByText(cad.format(costs![0]!.purchase_price!))).toBeInTheDocument();
    expect(within(details).getByRole('link', { name: customerDisplayName(vehicle!.customer!) })).toHaveAttribute(
      'href',
      `/admin/customers/${vehicle!.customer!.id}`,
    );
    const shipments = await screen.findByRole('list', { name: 'Shipments' });
    expect(within(shipments).getByRole('link', { name: shipment!.shipment_number })).toHaveAttribute('href', `/admin/shipments/${shipment!.id}`);
    expect(screen.getByRole('link', { name: 'Back to Vehicle Inventory' })).toHaveAttribute('href', '/admin/vehicles');
    await waitFor(() => expect(screen.getByRole('main')).toHaveAttribute('aria-busy', 'false'));
  });

  it("lists the vehicle's documents", async () => {
    const client = await signedInDemoClient(real.backend, 'admin');
    const { data: document } = await client.from('documents').select('vehicle_id,document_name').not('vehicle_id', 'is', null).limit(1).single();
    await showAdmin(real.backend, `/admin/vehicles/${document!.vehicle_id}`);
    const documents = await screen.findByRole('list', { name: 'Documents' });
    expect(within(documents).getByText(document!.document_name)).toBeInTheDocument();
  });

  it('shows an edit in its history: who made it, and the mileage before and after', async () => {
    const client = await signedInDemoClient(real.backend, 'admin');
    const { data: vehicle } = await client.from('vehicles').select('id,year,make,model').eq('status', 'available').limit(1).single();
    for (const mileage of [12000, 13500]) {
      const { error } = await client.from('vehicles').update({ mileage }).eq('id', vehicle!.id).select('id');
      expect(error).toBeNull();
    }
    await showAdmin(real.backend, `/admin/vehicles/${vehicle!.id}`);
    const changes = await screen.findByRole('list', { name: 'Changes' });
    const [newest] = within(changes)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === changes);
    expect(within(newest!).getByText('Changed')).toBeInTheDocument();
    expect(within(newest!).getByText(/by Avery Morgan/)).toBeInTheDocument();
    expect(within(newest!).getByText('Mileage: 12,000 km → 13,500 km')).toBeInTheDocument();
  });

  it('pages a long history on the server, 20 entries at a time', async () => {
    const client = await signedInDemoClient(real.backend, 'admin');
    const { data: vehicle } = await client.from('vehicles').select('id').eq('status', 'available').range(1, 1).single();
    for (let step = 1; step <= 22; step += 1) {
      const { error } = await client
        .from('vehicles')
        .update({ location: `Bay ${step}` })
        .eq('id', vehicle!.id)
        .select('id');
      expect(error).toBeNull();
    }
    await showAdmin(real.backend, `/admin/vehicles/${vehicle!.id}`);
    const changes = await screen.findByRole('list', { name: 'Changes' });
    expect(within(changes).getAllByText(/^Location: /)).toHaveLength(20);
    expect(within(changes).getByText(/Location: Bay 21 → Bay 22/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(within(changes).getByText(/Location: Bay 1 → Bay 2$/)).toBeInTheDocument());
    const historyReads = real.network.requests.filter((url) => url.includes('/rest/v1/change_history') && url.includes(vehicle!.id));
    expect(historyReads.some((url) => url.includes('offset=20'))).toBe(true);
  });

  it('says so when no vehicle has the address', async () => {
    await showAdmin(real.backend, '/admin/vehicles/00000000-0000-4000-8000-000000000000');
    expect(await screen.findByRole('heading', { level: 1, name: 'Vehicle not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Vehicle Inventory' })).toBeInTheDocument();
  });

  it('lists each export file requirement with its state and the document meeting it, and turns complete when the last is filed', async () => {
    const admin = await clientAs(real.backend, 'admin');
    const [vehicle] = await makeVehicles(admin, (await makeCustomer(admin)).id, 1);
    await fileExportDocuments(admin, vehicle!.id, ['title', 'invoice']);
    await fileExportDocuments(admin, vehicle!.id, ['export_permit'], isoDateIn(-3));
    const page = await showAdmin(real.backend, `/admin/vehicles/${vehicle!.id}`);
    const requirements = await screen.findByRole('list', { name: 'Export file requirements' });
    expect(
      within(requirements)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual([
      'TitleMet by Test title',
      'Bill of sale or invoiceMet by Test invoice',
      expect.stringMatching(/^Export permit or customs declarationExpired: Test export_permit \(.+\)$/),
    ]);
    expect(screen.getByText('Export file: expired: Export permit or customs declaration')).toHaveAttribute('data-tone', 'danger');

    await liveUpdatesJoined(page, 'documents');
    await fileExportDocuments(admin, vehicle!.id, ['customs']);
    expect(await screen.findByText('Export file complete', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Export file requirements' })).getByText('Met by Test customs')).toBeInTheDocument();
  });
});
