import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupRealBackend, signedInDemoClient } from '@export-portal/shared-auth/testing';
import { cardsOf, showAdmin } from '../../testing/renderAdmin';

const real = setupRealBackend();

const historyReads = () => real.network.requests.filter((url) => url.includes('/rest/v1/change_history'));
const lastRead = () => decodeURIComponent(historyReads().at(-1) ?? '');

async function chooseOption(select: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: select }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('admin Activity', () => {
  it('shows the newest changes first, each linked to its record', async () => {
    const client = await signedInDemoClient(real.backend, 'admin');
    const { data: vehicle } = await client.from('vehicles').select('id,vin').eq('status', 'available').limit(1).single();
    await client.from('vehicles').update({ color: 'Teal' }).eq('id', vehicle!.id).select('id');
    await showAdmin(real.backend, '/admin/activity');
    expect(screen.getByRole('heading', { level: 1, name: 'Activity' })).toBeInTheDocument();
    const [newest] = await cardsOf('Changes');
    expect(within(newest!).getByRole('link', { name: new RegExp(vehicle!.vin) })).toHaveAttribute('href', `/admin/vehicles/${vehicle!.id}`);
    expect(within(newest!).getByText(/Color: .* → Teal/)).toBeInTheDocument();
    expect(within(newest!).getByText(/by Avery Morgan/)).toBeInTheDocument();
  });

  it('searches by record on the server, and keeps the search in the address', async () => {
    const client = await signedInDemoClient(real.backend, 'admin');
    const { data: customer } = await client.from('customers').select('id,last_name').is('company_name', null).limit(1).single();
    await client.from('customers').update({ notes: 'Asked about winter shipping' }).eq('id', customer!.id).select('id');
    await showAdmin(real.backend, '/admin/activity');
    await cardsOf('Changes');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search changes by record' }), customer!.last_name);
    await waitFor(() => expect(lastRead()).toContain(`record_label.ilike."*${customer!.last_name}*"`));
    await waitFor(async () => {
      for (const card of await cardsOf('Changes')) expect(card).toHaveTextContent(new RegExp(customer!.last_name, 'i'));
    });
  });

  it('filters by table and by person on the server', async () => {
    await showAdmin(real.backend, '/admin/activity');
    await cardsOf('Changes');
    await chooseOption('Table', 'Customers');
    await waitFor(() => expect(lastRead()).toContain('table_name=eq.customers'));
    await waitFor(async () => {
      for (const card of await cardsOf('Changes')) expect(within(card).getByText('Customers')).toBeInTheDocument();
    });
    await chooseOption('User', 'System');
    await waitFor(() => expect(lastRead()).toContain('actor_id=is.null'));
  });

  it('narrows to a range of days, both included', async () => {
    await showAdmin(real.backend, '/admin/activity');
    await cardsOf('Changes');
    const tomorrow = new Date();
    tomorrow.setDate(tomorrow.getDate() + 1);
    const day = `${tomorrow.getFullYear()}-${String(tomorrow.getMonth() + 1).padStart(2, '0')}-${String(tomorrow.getDate()).padStart(2, '0')}`;
    await userEvent.type(screen.getByLabelText('From'), day);
    expect(await screen.findByText('No changes found matching your search criteria.')).toBeInTheDocument();
    expect(lastRead()).toContain('changed_at=gte.');
  });

  it('pages on the server, 50 changes at a time', async () => {
    const client = await signedInDemoClient(real.backend, 'admin');
    const { count } = await client.from('change_history').select('id', { count: 'exact', head: true });
    expect(count).toBeGreaterThan(50);
    await showAdmin(real.backend, '/admin/activity');
    const first = await cardsOf('Changes');
    expect(first.length).toBeLessThanOrEqual(50);
    await userEvent.click(screen.getByRole('button', { name: /next/i }));
    await waitFor(() => expect(lastRead()).toContain('offset=50'));
    await waitFor(async () => expect((await cardsOf('Changes'))[0]).not.toBe(first[0]));
  });
});
