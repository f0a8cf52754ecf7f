import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { portalClient, renderSection, setupRealBackend } from '@export-portal/shared-auth/testing';
import { customerDisplayName } from '@export-portal/shared-domain';
import { formatDateTime } from '@export-portal/shared-ui';
import StaffApp from '../../App';

const real = setupRealBackend();

async function showSupport(path = '/staff/support') {
  const store = await renderSection('staff_app', StaffApp, path, { backend: real.backend, role: 'staff' });
  return portalClient(store);
}

const tile = (title: string) => screen.getByRole('group', { name: title });
const searchBox = () => screen.getByRole('searchbox', { name: /Search messages/ });

async function unreadCount(client: Awaited<ReturnType<typeof showSupport>>) {
  const { count } = await client
    .from('communications')
    .select('id', { count: 'exact', head: true })
    .eq('direction', 'inbound')
    .eq('read_status', false);
  return count!;
}

const cards = async () => within(await screen.findByRole('list', { name: 'Messages' })).findAllByRole('article');

/** The first card the list shows whose Mark as Read is still enabled. */
async function firstUnreadCard() {
  const unread = (await cards()).find((card) => within(card).getByRole('button', { name: 'Mark as Read' }).hasAttribute('disabled') === false);
  if (!unread) throw new Error('no unread message on the first page');
  return unread;
}

/** The newest message client1's customer sent, once a search by its e-mail has answered. */
async function client1Card(client: Awaited<ReturnType<typeof showSupport>>) {
  const { data: customer } = await client.from('customers').select('email').eq('id', CLIENT1_CUSTOMER).single();
  const { count } = await client.from('communications').select('id', { count: 'exact', head: true }).eq('customer_id', CLIENT1_CUSTOMER);
  await userEvent.type(searchBox(), customer!.email!);
  await screen.findByText(`${count} message${count === 1 ? '' : 's'}`);
  const card = (await cards()).find((candidate) => within(candidate).queryByRole('button', { name: 'Reply' }));
  if (!card) throw new Error('client1 has sent no message');
  return card;
}

const CLIENT1_CUSTOMER = 'c0000000-0000-4000-8000-000000000001';

