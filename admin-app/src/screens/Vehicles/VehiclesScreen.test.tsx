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

  it('keeps Add Vehicle, Filter, Edit and Delete inert', async () => {
    await show();
    const before = (await cardsOf('Vehicles')).length;
    for (const name of ['Add Vehicle', 'Filter']) await userEvent.click(screen.getByRole('button', { name }));
    const [card] = await cardsOf('Vehicles');
    for (const name of ['Edit', 'Delete']) await userEvent.click(within(card!).getByRole('button', { name }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await cardsOf('Vehicles')).toHaveLength(before);
    expect(screen.getByRole('heading', { level: 1, name: 'Vehicle Inventory' })).toBeInTheDocument();
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
