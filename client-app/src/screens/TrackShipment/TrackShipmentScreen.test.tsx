import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  clientAs,
  createPortalStore,
  makeShipment,
  makeVehicles,
  portalClient,
  setupRealBackend,
  signInStore,
} from '@export-portal/shared-auth/testing';
import { DEMO_ACCOUNTS } from '@export-portal/shared-domain';
import { renderClient } from '../../testing/renderClient';

const real = setupRealBackend();

const numberBox = () => screen.getByRole('searchbox', { name: 'Shipment, booking or container number' });

async function track(text: string) {
  await userEvent.clear(numberBox());
  if (text !== '') await userEvent.type(numberBox(), text);
  await userEvent.click(screen.getByRole('button', { name: 'Track' }));
}

describe('Track Shipment', () => {
  it('finds one of the client’s shipments by its shipment, booking or container number and shows its progress', async () => {
    const store = await renderClient('/client/track-shipment', real.backend, 'client1');
    const { data } = await portalClient(store)
      .from('shipments')
      .select('shipment_number,booking_number,status,destination_port,containers(container_number)')
      .eq('status', 'in_transit')
      .limit(1)
      .single();
    const shipment = data!;
    for (const number of [shipment.shipment_number, shipment.booking_number!, shipment.containers[0]!.container_number.toLowerCase()]) {
      await track(number);
      const result = await screen.findByRole('article', { name: shipment.shipment_number });
      expect(within(result).getByRole('progressbar', { name: 'Shipment progress' })).toHaveAttribute('aria-valuenow', '65');
      // The card's status badge, beside the timeline's own steps.
      const timeline = within(result).getByRole('region', { name: `Timeline of ${shipment.shipment_number}` });
      expect(
        within(result)
          .getAllByText('In Transit')
          .filter((badge) => !timeline.contains(badge)),
      ).toHaveLength(1);
      expect(within(result).getByText(new RegExp(`→ ${shipment.destination_port}`))).toBeInTheDocument();
    }
  });

  it('shows the client’s own latest shipments, newest first, before any search', async () => {
    const store = await renderClient('/client/track-shipment', real.backend, 'client1');
    const { data: own } = await portalClient(store).from('shipments').select('shipment_number').order('created_at', { ascending: false }).limit(3);
    const client2 = createPortalStore(real.backend);
    const other = DEMO_ACCOUNTS.find((account) => account.email === 'client2@demo.test')!;
    await signInStore(client2, other.email, other.password, 'client');
    const { data: theirs } = await portalClient(client2).from('shipments').select('shipment_number');
    expect(own!.length).toBeGreaterThan(0);
    expect(theirs!.length).toBeGreaterThan(0);

    const latest = await screen.findByRole('list', { name: 'Your latest shipments' });
    const shown = (await within(latest).findAllByRole('article')).map((card) => within(card).getByRole('heading').textContent);
    expect(shown).toEqual(own!.map((shipment) => shipment.shipment_number));
    for (const shipment of theirs!) expect(shown).not.toContain(shipment.shipment_number);
    await track(own![0]!.shipment_number);
    await screen.findByRole('region', { name: 'Tracking result' });
    expect(screen.queryByRole('list', { name: 'Your latest shipments' })).not.toBeInTheDocument();
  });

  it('tells a client with no shipments so, before any search', async () => {
    await renderClient('/client/track-shipment', real.backend, 'new sign-up');
    expect(await screen.findByText("You don't have any shipments yet.")).toBeInTheDocument();
  });

  it('does nothing on empty or whitespace input', async () => {
    await renderClient('/client/track-shipment', real.backend, 'client1');
    await track('');
    await track('   ');
    expect(screen.queryByRole('region', { name: 'Tracking result' })).not.toBeInTheDocument();
  });

  it('says clearly when no shipment of the client has the number, such as another client’s', async () => {
    const other = await renderClient('/client/my-shipments', real.backend, 'client2');
    const { data } = await portalClient(other).from('shipments').select('shipment_number').limit(1).single();
    cleanup();
    await renderClient('/client/track-shipment', real.backend, 'client1');
    await track(data!.shipment_number);
    expect(await screen.findByText(new RegExp(`No shipment of yours has the number “${data!.shipment_number}”`))).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows a found shipment’s timeline and the client’s vehicles it carries', async () => {
    const admin = await clientAs(real.backend, 'admin');
    const { data: own } = await admin.from('customers').select('id').eq('email', 'client1@demo.test').single();
    const [vehicle] = await makeVehicles(admin, own!.id, 1);
    const shipment = await makeShipment(admin, own!.id, [vehicle!.id]);
    await renderClient('/client/track-shipment', real.backend, 'client1');
    await track(shipment.shipment_number);
    const result = await screen.findByRole('article', { name: shipment.shipment_number });
    expect(within(result).getByRole('list', { name: `Vehicles in ${shipment.shipment_number}` })).toHaveTextContent(vehicle!.vin);
    const timeline = within(result).getByRole('region', { name: `Timeline of ${shipment.shipment_number}` });
    expect(await within(timeline).findByRole('list', { name: 'Status changes' })).toHaveTextContent('Planning');
  });
});
