import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createPortalStore, portalClient, setupRealBackend } from '@export-portal/shared-auth/testing';
import { countText, searchFor, showAdmin } from '../../testing/renderAdmin';

const real = setupRealBackend();
// Each test fills a dialog field by field against the real backend, which takes longer than a read.
jest.setTimeout(60_000);
const NOUN = ['customer', 'customers'] as const;
const BOX = /Search customers/;
let serial = 0;

type Client = Awaited<ReturnType<typeof showAdmin>>;

/** A customer made for one test, found again by its unique last name. */
async function newCustomer(client: Client, values: Record<string, unknown> = {}) {
  serial += 1;
  const last_name = `Testcase${serial}x${Date.now().toString(36)}`;
  const { data, error } = await client
    .from('customers')
    .insert({ first_name: 'Marguerite', last_name, customer_type: 'individual', ...values })
    .select('id,last_name')
    .single();
  if (error) throw error;
  return data;
}

/** Finds the customer's card and opens one of its dialogs. */
async function openOn(lastName: string, button: 'Edit' | 'Delete') {
  await searchFor(BOX, lastName, countText(1, NOUN));
  const card = await screen.findByRole('article', { name: `Marguerite ${lastName}` });
  await userEvent.click(within(card).getByRole('button', { name: `${button} Marguerite ${lastName}` }));
  return screen.findByRole('dialog');
}

