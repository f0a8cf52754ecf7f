import { screen, within } from '@testing-library/react';
import {
  clientAs,
  fileExportDocuments,
  isoDateIn,
  makeContainer,
  makeCustomer,
  makeShipment,
  makeVehicles,
  renderSection,
  setupRealBackend,
} from '@export-portal/shared-auth/testing';
import { formatMoney } from '@export-portal/shared-ui';
import AdminApp from '../../App';

const real = setupRealBackend();

describe("the admin's shipment page", () => {
  it('shows the shipment with its costs, container, vehicles linking to their pages, who changed its status, and its history', async () => {
    const admin = await clientAs(real.backend, 'admin');
    const customer = await makeCustomer(admin);
    const [vehicle] = await makeVehicles(admin, customer.id, 1);
    const container = await makeContainer(admin, 4);
    const shipment = await makeShipment(admin, customer.id, [vehicle!.id], container.id);
    await admin.from('shipments').update({ shipping_cost: 3150 }).eq('id', shipment.id);
    await renderSection('admin_app', AdminApp, `/admin/shipments/${shipment.id}`, { backend: real.backend, role: 'admin' });

    expect(await screen.findByRole('heading', { level: 1, name: `Shipment ${shipment.shipment_number}` })).toBeInTheDocument();
    const facts = screen.getByRole('region', { name: 'Shipment' });
    // The costs are read beside the shipment and fill in after it.
    expect(await within(facts).findByText(formatMoney(3150))).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Container' })).getByText('4 vehicles (1 carried)')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Vehicles carried' })).getByRole('link', {
        name: `${vehicle!.year} ${vehicle!.make} ${vehicle!.model}`,
      }),
    ).toHaveAttribute('href', `/admin/vehicles/${vehicle!.id}`);
    const steps = await screen.findByRole('list', { name: 'Status changes' });
    expect(within(steps).getByText(/by Avery Morgan/)).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Changes' })).toBeInTheDocument();
  });

  it('says so when no shipment has the id', async () => {
    await renderSection('admin_app', AdminApp, '/admin/shipments/00000000-0000-4000-8000-000000000000', { backend: real.backend, role: 'admin' });
    expect(await screen.findByText('Shipment not found. It does not exist, or it is not one you can see.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Shipment Tracking' })).toHaveAttribute('href', '/admin/shipments');
  });

  it("flags the shipment at its customs deadline and shows each carried vehicle's export file", async () => {
    const admin = await clientAs(real.backend, 'admin');
    const customer = await makeCustomer(admin);
    const [filed, bare] = await makeVehicles(admin, customer.id, 2);
    await fileExportDocuments(admin, filed!.id);
    const shipment = await makeShipment(admin, customer.id, [filed!.id, bare!.id]);
    await admin
      .from('shipments')
      .update({ estimated_departure: isoDateIn(2) })
      .eq('id', shipment.id);
    await renderSection('admin_app', AdminApp, `/admin/shipments/${shipment.id}`, { backend: real.backend, role: 'admin' });

    const facts = await screen.findByRole('region', { name: 'Shipment' });
    expect(await within(facts).findByText('Customs deadline: export file incomplete')).toBeInTheDocument();
    expect(within(facts).getByText(/1 vehicle with an incomplete export file$/)).toBeInTheDocument();
    const rows = within(screen.getByRole('list', { name: 'Vehicles carried' })).getAllByRole('listitem');
    const rowOf = (vin: string) => rows.find((row) => row.textContent?.includes(vin))!;
    expect(await within(rowOf(filed!.vin)).findByText('Export file complete')).toBeInTheDocument();
    expect(
      within(rowOf(bare!.vin)).getByText('Export file: missing Title, Bill of sale or invoice, Export permit or customs declaration'),
    ).toBeInTheDocument();
  });
});
