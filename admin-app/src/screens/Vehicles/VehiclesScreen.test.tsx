import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupRealBackend } from '@export-portal/shared-auth/testing';
import { cardsOf, countText, searchFor, showAdmin } from '../../testing/renderAdmin';

const real = setupRealBackend();
const NOUN = ['vehicle', 'vehicles'] as const;
const BOX = /Search vehicles/;

async function show() {
  const client = await showAdmin(real.backend, '/admin/vehicles');
  return client;
}

describe('admin Vehicle Inventory', () => {
  it('shows the spinner, then the newest vehicles with their status, owner and prices in CAD', async () => {
    const client = await show();
    expect(screen.getByRole('status', { name: 'Loading vehicles' })).toBeInTheDocument();
    const { data: sold } = await client
      .from('vehicles')
      .select('id,vin,sale_price,customer:customers(first_name,last_name,company_name)')
      .eq('status', 'sold')
      .not('customer_id', 'is', null)
      .limit(1)
      .single();
    const { data: costs } = await client.rpc('vehicle_costs').eq('vehicle_id', sold!.id);
    await searchFor(BOX, sold!.vin, countText(1, NOUN));
    const [card] = await cardsOf('Vehicles');
    const owner = sold!.customer!.company_name || `${sold!.customer!.first_name} ${sold!.customer!.last_name}`;
    expect(within(card!).getByText('Sold')).toBeInTheDocument();
    expect(within(card!).getByText(owner)).toBeInTheDocument();
    const cad = new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' });
    expect(within(card!).getByText(cad.format(sold!.sale_price!))).toBeInTheDocument();
    expect(await within(card!).findByText(cad.format(costs![0]!.purchase_price!))).toBeInTheDocument();
  });

  it.each([
    ['make', 'mazda'],
    ['model', 'CR-V'],
    ['year, as part of the number', '01'],
  ])('searches the %s on the server, case-insensitively', async (_field, term) => {
    const client = await show();
    const { data } = await client.from('vehicles').select('make,model,vin,year').limit(1000);
    const needle = term.toLowerCase();
    const expected = (data ?? []).filter((vehicle) =>
      [vehicle.make, vehicle.model, vehicle.vin, String(vehicle.year)].some((field) => field.toLowerCase().includes(needle)),
    );
    expect(expected.length).toBeGreaterThan(0);
    await searchFor(BOX, term, countText(expected.length, NOUN));
  });

  it('searches a part of a VIN', async () => {
    const client = await show();
    const { data } = await client.from('vehicles').select('vin').limit(1).single();
    await searchFor(BOX, data!.vin.slice(9, 17).toLowerCase(), countText(1, NOUN));
  });

  it.each([
    ['a colour', 'Beige'],
    ['a yard', 'Halifax Port'],
  ])("does not search %s, and says the spec's empty text", async (_what, term) => {
    await show();
    await searchFor(BOX, term, 'No vehicles found matching your search criteria.');
  });

  it('reads its filters from the address and filters on the server, counting them on the Filter button', async () => {
    const client = await showAdmin(real.backend, '/admin/vehicles?status=available&make=toyota&status_note=ignored');
    const { count } = await client.from('vehicles').select('id', { count: 'exact', head: true }).eq('status', 'available').ilike('make', '%toyota%');
    expect(count).toBeGreaterThan(0);
    expect(await screen.findByText(countText(count!, NOUN))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filter (2 active)' })).toBeInTheDocument();
    for (const card of await cardsOf('Vehicles')) {
      expect(within(card).getByText('Available')).toBeInTheDocument();
      expect(within(card).getByRole('heading', { name: /Toyota/ })).toBeInTheDocument();
    }
  });

  it('applies the filter panel to the address and the server, and clears it', async () => {
    const client = await show();
    const { count: all } = await client.from('vehicles').select('id', { count: 'exact', head: true });
    const { count } = await client
      .from('vehicles')
      .select('id', { count: 'exact', head: true })
      .gte('year', 2018)
      .lte('year', 2021)
      .lte('sale_price', 30000)
      .ilike('location', '%toronto%');
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(all!);
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    const panel = await screen.findByRole('dialog', { name: 'Filter vehicles' });
    await userEvent.type(within(panel).getByRole('textbox', { name: 'Year from' }), '2018');
    await userEvent.type(within(panel).getByRole('textbox', { name: 'Year to' }), '2021');
    await userEvent.type(within(panel).getByRole('textbox', { name: 'Location' }), 'toronto');
    await userEvent.type(within(panel).getByRole('textbox', { name: 'Sale price to (CAD)' }), '30000');
    await userEvent.click(within(panel).getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText(countText(count!, NOUN))).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Filter (3 active)' });
    expect(button).toHaveFocus();
    for (const card of await cardsOf('Vehicles')) expect(within(card).getByText(/Toronto/i)).toBeInTheDocument();

    await userEvent.click(button);
    const again = await screen.findByRole('dialog', { name: 'Filter vehicles' });
    expect(within(again).getByRole('textbox', { name: 'Year from' })).toHaveValue('2018');
    await userEvent.click(within(again).getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText(countText(all!, NOUN))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filter' })).toBeInTheDocument();
  });

  it('refuses a year range that ends before it starts, beside the last year', async () => {
    await show();
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    const panel = await screen.findByRole('dialog', { name: 'Filter vehicles' });
    await userEvent.type(within(panel).getByRole('textbox', { name: 'Year from' }), '2020');
    await userEvent.type(within(panel).getByRole('textbox', { name: 'Year to' }), '2015');
    await userEvent.click(within(panel).getByRole('button', { name: 'Apply filters' }));
    expect(within(panel).getByRole('textbox', { name: 'Year to' })).toHaveAccessibleDescription('The last year comes before the first');
    expect(screen.getByRole('dialog', { name: 'Filter vehicles' })).toBeInTheDocument();
  });
  it('shows the page as a table, and its Year header asks the server for the newest model years first', async () => {
    const client = await show();
    const { data: newest } = await client.from('vehicles').select('year').order('year', { ascending: false }).limit(1).single();
    await userEvent.click(await screen.findByRole('button', { name: 'Table' }));
    const table = await screen.findByRole('table', { name: 'Vehicles' });
    const year = within(table).getByRole('columnheader', { name: 'Year' });
    await userEvent.click(within(year).getByRole('button', { name: 'Year' }));
    await userEvent.click(within(year).getByRole('button', { name: 'Year' }));
    expect(year).toHaveAttribute('aria-sort', 'descending');
    const years = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => Number(within(row).getAllByRole('cell')[0]!.textContent));
    await waitFor(() => expect(years()).toEqual([...years()].sort((a, b) => b - a)));
    expect(years()[0]).toBe(newest!.year);
    expect(years()).toHaveLength(50);
    expect(within(table).getByRole('columnheader', { name: 'Purchase price' })).toBeInTheDocument();
  });
});
