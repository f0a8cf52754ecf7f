import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupRealBackend } from '@export-portal/shared-auth/testing';
import { containerCheckDigit } from '@export-portal/shared-domain';
import { countText, searchFor, showAdmin } from '../../testing/renderAdmin';

const real = setupRealBackend();
// Each test fills a dialog field by field against the real backend, which takes longer than a read.
jest.setTimeout(60_000);
const NOUN = ['container', 'containers'] as const;
const BOX = /Search containers/;
let serial = 0;

/** A container number no seeded container has, with its ISO 6346 check digit. */
function newContainerNumber() {
  serial += 1;
  const firstTen = `TSTU${String((Date.now() + serial) % 1_000_000).padStart(6, '0')}`;
  return `${firstTen}${containerCheckDigit(firstTen)}`;
}

async function chooseStatus(number: string, status: string) {
  await searchFor(BOX, number, countText(1, NOUN));
  const card = await screen.findByRole('article', { name: number });
  await userEvent.click(within(card).getByRole('combobox', { name: `Status of ${number}` }));
  await userEvent.click(await screen.findByRole('option', { name: status }));
  return card;
}

describe('admin Container Management', () => {
  it('refuses a number without its check digit and a capacity over 20 beside their fields, sending nothing', async () => {
    await showAdmin(real.backend, '/admin/containers');
    await userEvent.click(await screen.findByRole('button', { name: 'Add Container' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Container' });
    const number = newContainerNumber();
    const numberBox = within(dialog).getByLabelText('Container number');
    await userEvent.type(numberBox, `${number.slice(0, 10)}${(Number(number[10]) + 1) % 10}`);
    const capacity = within(dialog).getByLabelText('Capacity (vehicles)');
    await userEvent.clear(capacity);
    await userEvent.type(capacity, '25');
    const before = real.network.requests.length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Container' }));
    expect(numberBox).toHaveAccessibleDescription(/4 letters ending in U, J or Z, then 7 digits with the check digit/);
    expect(capacity).toHaveAccessibleDescription('Enter a whole number of vehicles from 1 to 20');
    expect(real.network.requests.slice(before).filter((url) => url.includes('/rest/v1/containers'))).toEqual([]);
  });

  it('adds a container, its number normalised, and lists it with its capacity in vehicles', async () => {
    const client = await showAdmin(real.backend, '/admin/containers');
    await userEvent.click(await screen.findByRole('button', { name: 'Add Container' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Container' });
    const number = newContainerNumber();
    await userEvent.type(within(dialog).getByLabelText('Container number'), `${number.slice(0, 4).toLowerCase()} ${number.slice(4)}`);
    const capacity = within(dialog).getByLabelText('Capacity (vehicles)');
    await userEvent.clear(capacity);
    await userEvent.type(capacity, '6');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Type' }));
    await userEvent.click(await screen.findByRole('option', { name: '40ft High Cube' }));
    await userEvent.type(within(dialog).getByLabelText('Location'), 'Port of Montréal');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Container' }));
    expect(await screen.findByText('Container added successfully!', {}, { timeout: 10000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await searchFor(BOX, number, countText(1, NOUN));
    const card = await screen.findByRole('article', { name: number });
    expect(within(card).getByText('6 vehicles')).toBeInTheDocument();
    const { data } = await client.from('containers').select('container_type,capacity,location,status').eq('container_number', number).single();
    expect(data).toEqual({ container_type: '40ft High Cube', capacity: 6, location: 'Port of Montréal', status: 'available' });
  });

  it('refuses a number another container has, beside the field', async () => {
    const client = await showAdmin(real.backend, '/admin/containers');
    const { data: taken } = await client.from('containers').select('container_number').limit(1).single();
    await userEvent.click(await screen.findByRole('button', { name: 'Add Container' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Container' });
    const numberBox = within(dialog).getByLabelText('Container number');
    await userEvent.type(numberBox, taken!.container_number);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Container' }));
    await waitFor(() => expect(numberBox).toHaveAccessibleDescription(/A container with this number already exists/), { timeout: 10000 });
    expect(numberBox).toHaveValue(taken!.container_number);
  });

  it('changes the status of a container no shipment holds', async () => {
    const client = await showAdmin(real.backend, '/admin/containers');
    const number = newContainerNumber();
    expect((await client.from('containers').insert({ container_number: number, container_type: '20ft Standard', capacity: 2 })).error).toBeNull();
    const card = await chooseStatus(number, 'Loading');
    await waitFor(async () => {
      const { data } = await client.from('containers').select('status').eq('container_number', number).single();
      expect(data!.status).toBe('loading');
    });
    await waitFor(() => expect(within(card).getByRole('combobox', { name: `Status of ${number}` })).toHaveTextContent('Loading'));
  });

  it("says why a container in an active shipment keeps its shipment's status", async () => {
    const client = await showAdmin(real.backend, '/admin/containers');
    const { data } = await client
      .from('containers')
      .select('container_number,status,shipment:shipments!inner(shipment_number,status)')
      .eq('shipment.status', 'booked')
      .limit(1)
      .single();
    const { container_number: number, shipment } = data!;
    const card = await chooseStatus(number, 'In Transit');
    expect(await within(card).findByRole('alert', {}, { timeout: 10000 })).toHaveTextContent(
      `Container ${number} follows shipment ${shipment.shipment_number}; change the shipment instead`,
    );
    const { data: after } = await client.from('containers').select('status').eq('container_number', number).single();
    expect(after!.status).toBe('loading');
  });
});
