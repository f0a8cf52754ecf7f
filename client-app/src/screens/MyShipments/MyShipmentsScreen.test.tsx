import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { portalClient, setupRealBackend } from '@export-portal/shared-auth/testing';
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
});
