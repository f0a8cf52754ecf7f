import { screen, within } from '@testing-library/react';
import { clientAs, fileExportDocuments, isoDateIn, makeShipment, makeVehicles, setupRealBackend } from '@export-portal/shared-auth/testing';
import { renderClient } from '../../testing/renderClient';

const real = setupRealBackend();

describe('a client’s shipment page', () => {
  it('shows one of the client’s shipments with the vehicles it carries and its timeline', async () => {
    const admin = await clientAs(real.backend, 'admin');
    const { data: own } = await admin.from('customers').select('id').eq('email', 'client1@demo.test').single();
    const [vehicle] = await makeVehicles(admin, own!.id, 1);
    const shipment = await makeShipment(admin, own!.id, [vehicle!.id]);
    await renderClient(`/client/my-shipments/${shipment.id}`, real.backend, 'client1');
    expect(await screen.findByRole('heading', { level: 1, name: `Shipment ${shipment.shipment_number}` })).toBeInTheDocument();
    const vehicles = screen.getByRole('list', { name: 'Vehicles carried' });
    expect(within(vehicles).getByRole('link', { name: `${vehicle!.year} ${vehicle!.make} ${vehicle!.model}` })).toHaveAttribute(
      'href',
      `/client/my-vehicles/${vehicle!.id}`,
    );
    const steps = await screen.findByRole('list', { name: 'Status changes' });
    expect(within(steps).getByText('Planning')).toBeInTheDocument();
    // A client is not told which of the business's people made each change.
    expect(within(steps).queryByText(/^by /)).not.toBeInTheDocument();
  });

  it('shows another client’s shipment as not found, and nothing of it', async () => {
    const admin = await clientAs(real.backend, 'admin');
    const { data: theirs } = await admin.from('customers').select('id').eq('email', 'client2@demo.test').single();
    const shipment = await makeShipment(admin, theirs!.id, []);
    await renderClient(`/client/my-shipments/${shipment.id}`, real.backend, 'client1');
    expect(await screen.findByText('Shipment not found. It does not exist, or it is not one you can see.')).toBeInTheDocument();
    expect(screen.queryByText(shipment.shipment_number, { exact: false })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to My Shipments' })).toHaveAttribute('href', '/client/my-shipments');
  });

  it('shows an address that names no shipment as not found', async () => {
    await renderClient('/client/my-shipments/not-a-shipment', real.backend, 'client1');
    expect(await screen.findByText('Shipment not found. It does not exist, or it is not one you can see.')).toBeInTheDocument();
  });

  it("shows the client each of their vehicles' export file and the customs flag", async () => {
    const admin = await clientAs(real.backend, 'admin');
    const { data: own } = await admin.from('customers').select('id').eq('email', 'client1@demo.test').single();
    const [vehicle] = await makeVehicles(admin, own!.id, 1);
    await fileExportDocuments(admin, vehicle!.id, ['title', 'export_permit']);
    const shipment = await makeShipment(admin, own!.id, [vehicle!.id]);
    await admin
      .from('shipments')
      .update({ estimated_departure: isoDateIn(1) })
      .eq('id', shipment.id);
    await renderClient(`/client/my-shipments/${shipment.id}`, real.backend, 'client1');
    const vehicles = await screen.findByRole('list', { name: 'Vehicles carried' });
    expect(await within(vehicles).findByText('Export file: missing Bill of sale or invoice')).toBeInTheDocument();
    expect(await within(screen.getByRole('region', { name: 'Shipment' })).findByText('Customs deadline: export file incomplete')).toBeInTheDocument();
  });
});
