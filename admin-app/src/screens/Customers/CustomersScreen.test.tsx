import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { serviceClient, setupRealBackend } from '@export-portal/shared-auth/testing';
import { countText, searchFor, showAdmin } from '../../testing/renderAdmin';

const real = setupRealBackend();
const NOUN = ['customer', 'customers'] as const;
const BOX = /Search customers/;
const CLIENT1_CUSTOMER = 'c0000000-0000-4000-8000-000000000001';

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

  it('marks an unread message read from the Communications Log, which then says Read and offers no Mark as Read', async () => {
    const message = `Is the Corolla still for sale? ${Date.now()}`;
    const { data: sent, error } = await serviceClient(real.backend)
      .from('communications')
      .insert({ customer_id: CLIENT1_CUSTOMER, direction: 'inbound', communication_type: 'email', read_status: false, subject: 'Question', message })
      .select('id')
      .single();
    if (error) throw error;
    const client = await showAdmin(real.backend, '/admin/customers');
    await userEvent.click(screen.getByRole('tab', { name: 'Communications Log' }));
    const log = await screen.findByRole('list', { name: 'Latest 50 communications' });
    const entry = within(log).getAllByRole('listitem')[0]!;
    expect(entry).toHaveTextContent(message);
    expect(within(entry).getByText('Unread')).toBeInTheDocument();
    // Only an unread message a customer sent can be marked read.
    expect(within(log).getAllByRole('button', { name: 'Mark as Read' })).toHaveLength(within(log).getAllByText('Unread').length);

    await userEvent.click(within(entry).getByRole('button', { name: 'Mark as Read' }));
    expect(await within(entry).findByText('Read')).toBeInTheDocument();
    expect(within(entry).queryByRole('button', { name: 'Mark as Read' })).not.toBeInTheDocument();
    const { data } = await client.from('communications').select('read_status').eq('id', sent!.id).single();
    expect(data!.read_status).toBe(true);
  });

  it('logs a call from the Communications Log, which then heads the log with a link to its customer', async () => {
    const client = await showAdmin(real.backend, '/admin/customers');
    await userEvent.click(screen.getByRole('tab', { name: 'Communications Log' }));
    await screen.findByRole('list', { name: 'Latest 50 communications' });
    await userEvent.click(screen.getByRole('button', { name: 'Call Log' }));
    const dialog = await screen.findByRole('dialog', { name: 'Call Log' });
    await userEvent.type(await within(dialog).findByRole('combobox', { name: 'Customer' }), 'client2@demo.test');
    await userEvent.click(await screen.findByRole('option', { name: /Pacific Rim Motors Ltd\./ }));
    await userEvent.type(within(dialog).getByRole('spinbutton', { name: 'Duration (minutes)' }), '7');
    const summary = `Asked for the bill of lading ${Date.now()}`;
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Summary' }), summary);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log Call' }));
    expect(await screen.findByText('Call logged successfully!')).toBeInTheDocument();

    const log = screen.getByRole('list', { name: 'Latest 50 communications' });
    await waitFor(() => expect(within(log).getAllByRole('listitem')[0]).toHaveTextContent(summary));
    const entry = within(log).getAllByRole('listitem')[0]!;
    expect(entry).toHaveTextContent('Incoming call · 7 min');
    const { data } = await client.from('communications').select('customer_id').eq('message', summary).single();
    expect(within(entry).getByRole('link', { name: 'Pacific Rim Motors Ltd.' })).toHaveAttribute('href', `/admin/customers/${data!.customer_id}`);
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
