import { screen, within } from '@testing-library/react';
import { portalClient, setupRealBackend } from '@export-portal/shared-auth/testing';
import { formatMoney } from '@export-portal/shared-ui';
import { renderClient } from '../../testing/renderClient';

const real = setupRealBackend();

const cards = async () => within(await screen.findByRole('list', { name: 'My vehicles' })).findAllByRole('article');

describe('My Vehicles', () => {
  it("lists only the client's own vehicles with VIN, colour, mileage in km, status and price", async () => {
    const store = await renderClient('/client/my-vehicles', real.backend, 'client2');
    const client = portalClient(store);
    const { data: customers } = await client.from('customers').select('id');
    const { data: own } = await client
      .from('vehicles')
      .select('year,make,model,vin,color,mileage,sale_price,status')
      .in(
        'customer_id',
        customers!.map((customer) => customer.id),
      );
    expect(await cards()).toHaveLength(own!.length);
    const vehicle = own![0]!;
    const card = screen.getByText(vehicle.vin).closest('article')!;
    expect(within(card).getByRole('heading', { name: `${vehicle.year} ${vehicle.make} ${vehicle.model}` })).toBeInTheDocument();
    expect(within(card).getByText(`${vehicle.mileage!.toLocaleString('en-CA')} km`)).toBeInTheDocument();
    expect(within(card).getByText(formatMoney(vehicle.sale_price))).toBeInTheDocument();
    expect(within(card).getByText(vehicle.color!)).toBeInTheDocument();
    expect(screen.getByText(`${own!.length} vehicles`)).toBeInTheDocument();
  });

  it("tells a client without vehicles that they don't have any yet", async () => {
    await renderClient('/client/my-vehicles', real.backend, 'new sign-up');
    expect(await screen.findByText("You don't have any vehicles yet.")).toBeInTheDocument();
  });
});
