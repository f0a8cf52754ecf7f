import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createPortalStore, portalClient, signInStore, setupRealBackend, waitForScreenAfter } from '@export-portal/shared-auth/testing';
import { DEMO_ACCOUNTS } from '@export-portal/shared-domain';
import { showAdmin } from '../../testing/renderAdmin';

const real = setupRealBackend();

const ADMIN = DEMO_ACCOUNTS.find((account) => account.role === 'admin')!;
const tile = (title: string) => screen.getByRole('group', { name: title });

describe('Admin Dashboard', () => {
  it('shows every figure of one dashboard_stats call', async () => {
    const client = await showAdmin(real.backend, '/admin');
    const { data: stats } = await client.rpc('dashboard_stats');
    const figures = await screen.findByRole('group', { name: 'Business figures' });
    await within(figures).findByText(stats!.total_vehicles.toLocaleString('en-CA'));
    expect(within(tile('Total Vehicles')).getByText(`${stats!.available_vehicles} available, ${stats!.sold_vehicles} sold`)).toBeInTheDocument();
    const cad = new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' });
    expect(within(tile('Total Revenue')).getByText(cad.format(stats!.total_revenue))).toBeInTheDocument();
    expect(within(tile('Active Shipments')).getByText(String(stats!.active_shipments_admin))).toBeInTheDocument();
    expect(within(tile('System Users')).getByText(`${stats!.customers} customers`)).toBeInTheDocument();
    expect(within(tile('Documents')).getByText(String(stats!.documents))).toBeInTheDocument();
    expect(within(tile('Transactions')).getByText(String(stats!.transactions))).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Revenue Overview' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Operations Summary' })).toBeInTheDocument();
  });

  it.each([
    [85, '15%', 'success'],
    [85.01, '14.99%', 'warning'],
    // The shared dashboard's test sets the same costs and expects the same words.
    [83.28, '16.72%', 'success'],
  ])('colours the margin by the 15 %% rule: with costs of %s on every 100 sold, %s is %s', async (cost, shown, tone) => {
    const admin = createPortalStore(real.backend);
    await signInStore(admin, ADMIN.email, ADMIN.password, 'admin');
    const { error } = await portalClient(admin).from('vehicles').update({ sale_price: 100, purchase_price: cost }).eq('status', 'sold');
    if (error) throw error;
    await showAdmin(real.backend, '/admin');
    expect(await within(await screen.findByRole('group', { name: 'Profit Margin' })).findByText(shown)).toBeInTheDocument();
    expect(tile('Profit Margin')).toHaveAttribute('data-tone', tone);
  });

  it('opens Reports & Analytics from View Reports', async () => {
    await showAdmin(real.backend, '/admin');
    await waitForScreenAfter(() => userEvent.click(screen.getByRole('link', { name: 'View Reports' })));
    expect(screen.getByRole('heading', { level: 1, name: 'Reports & Analytics' })).toBeInTheDocument();
  });

  it('leads from its link cards to their screens', async () => {
    await showAdmin(real.backend, '/admin');
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    await waitForScreenAfter(() => userEvent.click(screen.getByRole('link', { name: /Shipment Tracking/ })));
    expect(screen.getByRole('heading', { level: 1, name: 'Shipment Tracking' })).toBeInTheDocument();
  });

  it('leads from System Users to User Management, keeping the four link cards', async () => {
    await showAdmin(real.backend, '/admin');
    expect(within(screen.getByRole('navigation', { name: 'Quick links' })).getAllByRole('link')).toHaveLength(4);
    await waitForScreenAfter(() => userEvent.click(within(tile('System Users')).getByRole('link', { name: 'Manage users' })));
    expect(screen.getByRole('heading', { level: 1, name: 'User Management' })).toBeInTheDocument();
  });

  it('updates its figures when a vehicle is sold elsewhere, without a reload', async () => {
    const client = await showAdmin(real.backend, '/admin');
    const { data: before } = await client.rpc('dashboard_stats');
    const total = tile('Total Vehicles');
    await within(total).findByText(`${before!.available_vehicles} available, ${before!.sold_vehicles} sold`);
    await screen.findByText('Live');

    const colleague = createPortalStore(real.backend);
    await signInStore(colleague, ADMIN.email, ADMIN.password, 'admin');
    const { data: vehicle } = await portalClient(colleague).from('vehicles').select('id').eq('status', 'available').limit(1).single();
    const { error } = await portalClient(colleague).from('vehicles').update({ status: 'sold' }).eq('id', vehicle!.id);
    if (error) throw error;

    expect(
      await within(total).findByText(`${before!.available_vehicles - 1} available, ${before!.sold_vehicles + 1} sold`, undefined, { timeout: 8000 }),
    ).toBeInTheDocument();
  });
});
