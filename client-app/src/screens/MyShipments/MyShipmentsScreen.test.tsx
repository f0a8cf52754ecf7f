import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clientAs, makeShipment, makeVehicles, portalClient, setupRealBackend } from '@export-portal/shared-auth/testing';
import { formatDate } from '@export-portal/shared-ui';
import { renderClient } from '../../testing/renderClient';

const real = setupRealBackend();

const cards = async () => within(await screen.findByRole('list', { name: 'My shipments' })).findAllByRole('article');

describe('My Shipments', () => {
  it("lists only the client's shipments with route, vessel and voyage, dates, container and status", async () => {
    const store = await renderClient('/client/my-shipments', real.backend, 'client1');
    const { data: own } = await portalClient(store)
      .from('shipments')
      .select('shipment_number,origin_port,destination_port,vessel_name,voyage_number,estimated_arrival,status,containers(container_number)')
      .order('created_at', { ascending: false });
    expect((await cards()).map((card) => within(card).getByRole('heading').textContent)).toEqual(own!.map((row) => row.shipment_number));
    const shipment = own![0]!;
    const card = screen.getByRole('article', { name: shipment.shipment_number });
    expect(within(card).getByText(`${shipment.origin_port} → ${shipment.destination_port}`)).toBeInTheDocument();
    expect(within(card).getByText(`${shipment.vessel_name} · ${shipment.voyage_number}`)).toBeInTheDocument();
    expect(within(card).getByText(formatDate(shipment.estimated_arrival))).toBeInTheDocument();
    expect(within(card).getByText(shipment.containers[0]!.container_number)).toBeInTheDocument();
  });

  it('searches the client’s shipments, saying so when none matches', async () => {
    await renderClient('/client/my-shipments', real.backend, 'client1');
    await cards();
    await userEvent.type(screen.getByRole('searchbox', { name: /Search my shipments/ }), 'no such vessel');
    expect(await screen.findByText('No shipments found matching your search criteria.')).toBeInTheDocument();
  });

  it("tells a client without shipments that they don't have any yet", async () => {
    await renderClient('/client/my-shipments', real.backend, 'new sign-up');
    expect(await screen.findByText("You don't have any shipments yet.")).toBeInTheDocument();
  });

  it('lists on each card the client’s vehicles the shipment carries, each linking to its page', async () => {
    const admin = await clientAs(real.backend, 'admin');
    const { data: own } = await admin.from('customers').select('id').eq('email', 'client1@demo.test').single();
    const vehicles = await makeVehicles(admin, own!.id, 2);
    const shipment = await makeShipment(
      admin,
      own!.id,
      vehicles.map((vehicle) => vehicle.id),
    );
    await renderClient('/client/my-shipments', real.backend, 'client1');
    const card = await screen.findByRole('article', { name: shipment.shipment_number });
    const carried = within(card).getByRole('list', { name: `Vehicles in ${shipment.shipment_number}` });
    expect(
      within(carried)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(vehicles.map((vehicle) => `${vehicle.year} ${vehicle.make} ${vehicle.model} · VIN ${vehicle.vin}`));
    expect(within(carried).getByRole('link', { name: `${vehicles[0]!.year} ${vehicles[0]!.make} ${vehicles[0]!.model}` })).toHaveAttribute(
      'href',
      `/client/my-vehicles/${vehicles[0]!.id}`,
    );
    expect(within(card).getByRole('link', { name: shipment.shipment_number })).toHaveAttribute('href', `/client/my-shipments/${shipment.id}`);
  });
});
