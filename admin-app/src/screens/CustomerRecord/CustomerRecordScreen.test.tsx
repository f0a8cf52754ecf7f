import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupRealBackend, waitForScreenAfter } from '@export-portal/shared-auth/testing';
import { customerDisplayName } from '@export-portal/shared-domain';
import { cardsOf, searchFor, showAdmin } from '../../testing/renderAdmin';

const real = setupRealBackend();

describe('admin customer page', () => {
  it("opens from the customer's card and shows their details, account, vehicles, shipments and history", async () => {
    const client = await showAdmin(real.backend, '/admin/customers');
    const { data: chosen } = await client
      .from('customers')
      .select('id,first_name,last_name,company_name,email,user_id,vehicles!inner(id,year,make,model),shipments!inner(id,shipment_number)')
      .not('user_id', 'is', null)
      .limit(1)
      .single();
    const name = customerDisplayName(chosen!);
    await searchFor(/Search customers/, chosen!.email!, /1 customer/);
    const [card] = await cardsOf('Customers');
    await waitForScreenAfter(() => userEvent.click(within(card!).getByRole('link', { name })));

    expect(await screen.findByRole('heading', { level: 1, name })).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Customer details' });
    const { data: account } = await client.from('profiles').select('email').eq('user_id', chosen!.user_id!).single();
    expect(within(details).getByText('Linked account').nextElementSibling).toHaveTextContent(account!.email!);
    const [vehicle] = chosen!.vehicles;
    const vehicles = await screen.findByRole('list', { name: 'Vehicles' });
    expect(within(vehicles).getByRole('link', { name: `${vehicle!.year} ${vehicle!.make} ${vehicle!.model}` })).toHaveAttribute(
      'href',
      `/admin/vehicles/${vehicle!.id}`,
    );
    const [shipment] = chosen!.shipments;
    const shipments = await screen.findByRole('list', { name: 'Shipments' });
    expect(within(shipments).getByRole('link', { name: shipment!.shipment_number })).toHaveAttribute('href', `/admin/shipments/${shipment!.id}`);
    expect(await screen.findByRole('heading', { level: 2, name: 'History' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Customer Management' })).toHaveAttribute('href', '/admin/customers');
  });

  it('says so when no customer has the address', async () => {
    await showAdmin(real.backend, '/admin/customers/not-a-customer');
    expect(await screen.findByRole('heading', { level: 1, name: 'Customer not found' })).toBeInTheDocument();
  });
});
