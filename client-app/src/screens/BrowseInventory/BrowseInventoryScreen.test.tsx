import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { portalClient, setupRealBackend } from '@export-portal/shared-auth/testing';
import { inventoryVehicleMatchesSearch } from '@export-portal/shared-domain/testing';
import { formatMoney } from '@export-portal/shared-ui';
import { renderClient } from '../../testing/renderClient';

const real = setupRealBackend();

const cards = async () => within(await screen.findByRole('list', { name: 'Available vehicles' })).findAllByRole('article');

async function availableVehicles(store: Awaited<ReturnType<typeof renderClient>>) {
  const { data, error } = await portalClient(store).from('vehicles').select('make,model,year,vin,sale_price').eq('status', 'available');
  if (error) throw error;
  return data;
}

describe('Browse Inventory', () => {
  it('shows every available vehicle with its price, and no cost', async () => {
    const store = await renderClient('/client/browse-inventory', real.backend, 'client1');
    const available = await availableVehicles(store);
    expect(await screen.findByText(`${available.length} vehicles`)).toBeInTheDocument();
    const vehicle = available[0]!;
    const card = screen.getByText(vehicle.vin).closest('article')!;
    expect(within(card).getByText(formatMoney(vehicle.sale_price))).toBeInTheDocument();
    expect(screen.queryByText(/cost|purchase/i)).not.toBeInTheDocument();
  });

  it.each(['toyota', 'rav4'])('searches make, model and year on the server: "%s"', async (term) => {
    const store = await renderClient('/client/browse-inventory', real.backend, 'client1');
    const expected = (await availableVehicles(store)).filter((vehicle) => inventoryVehicleMatchesSearch(vehicle, term));
    expect(expected.length).toBeGreaterThan(0);
    await cards();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by make, model or year' }), term);
    expect(await screen.findByText(`${expected.length} vehicle${expected.length === 1 ? '' : 's'}`)).toBeInTheDocument();
  });

  it('says no vehicle matches a search that finds none', async () => {
    await renderClient('/client/browse-inventory', real.backend, 'client1');
    await cards();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by make, model or year' }), 'Trabant');
    expect(await screen.findByText('No vehicles found matching your search.')).toBeInTheDocument();
  });

  it('Request Quote is there to press but does nothing', async () => {
    await renderClient('/client/browse-inventory', real.backend, 'client1');
    const [first] = await cards();
    const before = document.location.href;
    await userEvent.click(within(first!).getByRole('button', { name: 'Request Quote' }));
    expect(document.location.href).toBe(before);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(first!).getByRole('button', { name: 'Request Quote' })).toBeEnabled();
  });
});
