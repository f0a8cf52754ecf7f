import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  colleagueClient,
  portalClient,
  renderSection,
  serviceClient,
  setupRealBackend,
  waitForScreenAfter,
} from '@export-portal/shared-auth/testing';
import StaffApp from '../../App';

const real = setupRealBackend();
// Each test fills a dialog field by field, a customer searched on the server among them: longer than a read on a loaded machine.
jest.setTimeout(60_000);

const CLIENT1_CUSTOMER = 'c0000000-0000-4000-8000-000000000001';

async function showSupport(path = '/staff/support') {
  const store = await renderSection('staff_app', StaffApp, path, { backend: real.backend, role: 'staff' });
  return portalClient(store);
}

/** Chooses a customer in the dialog's picker by part of their e-mail, once the dialog's form has downloaded. */
async function chooseCustomer(dialog: HTMLElement, email: string) {
  await userEvent.type(await within(dialog).findByRole('combobox', { name: 'Customer' }, { timeout: 5_000 }), email);
  await userEvent.click(await screen.findByRole('option', { name: new RegExp(email.replace(/[.+]/g, '\\$&')) }));
}

async function openDialog(button: string) {
  await userEvent.click(screen.getByRole('button', { name: button }));
  return screen.findByRole('dialog', { name: button });
}

async function client1Email(client: Awaited<ReturnType<typeof showSupport>>) {
  const { data } = await client.from('customers').select('email').eq('id', CLIENT1_CUSTOMER).single();
  return data!.email!;
}

describe('New Message', () => {
  it('e-mails the chosen customer: an outbound e-mail, already read, queued by the database, and says so', async () => {
    const client = await showSupport();
    const dialog = await openDialog('New Message');
    await chooseCustomer(dialog, await client1Email(client));
    const subject = `Your RAV4 is ready for pickup ${Date.now()}`;
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Subject' }), subject);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Message' }), 'It is at our Mississauga yard from Monday.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Message sent successfully!')).toBeInTheDocument();
    expect(screen.getByText('It is queued to be e-mailed to the customer.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const { data: sent } = await client.from('communications').select('*').eq('subject', subject).single();
    expect(sent).toMatchObject({
      customer_id: CLIENT1_CUSTOMER,
      message: 'It is at our Mississauga yard from Monday.',
      direction: 'outbound',
      communication_type: 'email',
      read_status: true,
      delivery_status: 'queued',
    });
  });

  it('says what is missing beside each field and sends nothing', async () => {
    const client = await showSupport();
    const { count: before } = await client.from('communications').select('id', { count: 'exact', head: true });
    const dialog = await openDialog('New Message');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Subject' }), 'x'.repeat(201));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Choose the customer')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Subject' })).toHaveAccessibleDescription('A subject is at most 200 characters');
    expect(within(dialog).getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription('A message cannot be empty');
    const { count: after } = await client.from('communications').select('id', { count: 'exact', head: true });
    expect(after).toBe(before);
  });

  it("shows the database's refusal beside the form and keeps what was typed: a customer without an e-mail address", async () => {
    const admin = await colleagueClient(real.backend, 'admin');
    const lastName = `Noaddress${Date.now()}`;
    const { data: customer, error } = await admin
      .from('customers')
      .insert({ first_name: 'Imani', last_name: lastName, customer_type: 'individual', email: null })
      .select('id')
      .single();
    if (error) throw error;
    const client = await showSupport();
    const dialog = await openDialog('New Message');
    await userEvent.type(within(dialog).getByRole('combobox', { name: 'Customer' }), lastName);
    await userEvent.click(await screen.findByRole('option', { name: new RegExp(lastName) }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Subject' }), 'Your deposit');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Message' }), 'We received it, thank you.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));

    const refusal = await within(dialog).findByRole('alert');
    expect(refusal).toHaveTextContent('The message was not sent.');
    expect(refusal).toHaveTextContent(/e-mail address/i);
    expect(within(dialog).getByRole('textbox', { name: 'Subject' })).toHaveValue('Your deposit');
    expect(within(dialog).getByRole('textbox', { name: 'Message' })).toHaveValue('We received it, thank you.');
    const { count } = await client.from('communications').select('id', { count: 'exact', head: true }).eq('customer_id', customer.id);
    expect(count).toBe(0);
  });
});

