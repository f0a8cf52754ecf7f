import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { DEMO_ACCOUNTS } from '@export-portal/shared-domain';
import { formatMoney } from '@export-portal/shared-ui';
import {
  setupRealBackend,
  createPortalStore,
  portalClient,
  PortalTestProviders,
  signInStore,
  type PortalStore,
} from '@export-portal/shared-auth/testing';
import type { PortalClient } from '@export-portal/shared-auth';
import { DashboardScreen } from './DashboardScreen';

const login = (role: string) => DEMO_ACCOUNTS.find((account) => account.role === role)!;

const real = setupRealBackend();

/** Signs in as the demo account of `account`, while the portal believes the role is `role`. */
async function signedInStore(account: string, role: string = account): Promise<PortalStore> {
  const store = createPortalStore(real.backend);
  const { email, password } = login(account);
  await signInStore(store, email, password, role);
  return store;
}

function showDashboard(store: PortalStore) {
  render(
    <PortalTestProviders store={store}>
      <MemoryRouter initialEntries={['/dashboard']}>
        <DashboardScreen />
      </MemoryRouter>
    </PortalTestProviders>,
  );
}

const tile = (title: string) => within(screen.getByRole('group', { name: title }));

async function countOf(client: PortalClient, table: 'vehicles' | 'profiles' | 'shipments', statuses?: string[]): Promise<number> {
  const query = client.from(table).select('id', { count: 'exact', head: true });
  const { count, error } = await (statuses ? query.in('status', statuses) : query);
  if (error || count === null) throw new Error(`counting ${table} failed: ${error?.message}`);
  return count;
}

const rpcRequests = () => real.network.requests.filter((url) => url.includes('/rest/v1/rpc/dashboard_stats'));

describe('DashboardScreen', () => {
  it('shows the admin the figures the database counts', async () => {
    const store = await signedInStore('admin');
    const client = portalClient(store);
    const { data: sold } = await client.from('vehicles').select('sale_price').eq('status', 'sold');
    const totalRevenue = (sold ?? []).reduce((sum, vehicle) => sum + Number(vehicle.sale_price), 0);
    const vehicles = await countOf(client, 'vehicles');
    const users = await countOf(client, 'profiles');
    const activeShipments = await countOf(client, 'shipments', ['planning', 'in_transit']);

    showDashboard(store);
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('aria-busy', 'true');

    await waitFor(() => expect(screen.getByRole('main')).toHaveAttribute('aria-busy', 'false'));
    expect(vehicles).toBeGreaterThan(0);
    expect(tile('Total Vehicles').getByText(String(vehicles))).toBeInTheDocument();
    expect(tile('Total Revenue').getByText(formatMoney(totalRevenue))).toBeInTheDocument();
    expect(tile('System Users').getByText(String(users))).toBeInTheDocument();
    expect(tile('Active Shipments').getByText(String(activeShipments))).toBeInTheDocument();
    expect(tile('Active Shipments').getByText('Planning or in transit')).toBeInTheDocument();
  });

  it("says it holds the business-wide figures, unlike the admin section's own home", async () => {
    showDashboard(await signedInStore('admin'));
    expect(
      screen.getByText('Business-wide figures: inventory, sales, shipments, documents and messages across the whole business.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('main')).toHaveAttribute('aria-busy', 'false'));
  });

  it('colours the profit margin green at 15% or more, yellow below', async () => {
    const store = await signedInStore('admin');
    const { data } = await portalClient(store).rpc('dashboard_stats');
    if (!data) throw new Error('the dashboard figures did not load');
    const margin = data.profit_margin;

    showDashboard(store);
    await waitFor(() => expect(screen.getByRole('main')).toHaveAttribute('aria-busy', 'false'));
    expect(screen.getByRole('group', { name: 'Profit Margin' })).toHaveAttribute('data-tone', margin >= 15 ? 'success' : 'warning');
  });

  it('shows the profit margin in the words the admin dashboard uses for it', async () => {
    const store = await signedInStore('admin');
    // The admin dashboard's test sets the same costs and expects the same words.
    const { error } = await portalClient(store).from('vehicles').update({ sale_price: 100, purchase_price: 83.28 }).eq('status', 'sold');
    if (error) throw error;

    showDashboard(store);
    await waitFor(() => expect(screen.getByRole('main')).toHaveAttribute('aria-busy', 'false'));
    expect(tile('Profit Margin').getByText('16.72%')).toBeInTheDocument();
  });

  it('shows staff their own reading of active shipments and no system users', async () => {
    const store = await signedInStore('staff');
    const activeShipments = await countOf(portalClient(store), 'shipments', ['planning', 'booked', 'in_transit']);

    showDashboard(store);
    expect(screen.getByRole('heading', { level: 1, name: 'Staff Dashboard' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('main')).toHaveAttribute('aria-busy', 'false'));
    expect(tile('Active Shipments').getByText(String(activeShipments))).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'System Users' })).not.toBeInTheDocument();
  });

  it('shows a client zero placeholders without asking for the figures', async () => {
    const before = rpcRequests().length;
    showDashboard(await signedInStore('client'));
    expect(screen.getByRole('heading', { level: 1, name: 'Client Portal' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('aria-busy', 'false');
    expect(screen.getAllByRole('group')).toHaveLength(4);
    for (const own of ['My Vehicles', 'Active Shipments', 'My Documents', 'Total Invested']) {
      expect(screen.getByRole('group', { name: own })).toBeInTheDocument();
    }
    expect(tile('My Vehicles').getByText('0')).toBeInTheDocument();
    expect(tile('Total Invested').getByText(formatMoney(0))).toBeInTheDocument();
    // The business's rules are not the client's: no margin, no captions about it.
    expect(screen.queryByRole('group', { name: 'Profit Margin' })).not.toBeInTheDocument();
    expect(screen.queryByText('Healthy at 15% or more')).not.toBeInTheDocument();
    expect(screen.queryByText('Planning or in transit')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open My Dashboard' })).toHaveAttribute('href', '/client/');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(rpcRequests().length).toBe(before);
  });

  it("titles any other role's dashboard 'Dashboard', with placeholders", async () => {
    showDashboard(await signedInStore('client', 'auditor'));
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(tile('My Vehicles').getByText('0')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Customers' })).not.toBeInTheDocument();
  });

  it('logs a failed load and shows the figures as unavailable, not as zero', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      // The portal thinks this is an admin, but the database knows a client and refuses.
      showDashboard(await signedInStore('client', 'admin'));
      expect(await screen.findByText('The figures could not be loaded right now. Reload the page to try again.')).toBeInTheDocument();
      expect(tile('Total Revenue').getByText('—')).toBeInTheDocument();
      expect(logged).toHaveBeenCalledWith('The dashboard figures could not be loaded', expect.objectContaining({ code: '42501' }));
    } finally {
      logged.mockRestore();
    }
  });
});
