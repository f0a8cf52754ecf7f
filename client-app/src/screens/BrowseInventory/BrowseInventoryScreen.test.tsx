import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { colleagueClient, portalClient, setupRealBackend } from '@export-portal/shared-auth/testing';
import { inventoryVehicleMatchesSearch } from '@export-portal/shared-domain/testing';
import { formatMoney } from '@export-portal/shared-ui';
import { renderClient } from '../../testing/renderClient';

const real = setupRealBackend();

/** The vehicle a card shows, from its title's id (`vehicle-<id>-title`). */
const vehicleIdOf = (card: HTMLElement) =>
  within(card)
    .getByRole('heading')
    .id.replace(/^vehicle-/, '')
    .replace(/-title$/, '');

const cards = async () => within(await screen.findByRole('list', { name: 'Available vehicles' })).findAllByRole('article');

async function availableVehicles(store: Awaited<ReturnType<typeof renderClient>>) {
  const { data, error } = await portalClient(store).from('vehicles').select('make,model,year,vin,sale_price').eq('status', 'available');
  if (error) throw error;
  return data;
}

describe('Browse Inventory', () => {
  it('shows every available vehicle with its price, and no cost', async () => {
    const store = await renderClient('/client/browse-inventory', real.backend, 'client1');
    const available = await availableVehicles(store);
    expect(await screen.findByText(`${available.length} vehicles`)).toBeInTheDocument();
    const vehicle = available[0]!;
    const card = screen.getByText(vehicle.vin).closest('article')!;
    expect(within(card).getByText(formatMoney(vehicle.sale_price))).toBeInTheDocument();
    expect(screen.queryByText(/cost|purchase/i)).not.toBeInTheDocument();
  });

  it.each(['toyota', 'rav4'])('searches make, model and year on the server: "%s"', async (term) => {
    const store = await renderClient('/client/browse-inventory', real.backend, 'client1');
    const expected = (await availableVehicles(store)).filter((vehicle) => inventoryVehicleMatchesSearch(vehicle, term));
    expect(expected.length).toBeGreaterThan(0);
    await cards();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by make, model or year' }), term);
    expect(await screen.findByText(`${expected.length} vehicle${expected.length === 1 ? '' : 's'}`)).toBeInTheDocument();
  });

  it('says no vehicle matches a search that finds none', async () => {
    await renderClient('/client/browse-inventory', real.backend, 'client1');
    await cards();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by make, model or year' }), 'Trabant');
    expect(await screen.findByText('No vehicles found matching your search.')).toBeInTheDocument();
  });

  it('Request Quote sends a message about the vehicle, which reaches Customer Support unread', async () => {
    const store = await renderClient('/client/browse-inventory', real.backend, 'client1');
    const [first] = await cards();
    const title = within(first!).getByRole('heading').textContent!;
    await userEvent.click(within(first!).getByRole('button', { name: 'Request Quote' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request Quote' });
    expect(dialog).toHaveAccessibleDescription(new RegExp(`^${title} · `));
    const words = `Could you quote delivery to Lagos? ${Date.now()}`;
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Message (optional)' }), words);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Request' }));

    expect(await screen.findByText('Quote request sent successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const { data: request } = await portalClient(store).from('communications').select('*').eq('message', words).single();
    const vehicleId = vehicleIdOf(first!);
    expect(request).toMatchObject({
      direction: 'inbound',
      communication_type: 'quote_request',
      read_status: false,
      vehicle_id: vehicleId,
      subject: `Quote request: ${title}`,
    });
    // Staff see it among the unread messages.
    const staff = await colleagueClient(real.backend, 'staff');
    const { data: unread } = await staff.from('communications').select('id').eq('id', request!.id).eq('read_status', false);
    expect(unread).toHaveLength(1);
  });

  it('a request may say nothing: the database writes a sentence of its own', async () => {
    const store = await renderClient('/client/browse-inventory', real.backend, 'client1');
    const [, second] = await cards();
    await userEvent.click(within(second!).getByRole('button', { name: 'Request Quote' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request Quote' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText('Quote request sent successfully!')).toBeInTheDocument();
    const { data } = await portalClient(store)
      .from('communications')
      .select('message')
      .eq('vehicle_id', vehicleIdOf(second!))
      .order('created_at', { ascending: false })
      .limit(1)
      .single();
    expect(data!.message.trim()).not.toBe('');
  });

  it('refuses more than 2,000 characters beside the message, keeping them', async () => {
    await renderClient('/client/browse-inventory', real.backend, 'client1');
    const [first] = await cards();
    await userEvent.click(within(first!).getByRole('button', { name: 'Request Quote' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request Quote' });
    const box = within(dialog).getByRole('textbox', { name: 'Message (optional)' });
    await userEvent.click(box);
    await userEvent.paste('x'.repeat(2001));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Request' }));
    expect(await within(dialog).findByText('The message can be at most 2,000 characters')).toBeInTheDocument();
    expect(box).toHaveValue('x'.repeat(2001));
  });

  it("shows the database's refusal in the dialog for a client without a customer record, keeping the message", async () => {
    await renderClient('/client/browse-inventory', real.backend, 'new sign-up');
    const [first] = await cards();
    await userEvent.click(within(first!).getByRole('button', { name: 'Request Quote' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request Quote' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Message (optional)' }), 'Is it still available?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Request' }));
    const refusal = await within(dialog).findByRole('alert');
    expect(refusal).toHaveTextContent('The quote request was not sent.');
    expect(screen.getByText('Failed to send quote request.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Message (optional)' })).toHaveValue('Is it still available?');
  });

  it("says when a client past the business's hourly limit may ask again, keeping the message", async () => {
    const store = await renderClient('/client/browse-inventory', real.backend, 'client1');
    const [first] = await cards();
    const own = await portalClient(store).rpc('request_quote', { p_vehicle_id: vehicleIdOf(first!), p_message: 'A first request' });
    expect(own.error).toBeNull();
    // The limit is what the client has sent this hour, so the next request is one too many.
    const admin = await colleagueClient(real.backend, 'admin');
    const hour = new Date(Date.now() - 3_600_000).toISOString();
    const { count } = await admin
      .from('communications')
      .select('id', { count: 'exact', head: true })
      .eq('created_by', own.data!.created_by!)
      .gt('created_at', hour);
    expect((await admin.from('settings').update({ client_messages_per_hour: count! }).eq('id', true)).error).toBeNull();

    await userEvent.click(within(first!).getByRole('button', { name: 'Request Quote' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request Quote' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Message (optional)' }), 'And another one');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Request' }));
    const refusal = await within(dialog).findByRole('alert');
    expect(refusal).toHaveTextContent('The quote request was not sent.');
    expect(refusal).toHaveTextContent(new RegExp(`You can send ${count} messages? an hour\\. Please try again in (59|60) minutes\\.`));
    expect(within(dialog).getByRole('textbox', { name: 'Message (optional)' })).toHaveValue('And another one');
  });
});