async function choose(dialog: HTMLElement, select: string, option: string) {
  await userEvent.click(within(dialog).getByRole('combobox', { name: select }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('admin customer editing', () => {
  it('adds a customer, the postal code normalised as it leaves the field, and refuses a foreign one beside it', async () => {
    const client = await showAdmin(real.backend, '/admin/customers');
    await userEvent.click(await screen.findByRole('button', { name: 'Add Customer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Customer' });
    await userEvent.type(within(dialog).getByLabelText('First name'), 'Rosalie');
    await userEvent.type(within(dialog).getByLabelText('Last name'), 'Addedtest');
    await choose(dialog, 'Type', 'Dealer');
    await choose(dialog, 'Province', 'Quebec (QC)');
    const postal = within(dialog).getByLabelText('Postal code');
    await userEvent.type(postal, '90210');
    const before = real.network.requests.length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Customer' }));
    expect(postal).toHaveAccessibleDescription(/Enter a Canadian postal code, such as H2X 1A1/);
    expect(real.network.requests.slice(before).filter((url) => url.includes('/rest/v1/customers'))).toEqual([]);

    await userEvent.clear(postal);
    await userEvent.type(postal, 'h2x1a1');
    await userEvent.tab();
    expect(postal).toHaveValue('H2X 1A1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Customer' }));
    expect(await screen.findByText('Customer saved successfully!', {}, { timeout: 10000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const { data } = await client.from('customers').select('customer_type,province,postal_code').eq('last_name', 'Addedtest').single();
    expect(data).toEqual({ customer_type: 'dealer', province: 'QC', postal_code: 'H2X 1A1' });
  });

  it('edits a customer and the card shows the change', async () => {
    const client = await showAdmin(real.backend, '/admin/customers');
    const customer = await newCustomer(client, { city: 'Laval', province: 'QC' });
    const dialog = await openOn(customer.last_name, 'Edit');
    const city = within(dialog).getByLabelText('City');
    expect(city).toHaveValue('Laval');
    await userEvent.clear(city);
    await userEvent.type(city, 'Gatineau');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Customer' }));
    const card = await screen.findByRole('article', { name: `Marguerite ${customer.last_name}` });
    expect(await within(card).findByText('Gatineau, QC', {}, { timeout: 10000 })).toBeInTheDocument();
    const { data } = await client.from('customers').select('city').eq('id', customer.id).single();
    expect(data!.city).toBe('Gatineau');
  });

  it('links a client account that has no customer, found by the server, and can unlink it', async () => {
    const email = `linkme${Date.now().toString(36)}@example.ca`;
    const visitor = portalClient(createPortalStore(real.backend));
    const signUp = await visitor.auth.signUp({ email, password: 'Linking!2026', options: { data: { first_name: 'Linnea', last_name: 'Linked' } } });
    expect(signUp.error).toBeNull();
    const client = await showAdmin(real.backend, '/admin/customers');
    const customer = await newCustomer(client);
    let dialog = await openOn(customer.last_name, 'Edit');
    await userEvent.type(within(dialog).getByLabelText('Find a client account without a customer'), email.slice(0, 10));
    const results = await within(dialog).findByRole('list', { name: 'Client accounts without a customer' }, { timeout: 5000 });
    await userEvent.click(within(results).getByRole('button', { name: `Link ${email}` }));
    expect(await within(dialog).findByText(`Linked to ${email} (Linnea Linked)`)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Customer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 10000 });
    const linked = await client.from('customers').select('user_id').eq('id', customer.id).single();
    expect(linked.data!.user_id).toBe(signUp.data.user!.id);

    dialog = await openOn(customer.last_name, 'Edit');
    expect(await within(dialog).findByText(`Linked to ${email} (Linnea Linked)`)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unlink account' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Customer' }));
    await waitFor(async () => {
      const { data } = await client.from('customers').select('user_id').eq('id', customer.id).single();
      expect(data!.user_id).toBeNull();
    });
  });

  it('shows what someone else saved meanwhile, keeps what was typed and applies it over theirs on the next save', async () => {
    const client = await showAdmin(real.backend, '/admin/customers');
    const customer = await newCustomer(client, { phone: '(514) 555-0100', city: 'Laval' });
    const dialog = await openOn(customer.last_name, 'Edit');
    await client.from('customers').update({ phone: '(514) 555-0199' }).eq('id', customer.id);
    const city = within(dialog).getByLabelText('City');
    await userEvent.clear(city);
    await userEvent.type(city, 'Sherbrooke');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Customer' }));
    const alert = await within(dialog).findByRole('alert', {}, { timeout: 10000 });
    expect(alert).toHaveTextContent('This customer was changed by someone else.');
    expect(alert).toHaveTextContent('Phone: (514) 555-0199');
    expect(city).toHaveValue('Sherbrooke');
    expect(within(dialog).getByLabelText('Phone')).toHaveValue('(514) 555-0199');
    let { data } = await client.from('customers').select('city,phone').eq('id', customer.id).single();
    expect(data).toEqual({ city: 'Laval', phone: '(514) 555-0199' });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Customer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 10000 });
    ({ data } = await client.from('customers').select('city,phone').eq('id', customer.id).single());
    expect(data).toEqual({ city: 'Sherbrooke', phone: '(514) 555-0199' });
  });

  it('deletes a customer with nothing recorded, after confirmation', async () => {
    const client = await showAdmin(real.backend, '/admin/customers');
    const customer = await newCustomer(client);
    const dialog = await openOn(customer.last_name, 'Delete');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete customer' }));
    expect(await screen.findByText('No customers found matching your search.', {}, { timeout: 10000 })).toBeInTheDocument();
    const { count } = await client.from('customers').select('id', { count: 'exact', head: true }).eq('id', customer.id);
    expect(count).toBe(0);
  });

  it('says why the database refuses to delete a customer who still has vehicles and documents, and keeps them', async () => {
    const client = await showAdmin(real.backend, '/admin/customers');
    const customer = await newCustomer(client);
    const vehicle = await client
      .from('vehicles')
      .insert({ customer_id: customer.id, year: 2019, make: 'Honda', model: 'Accord', vin: '1HGCM82633A004352', status: 'reserved' })
      .select('id')
      .single();
    expect(vehicle.error).toBeNull();
    for (const name of ['Bill of sale', 'Title']) {
      expect((await client.from('documents').insert({ customer_id: customer.id, document_name: name, document_type: 'other' })).error).toBeNull();
    }
    const dialog = await openOn(customer.last_name, 'Delete');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete customer' }));
    expect(await within(dialog).findByRole('alert', {}, { timeout: 10000 })).toHaveTextContent('This customer still has 1 vehicle and 2 documents');
    expect(await screen.findByText('Failed to delete customer.', {}, { timeout: 10000 })).toBeInTheDocument();
    const { count } = await client.from('customers').select('id', { count: 'exact', head: true }).eq('id', customer.id);
    expect(count).toBe(1);
  });
});
