import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { DEMO_ACCOUNTS, NOTIFICATION_KINDS, type NotificationKind } from '@export-portal/shared-domain';
import {
  colleagueClient,
  createPortalStore,
  liveUpdatesJoined,
  portalClient,
  PortalTestProviders,
  setupRealBackend,
  signInStore,
  type PortalStore,
} from '@export-portal/shared-auth/testing';
import { NotificationBell } from './NotificationBell';

const real = setupRealBackend();
// A notice is made by a colleague's write and arrives over Realtime before each test can go on: longer than a read on a loaded machine.
jest.setTimeout(60_000);

const CLIENT1_CUSTOMER = 'c0000000-0000-4000-8000-000000000001';

function Place() {
  const location = useLocation();
  return <p>Now at {location.pathname}</p>;
}

async function showBell(login: 'client1@demo.test' | 'staff@demo.test', role: string) {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.email === login)!;
  const store: PortalStore = createPortalStore(real.backend);
  const session = await signInStore(store, account.email, account.password, role);
  render(
    <PortalTestProviders store={store}>
      <MemoryRouter initialEntries={['/client/']}>
        <NotificationBell userId={session.user.id} />
        <Routes>
          <Route path="*" element={<Place />} />
        </Routes>
      </MemoryRouter>
    </PortalTestProviders>,
  );
  return { client: portalClient(store), userId: session.user.id };
}

async function unreadOf(client: ReturnType<typeof portalClient>) {
  const { count, error } = await client.from('notifications').select('id', { count: 'exact', head: true }).is('read_at', null);
  if (error) throw error;
  return count ?? 0;
}

const bellNamed = (count: number) => screen.findByRole('button', { name: count === 0 ? 'Notifications' : `Notifications, ${count} unread` });

/** Staff write to client1: the database gives client1 a notice of it. */
async function staffWritesToClient1(subject: string) {
  const staff = await colleagueClient(real.backend, 'staff');
  const { error } = await staff.from('communications').insert({
    customer_id: CLIENT1_CUSTOMER,
    subject,
    message: 'Your vehicle has been inspected.',
    direction: 'outbound',
    communication_type: 'email',
    read_status: true,
  });
  if (error) throw error;
}

async function openPanel() {
  await userEvent.click(screen.getByRole('button', { name: /^Notifications/ }));
  return screen.findByRole('dialog', { name: 'Notifications' });
}

describe('the notification bell', () => {
  it("names the user's unread count and follows a new notice without a reload", async () => {
    const { client } = await showBell('client1@demo.test', 'client');
    const before = await unreadOf(client);
    await bellNamed(before);
    await liveUpdatesJoined(client, 'notifications');
    await staffWritesToClient1(`Inspection done ${Date.now()}`);
    expect(await bellNamed(before + 1)).toBeInTheDocument();
  });

  it('lists the notices newest first; following one leads to its record, marks it read and closes the panel, focus back on the bell', async () => {
    const subject = `Papers filed ${Date.now()}`;
    await staffWritesToClient1(subject);
    const { client } = await showBell('client1@demo.test', 'client');
    const { data: newest } = await client
      .from('notifications')
      .select('*')
      .order('created_at', { ascending: false })
      .order('id', { ascending: false })
      .limit(1)
      .single();
    const unread = await unreadOf(client);
    await bellNamed(unread);
    const panel = await openPanel();
    const list = await within(panel).findByRole('list', { name: 'Your notifications' });
    const first = within(list).getAllByRole('listitem')[0]!;
    expect(first).toHaveTextContent(`Unread: ${newest!.title}`);
    await userEvent.click(within(first).getByRole('link'));

    expect(await screen.findByText(`Now at ${newest!.link!.split('?')[0]}`)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await bellNamed(unread - 1)).toHaveFocus();
    const { data: followed } = await client.from('notifications').select('read_at').eq('id', newest!.id).single();
    expect(followed!.read_at).not.toBeNull();
  });

  it('Mark all as read marks every notice of the user read, and only theirs; Escape closes the panel', async () => {
    await staffWritesToClient1(`Booking confirmed ${Date.now()}`);
    const staff = await colleagueClient(real.backend, 'staff');
    const staffUnreadBefore = (await staff.from('notifications').select('id', { count: 'exact', head: true }).is('read_at', null)).count;
    const { client } = await showBell('client1@demo.test', 'client');
    const panel = await openPanel();
    await within(panel).findByRole('list', { name: 'Your notifications' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Mark all as read' }));
    await waitFor(async () => expect(await unreadOf(client)).toBe(0));
    expect(await within(panel).findByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    await waitFor(() => expect(within(panel).queryByText(/^Unread:/)).not.toBeInTheDocument());
    const staffUnreadAfter = (await staff.from('notifications').select('id', { count: 'exact', head: true }).is('read_at', null)).count;
    expect(staffUnreadAfter).toBe(staffUnreadBefore);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Notifications' })).toHaveFocus();
  });

  it("offers a client the client kinds of notice by e-mail, and saves a choice as the user's own preference", async () => {
    const { client, userId } = await showBell('client1@demo.test', 'client');
    const panel = await openPanel();
    await userEvent.click(within(panel).getByRole('button', { name: 'Notification settings' }));
    const settings = await screen.findByRole('dialog', { name: 'Notification settings' });
    const clientKinds = (Object.keys(NOTIFICATION_KINDS) as NotificationKind[]).filter((kind) => NOTIFICATION_KINDS[kind].audience === 'client');
    const switches = await within(settings).findAllByRole('switch');
    expect(switches).toHaveLength(clientKinds.length);
    for (const staffKind of (Object.keys(NOTIFICATION_KINDS) as NotificationKind[]).filter((candidate) => !clientKinds.includes(candidate))) {
      expect(within(settings).queryByRole('switch', { name: NOTIFICATION_KINDS[staffKind].label })).not.toBeInTheDocument();
    }
    const [kind] = clientKinds;
    const choice = within(settings).getByRole('switch', { name: NOTIFICATION_KINDS[kind!].label });
    expect(choice).toBeChecked();
    await userEvent.click(choice);
    expect(await screen.findByText('Notification settings saved')).toBeInTheDocument();
    await waitFor(() => expect(choice).not.toBeChecked());
    const { data } = await client.from('notification_preferences').select('user_id,kind,email').eq('kind', kind!);
    expect(data).toEqual([{ user_id: userId, kind, email: false }]);
  });
});
