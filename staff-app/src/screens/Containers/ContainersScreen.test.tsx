import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { portalClient, setupRealBackend, renderSection } from '@export-portal/shared-auth/testing';
import StaffApp from '../../App';

const real = setupRealBackend();

async function showContainers() {
  const store = await renderSection('staff_app', StaffApp, '/staff/containers', { backend: real.backend, role: 'staff' });
  const client = portalClient(store);
  const { data, error } = await client.from('containers').select('container_number,status,location,capacity');
  if (error || !data) throw new Error(`reading containers failed: ${error?.message}`);
  return data;
}

const cards = async () => within(await screen.findByRole('list', { name: 'Containers' })).findAllByRole('article');

describe('staff Containers', () => {
  it('lists every container the database holds, with its number, status, location and capacity', async () => {
    const containers = await showContainers();
    expect(await screen.findByText(`${containers.length} containers`)).toBeInTheDocument();
    expect(await cards()).toHaveLength(containers.length);
    const first = containers[0]!;
    const card = screen.getByRole('article', { name: first.container_number });
    expect(within(card).getByText(first.location!)).toBeInTheDocument();
    expect(within(card).getByText(`${first.capacity} vehicles`)).toBeInTheDocument();
  });

  it('searches by container number on the server', async () => {
    const containers = await showContainers();
    const wanted = containers[3]!.container_number;
    await userEvent.type(screen.getByRole('searchbox', { name: /Search containers/ }), wanted);
    expect(await screen.findByText('1 container')).toBeInTheDocument();
    expect((await cards()).map((card) => within(card).getByRole('heading').textContent?.trim())).toEqual([wanted]);
  });

  it('shows the empty text when nothing matches', async () => {
    await showContainers();
    await userEvent.type(screen.getByRole('searchbox', { name: /Search containers/ }), 'no such container');
    expect(await screen.findByText('No containers found matching your search.')).toBeInTheDocument();
  });

  it('filters by status', async () => {
    const containers = await showContainers();
    const inTransit = containers.filter((container) => container.status === 'in_transit').length;
    await userEvent.click(screen.getByRole('combobox', { name: 'Container status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'In Transit' }));
    expect(await screen.findByText(`${inTransit} container${inTransit === 1 ? '' : 's'}`)).toBeInTheDocument();
    for (const card of await cards()) expect(within(card).getByText('In Transit')).toBeInTheDocument();
  });
});
