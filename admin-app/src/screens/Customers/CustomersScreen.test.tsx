import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupRealBackend } from '@export-portal/shared-auth/testing';
import { countText, searchFor, showAdmin } from '../../testing/renderAdmin';

const real = setupRealBackend();
const NOUN = ['customer', 'customers'] as const;
const BOX = /Search customers/;

describe('admin Customer Management', () => {
  it.each([
    ['first name', 'olivia'],
    ['last name', 'TREMBLAY'],
    ['company', 'auto exports'],
    ['email', '@demo.test'],
  ])('searches the %s in the Customer Database', async (_field, term) => {
    const client = await showAdmin(real.backend, '/admin/customers');
    const { data } = await client.from('customers').select('first_name,last_name,company_name,email');
    const needle = term.toLowerCase();
    const expected = (data ?? []).filter((c) =>
      [c.first_name, c.last_name, c.company_name, c.email].some((field) => field?.toLowerCase().includes(needle)),
    ).length;
    expect(expected).toBeGreaterThan(0);
    await searchFor(BOX, term, countText(expected, NOUN));
  });

  it('shows a customer with type, contact, total purchases and linked vehicles, and does not search the city', async () => {
    const client = await showAdmin(real.backend, '/admin/customers');
    const { data } = await client.from('customers').select('email,total_purchases,vehicles(id)').eq('email', 'client2@demo.test').single();
    await searchFor(BOX, 'client2@demo.test', countText(1, NOUN));
    const card = await screen.findByRole('article', { name: 'Pacific Rim Motors Ltd.' });
    expect(within(card).getByText('Business')).toBeInTheDocument();
    expect(
      within(card).getByText(new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' }).format(data!.total_purchases)),
    ).toBeInTheDocument();
    expect(within(card).getByText(String(data!.vehicles.length))).toBeInTheDocument();
    await searchFor(BOX, 'Saskatoon', 'No customers found matching your search.');
  });

  it('lists the latest 50 messages with customer, direction, type and read state', async () => {
    const client = await showAdmin(real.backend, '/admin/customers');
    await userEvent.click(screen.getByRole('tab', { name: 'Communications Log' }));
    const log = await screen.findByRole('list', { name: 'Latest 50 communications' });
    expect(within(log).getAllByRole('listitem')).toHaveLength(50);
    const { data } = await client.from('communications').select('message').order('created_at', { ascending: false }).order('id').limit(1).single();
    expect(within(within(log).getAllByRole('listitem')[0]!).getByText(data!.message)).toBeInTheDocument();
    expect(within(log).getAllByText('Unread').length).toBeGreaterThan(0);
  });

  it('shows customers by type and the top customers as the database counts them', async () => {
    const client = await showAdmin(real.backend, '/admin/customers');
    await userEvent.click(screen.getByRole('tab', { name: 'Customer Analytics' }));
    const { data } = await client.rpc('customer_analytics');
    const dealers = data!.by_type.find((entry) => entry.customer_type === 'dealer')!;
    expect(within(await screen.findByRole('group', { name: 'Dealer' })).getByText(String(dealers.customers))).toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: 'Top customers by purchases' })).getAllByRole('row');
    expect(rows).toHaveLength(1 + data!.top_customers.length);
  });
});
