import { screen, within } from '@testing-library/react';
import { setupRealBackend } from '@export-portal/shared-auth/testing';
import { cardsOf, countText, searchFor, showAdmin } from '../../testing/renderAdmin';

const real = setupRealBackend();
const NOUN = ['shipment', 'shipments'] as const;
const BOX = /Search shipments/;

describe('admin Shipment Tracking', () => {
  it('shows the spinner, then a shipment with its route, vessel, dates, costs in CAD and container', async () => {
    const client = await showAdmin(real.backend, '/admin/shipments');
    expect(screen.getByRole('status', { name: 'Loading shipments' })).toBeInTheDocument();
    const { data } = await client.from('shipments').select('*,containers(container_number,status)').eq('status', 'in_transit').limit(1).single();
    await searchFor(BOX, data!.shipment_number, countText(1, NOUN));
    const [card] = await cardsOf('Shipments');
    const cad = new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' });
    expect(within(card!).getByText(`${data!.origin_port} → ${data!.destination_port}`)).toBeInTheDocument();
    expect(within(card!).getByText(`${data!.vessel_name} · ${data!.voyage_number}`)).toBeInTheDocument();
    expect(within(card!).getByText(cad.format(data!.total_cost!))).toBeInTheDocument();
    expect(within(card!).getByText(cad.format(data!.shipping_cost!))).toBeInTheDocument();
    expect(within(card!).getByText(data!.containers[0]!.container_number)).toBeInTheDocument();
    // The shipment's badge and its container's status, both in words.
    expect(within(card!).getAllByText('In Transit')).toHaveLength(2);
    expect(within(card!).queryByText(/in_transit/)).not.toBeInTheDocument();
  });

  it.each([
    ['shipment number', (s: Row) => s.shipment_number.slice(-3)],
    ['booking number', (s: Row) => s.booking_number!.slice(2, 8).toLowerCase()],
    ['vessel name', (s: Row) => s.vessel_name!.split(' ')[0]!.toUpperCase()],
    ['destination port', (s: Row) => s.destination_port!.slice(1, 5)],
  ])('searches the %s', async (_field, termOf) => {
    const client = await showAdmin(real.backend, '/admin/shipments');
    const { data } = await client.from('shipments').select('shipment_number,booking_number,vessel_name,destination_port');
    const rows = data ?? [];
    const term = termOf(rows.find((row) => row.booking_number)!);
    const needle = term.toLowerCase();
    const expected = rows.filter((s) =>
      [s.shipment_number, s.booking_number, s.vessel_name, s.destination_port].some((field) => field?.toLowerCase().includes(needle)),
    ).length;
    await searchFor(BOX, term, countText(expected, NOUN));
  });

  it("does not search the origin port, and says the spec's empty text", async () => {
    await showAdmin(real.backend, '/admin/shipments');
    await searchFor(BOX, 'Prince Rupert', 'No shipments found matching your search criteria.');
  });
});

type Row = { shipment_number: string; booking_number: string | null; vessel_name: string | null; destination_port: string | null };