describe('Customer Support', () => {
  it('shows Unread, Today’s Messages, Active Customers and a 94% response rate', async () => {
    const client = await showSupport('/staff/customer-support');
    const { count: customers } = await client.from('customers').select('id', { count: 'exact', head: true });
    expect(await within(tile('Unread')).findByText(String(await unreadCount(client)))).toBeInTheDocument();
    expect(await within(tile('Active Customers')).findByText(String(customers))).toBeInTheDocument();
    expect(within(tile("Today's Messages")).getByText(/^\d+$/)).toBeInTheDocument();
    expect(within(tile('Response Rate')).getByText('94%')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Call Log' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'New Message' })).toBeEnabled();
  });

  it('finds messages by their customer’s last name, company or e-mail, on the server', async () => {
    const client = await showSupport();
    const { data: customer } = await client.from('customers').select('id,last_name,email').eq('id', CLIENT1_CUSTOMER).single();
    const { count } = await client.from('communications').select('id', { count: 'exact', head: true }).eq('customer_id', customer!.id);
    await userEvent.type(searchBox(), customer!.email!.toUpperCase());
    expect(await screen.findByText(`${count} message${count === 1 ? '' : 's'}`)).toBeInTheDocument();
    await userEvent.clear(searchBox());
    await userEvent.type(searchBox(), 'no such message or customer');
    expect(await screen.findByText('No communications found matching your search.')).toBeInTheDocument();
  });

  it('Mark as Read marks the message read and the Unread tile drops by one, without a reload', async () => {
    const client = await showSupport();
    const before = await unreadCount(client);
    await within(tile('Unread')).findByText(String(before));
    const card = await firstUnreadCard();
    expect(within(card).getByText('Unread')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Mark as Read' }));
    expect(await within(tile('Unread')).findByText(String(before - 1))).toBeInTheDocument();
    expect(await unreadCount(client)).toBe(before - 1);
  });

  it('quotes the message a reply answers: who wrote it, when, and its words', async () => {
    const client = await showSupport();
    const { data: newest } = await client
      .from('communications')
      .select('message,created_at,customer:customers(first_name,last_name,company_name,email)')
      .eq('customer_id', CLIENT1_CUSTOMER)
      .eq('direction', 'inbound')
      .order('created_at', { ascending: false })
      .limit(1)
      .single();
    const card = await client1Card(client);
    await userEvent.click(within(card).getByRole('button', { name: 'Reply' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reply to Customer' });
    const sender = customerDisplayName(newest!.customer!);
    const quote = within(dialog).getByRole('figure', { name: new RegExp(`^${sender} wrote on ${formatDateTime(newest!.created_at)}`) });
    expect(within(quote).getByText(newest!.message)).toBeInTheDocument();
    expect(quote.querySelector('blockquote')).toHaveTextContent(newest!.message);
  });

  it('offers no Reply on a message the desk sent, and says it was sent', async () => {
    const client = await showSupport();
    const text = `Your container has left Halifax ${Date.now()}`;
    const { error } = await client.from('communications').insert({
      customer_id: CLIENT1_CUSTOMER,
      message: text,
      direction: 'outbound',
      communication_type: 'email',
      subject: 'Re: Customer Inquiry',
      read_status: true,
    });
    if (error) throw error;
    await userEvent.type(searchBox(), text);
    await screen.findByText('1 message');
    const [sent] = await cards();
    expect(within(sent!).getByText('Sent')).toBeInTheDocument();
    expect(within(sent!).queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
    expect(within(sent!).getByRole('button', { name: 'Mark as Read' })).toBeDisabled();
  });

  it('shows what became of an e-mail to the customer on its card and in the table, and nothing of the kind on a message received', async () => {
    const client = await showSupport();
    const received = await client1Card(client);
    expect(within(received).queryByText('E-mail:')).not.toBeInTheDocument();
    const text = `Your export documents are ready ${Date.now()}`;
    const { error } = await client.from('communications').insert({
      customer_id: CLIENT1_CUSTOMER,
      message: text,
      direction: 'outbound',
      communication_type: 'email',
      subject: 'Export documents',
      read_status: true,
    });
    if (error) throw error;
    await userEvent.clear(searchBox());
    await userEvent.type(searchBox(), text);
    await screen.findByText('1 message');
    const [sent] = await cards();
    expect(within(sent!).getByText('E-mail:')).toBeInTheDocument();
    expect(within(sent!).getByText('Queued')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Table' }));
    try {
      const table = await screen.findByRole('table', { name: 'Messages' });
      expect(within(table).getByRole('columnheader', { name: 'Delivery' })).toBeInTheDocument();
      const [, row] = within(table).getAllByRole('row');
      expect(within(row!).getByText('Queued')).toBeInTheDocument();
    } finally {
      // The view chosen is remembered for the user: the other tests read the cards.
      await userEvent.click(screen.getByRole('button', { name: 'Cards' }));
    }
  });

  it('Send stays disabled for empty or whitespace-only text', async () => {
    const client = await showSupport();
    const card = await client1Card(client);
    await userEvent.click(within(card).getByRole('button', { name: 'Reply' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reply to Customer' });
    const send = within(dialog).getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Your reply' }), '   ');
    expect(send).toBeDisabled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Your reply' }), 'x');
    expect(send).toBeEnabled();
  });

  it('sends an outbound, already-read e-mail reply and says so; the tiles update', async () => {
    const client = await showSupport();
    const todayBefore = Number((await within(tile("Today's Messages")).findByText(/^\d+$/)).textContent);
    const card = await client1Card(client);
    await userEvent.click(within(card).getByRole('button', { name: 'Reply' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reply to Customer' });
    const text = `Your vehicle is booked on the next sailing ${Date.now()}`;
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Your reply' }), text);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Reply sent successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(tile("Today's Messages")).findByText(String(todayBefore + 1))).toBeInTheDocument();
    const { data: reply } = await client.from('communications').select('*').eq('message', text).single();
    expect(reply).toMatchObject({
      customer_id: CLIENT1_CUSTOMER,
      direction: 'outbound',
      communication_type: 'email',
      subject: 'Re: Customer Inquiry',
      read_status: true,
    });
  });

  it("shows 'Failed to send reply.' and keeps the typed text when the send fails", async () => {
    const client = await showSupport();
    const card = await client1Card(client);
    await userEvent.click(within(card).getByRole('button', { name: 'Reply' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reply to Customer' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Your reply' }), 'Keep this text');
    const working = globalThis.fetch;
    globalThis.fetch = (input, init) => (init?.method === 'POST' ? Promise.reject(new TypeError('fetch failed')) : working(input, init));
    try {
      await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
      expect(await screen.findByText('Failed to send reply.')).toBeInTheDocument();
    } finally {
      globalThis.fetch = working;
    }
    expect(within(dialog).getByRole('textbox', { name: 'Your reply' })).toHaveValue('Keep this text');
    expect(screen.getByRole('dialog', { name: 'Reply to Customer' })).toBeInTheDocument();
  });
});
