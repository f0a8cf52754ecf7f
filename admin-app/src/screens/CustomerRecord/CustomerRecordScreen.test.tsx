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

  it("shows the customer's conversation, where New Message e-mails them without choosing them again and the thread shows it at once", async () => {
    const CLIENT1_CUSTOMER = 'c0000000-0000-4000-8000-000000000001';
    const client = await showAdmin(real.backend, `/admin/customers/${CLIENT1_CUSTOMER}`);
    const conversation = await screen.findByRole('region', { name: 'Conversation' });
    const { count } = await client.from('communications').select('id', { count: 'exact', head: true }).eq('customer_id', CLIENT1_CUSTOMER);
    expect(await within(conversation).findByText(`Showing ${Math.min(count!, 20)} of ${count}`)).toBeInTheDocument();

    await userEvent.click(within(conversation).getByRole('button', { name: 'New Message' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Message' });
    const subjectBox = await within(dialog).findByRole('textbox', { name: 'Subject' });
    expect(within(dialog).queryByRole('combobox', { name: 'Customer' })).not.toBeInTheDocument();
    const subject = `Your invoice for the Civic ${Date.now()}`;
    await userEvent.type(subjectBox, subject);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Message' }), 'Attached to your documents.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Message sent successfully!')).toBeInTheDocument();

    const thread = within(conversation).getByRole('list', { name: /^Messages and calls with / });
    const sent = await within(thread).findByRole('article', { name: subject });
    expect(within(thread).getAllByRole('article')[0]).toBe(sent);
    expect(sent).toHaveTextContent('E-mail sent');
    expect(sent).toHaveTextContent('E-mail:Queued');
  });

  it('says so when no customer has the address', async () => {
    await showAdmin(real.backend, '/admin/customers/not-a-customer');
    expect(await screen.findByRole('heading', { level: 1, name: 'Customer not found' })).toBeInTheDocument();
  });
});
