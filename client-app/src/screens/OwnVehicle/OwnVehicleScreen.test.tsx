import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { portalClient, setupRealBackend, signedInDemoClient, waitForScreenAfter } from '@export-portal/shared-auth/testing';
import { DEMO_ACCOUNTS } from '@export-portal/shared-domain';
import { renderClient } from '../../testing/renderClient';

const real = setupRealBackend();

describe("a client's vehicle page", () => {
  it('opens from My Vehicles with the facts, shipment and documents, and no history', async () => {
    const store = await renderClient('/client/my-vehicles', real.backend, 'client1');
    const client = portalClient(store);
    const { data: customers } = await client
      .from('customers')
      .select('id')
      .eq('user_id', (await client.auth.getUser()).data.user!.id);
    const { data: vehicle } = await client
      .from('vehicles')
      .select('id,year,make,model,vin')
      .in(
        'customer_id',
        customers!.map((customer) => customer.id),
      )
      .limit(1)
      .single();
    const name = `${vehicle!.year} ${vehicle!.make} ${vehicle!.model}`;
    const card = (await screen.findByText(vehicle!.vin)).closest('article')!;
    const link = within(card).getByRole('link', { name });
    expect(link).toHaveAttribute('href', `/client/my-vehicles/${vehicle!.id}`);
    await waitForScreenAfter(() => userEvent.click(link));

    expect(await screen.findByRole('heading', { level: 1, name })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Vehicle details' })).getByText(vehicle!.vin)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Shipments' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Documents' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'History' })).not.toBeInTheDocument();
    expect(screen.queryByText('Purchase price')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to My Vehicles' })).toHaveAttribute('href', '/client/my-vehicles');
  });

  it.each(["another client's vehicle", 'stock for sale'])('says %s is not found', async (whose) => {
    const admin = await signedInDemoClient(real.backend, 'admin');
    const client1 = DEMO_ACCOUNTS.find((account) => account.email === 'client1@demo.test')!;
    const { data: other } =
      whose === 'stock for sale'
        ? await admin.from('vehicles').select('id,vin').eq('status', 'available').is('customer_id', null).limit(1).single()
        : await admin
            .from('vehicles')
            .select('id,vin,owner:customers!inner(user_id)')
            .neq('owner.user_id', client1.id)
            .not('owner.user_id', 'is', null)
            .limit(1)
            .single();
    await renderClient(`/client/my-vehicles/${other!.id}`, real.backend, 'client1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Vehicle not found' })).toBeInTheDocument();
    expect(screen.getByText('This vehicle is not one of yours, or it no longer exists.')).toBeInTheDocument();
    expect(screen.queryByText(other!.vin)).not.toBeInTheDocument();
  });
});
