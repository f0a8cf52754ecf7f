import { screen, within } from '@testing-library/react';
import { clientAs, makeCustomer, makeShipment, makeVehicles, renderSection, setupRealBackend } from '@export-portal/shared-auth/testing';
import StaffApp from '../../App';

const real = setupRealBackend();

describe("staff's shipment page", () => {
  it('shows the shipment with its vehicles linking to their staff pages, no costs, and Edit', async () => {
    const admin = await clientAs(real.backend, 'admin');
    const customer = await makeCustomer(admin);
    const [vehicle] = await makeVehicles(admin, customer.id, 1);
    const shipment = await makeShipment(admin, customer.id, [vehicle!.id]);
    await renderSection('staff_app', StaffApp, `/staff/shipments/${shipment.id}`, { backend: real.backend, role: 'staff' });
    expect(await screen.findByRole('heading', { level: 1, name: `Shipment ${shipment.shipment_number}` })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Vehicles carried' })).getByRole('link')).toHaveAttribute(
      'href',
      `/staff/vehicles/${vehicle!.id}`,
    );
    expect(screen.queryByText('Shipping cost')).not.toBeInTheDocument();
    expect(screen.queryByText('Total cost')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Back to Shipment Operations' })).toHaveAttribute('href', '/staff/shipments');
  });
});
