import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { portalClient, setupRealBackend, waitForScreenAfter } from '@export-portal/shared-auth/testing';
import { formatMoney } from '@export-portal/shared-ui';
import { renderClient } from '../../testing/renderClient';

const real = setupRealBackend();

const tile = (title: string) => screen.getByRole('group', { name: title });

describe('My Dashboard', () => {
  it("shows the client's own figures and their five latest messages, newest first", async () => {
    const store = await renderClient('/client/', real.backend, 'client1');
    const client = portalClient(store);
    const { data: customers } = await client.from('customers').select('id');
    const ids = customers!.map((customer) => customer.id);
    const [vehicles, shipments, documents, messages] = await Promise.all([
      client.from('vehicles').select('sale_price').in('customer_id', ids),
      client.from('shipments').select('status').in('customer_id', ids),
      client.from('documents').select('id').in('customer_id', ids),
      client.from('communications').select('subject,created_at').in('customer_id', ids).order('created_at', { ascending: false }).limit(5),
    ]);
    const invested = vehicles.data!.reduce((sum, vehicle) => sum + (vehicle.sale_price ?? 0), 0);
    const active = shipments.data!.filter((shipment) => ['planning', 'booked', 'in_transit'].includes(shipment.status)).length;

    expect(await within(tile('Total Invested')).findByText(formatMoney(invested))).toBeInTheDocument();
    expect(within(tile('My Vehicles')).getByText(String(vehicles.data!.length))).toBeInTheDocument();
    expect(within(tile('Active Shipments')).getByText(String(active))).toBeInTheDocument();
    expect(within(tile('My Documents')).getByText(String(documents.data!.length))).toBeInTheDocument();

    const recent = screen.getByRole('region', { name: 'Recent Communications' });
    const headings = within(recent)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(headings).toEqual(messages.data!.map((message) => message.subject));
    expect(headings).toHaveLength(5);
  });

  it('links to each of the other client screens', async () => {
    await renderClient('/client/dashboard', real.backend);
    await waitFor(() => expect(screen.getByRole('main')).toHaveAttribute('aria-busy', 'false'));
    const links = within(screen.getByRole('navigation', { name: 'Quick links' })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/client/my-vehicles',
      '/client/my-shipments',
      '/client/my-documents',
      '/client/track-shipment',
      '/client/browse-inventory',
      '/client/download-documents',
    ]);
    await waitForScreenAfter(() => userEvent.click(screen.getByRole('link', { name: 'Track Shipment' })));
    expect(screen.getByRole('heading', { level: 1, name: 'Track Shipment' })).toBeInTheDocument();
  });

  it('shows zeros and no messages to a client without a customer record', async () => {
    await renderClient('/client/', real.backend, 'new sign-up');
    expect(await screen.findByText('No recent communications')).toBeInTheDocument();
    expect(within(tile('Total Invested')).getByText(formatMoney(0))).toBeInTheDocument();
    for (const title of ['My Vehicles', 'Active Shipments', 'My Documents']) {
      expect(within(tile(title)).getByText('0')).toBeInTheDocument();
    }
  });
});