describe('Call Log', () => {
  it('records the call as a phone communication of the customer, with its direction, time and duration, never e-mailed', async () => {
    const client = await showSupport();
    const dialog = await openDialog('Call Log');
    await chooseCustomer(dialog, await client1Email(client));
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Direction' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Outgoing call' }));
    const when = within(dialog).getByLabelText('Date and time');
    await userEvent.clear(when);
    await userEvent.type(when, '2026-03-02T10:15');
    await userEvent.type(within(dialog).getByRole('spinbutton', { name: 'Duration (minutes)' }), '12');
    const summary = `Confirmed the Tema delivery address ${Date.now()}`;
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Summary' }), summary);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log Call' }));

    expect(await screen.findByText('Call logged successfully!')).toBeInTheDocument();
    const { data: call } = await client.from('communications').select('*').eq('message', summary).single();
    expect(call).toMatchObject({
      customer_id: CLIENT1_CUSTOMER,
      communication_type: 'phone',
      direction: 'outbound',
      duration_minutes: 12,
      subject: null,
      read_status: true,
      delivery_status: null,
    });
    expect(new Date(call!.occurred_at).getTime()).toBe(new Date('2026-03-02T10:15').getTime());
  });

  it('refuses a call in the future and a duration that is not whole minutes from 1 to 1,440, beside the fields', async () => {
    await showSupport();
    const dialog = await openDialog('Call Log');
    const when = within(dialog).getByLabelText('Date and time');
    await userEvent.clear(when);
    await userEvent.type(when, '2099-01-01T09:00');
    await userEvent.type(within(dialog).getByRole('spinbutton', { name: 'Duration (minutes)' }), '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log Call' }));
    expect(await within(dialog).findByText(/not in the future/)).toBeInTheDocument();
    expect(within(dialog).getByText('A call lasts from 1 minute to 1,440 minutes (a day)')).toBeInTheDocument();
    expect(within(dialog).getByText('Write what was said on the call')).toBeInTheDocument();
  });
});

describe("a customer's thread", () => {
  it('opens from a message and shows every message and call of the customer, newest first, with the e-mail delivery', async () => {
    const client = await showSupport();
    // What happened long ago, as a script loading the past writes it: a call dated when it took place, an e-mail when it came.
    const stamp = Date.now();
    const older = { customer_id: CLIENT1_CUSTOMER, direction: 'inbound' as const, read_status: true };
    const service = serviceClient(real.backend);
    const call = await service.from('communications').insert({
      ...older,
      communication_type: 'phone',
      subject: `Call ${stamp}`,
      message: 'Asked about insurance',
      occurred_at: '2020-01-02T15:00:00Z',
      duration_minutes: 65,
    });
    if (call.error) throw call.error;
    const { error } = await service
      .from('communications')
      .insert({ ...older, communication_type: 'email', subject: `Oldest ${stamp}`, message: 'Hello', created_at: '2020-01-01T15:00:00Z' });
    if (error) throw error;
    await userEvent.type(screen.getByRole('searchbox', { name: /Search messages/ }), await client1Email(client));
    const [card] = await within(await screen.findByRole('list', { name: 'Messages' })).findAllByRole('article');
    await waitForScreenAfter(() => userEvent.click(within(card!).getByRole('link', { name: 'View thread' })));

    const { data: customer } = await client.from('customers').select('first_name,last_name,company_name').eq('id', CLIENT1_CUSTOMER).single();
    const name = customer!.company_name ?? `${customer!.first_name} ${customer!.last_name}`;
    expect(await screen.findByRole('heading', { level: 1, name })).toBeInTheDocument();
    const thread = await screen.findByRole('list', { name: `Messages and calls with ${name}` });
    const { count } = await client.from('communications').select('id', { count: 'exact', head: true }).eq('customer_id', CLIENT1_CUSTOMER);
    expect(await within(thread.parentElement!).findByText(`Showing ${Math.min(count!, 20)} of ${count}`)).toBeInTheDocument();
    const { data: newest } = await client
      .from('communications')
      .select('subject')
      .eq('customer_id', CLIENT1_CUSTOMER)
      .order('occurred_at', { ascending: false })
      .order('id', { ascending: false })
      .limit(1)
      .single();
    expect(within(thread).getAllByRole('article')[0]).toHaveAccessibleName(newest!.subject ?? 'No subject');
    expect(screen.getByRole('link', { name: 'Back to Customer Support' })).toHaveAttribute('href', '/staff/support');

    // The old ones are further down, in the order they happened: the call (with its length) before the e-mail before it.
    while (!within(thread).queryByRole('article', { name: `Oldest ${stamp}` })) {
      const shown = within(thread).getAllByRole('article').length;
      await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
      await waitFor(() => expect(within(thread).getAllByRole('article').length).toBeGreaterThan(shown));
    }
    const subjects = within(thread)
      .getAllByRole('article')
      .map((entry) => entry.querySelector('h3')?.textContent);
    expect(subjects.indexOf(`Call ${stamp}`)).toBe(subjects.indexOf(`Oldest ${stamp}`) - 1);
    expect(within(thread).getByRole('article', { name: `Call ${stamp}` })).toHaveTextContent('Incoming call · 1 h 5 min');
  });
});
