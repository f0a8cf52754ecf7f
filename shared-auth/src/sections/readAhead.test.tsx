import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { DEMO_ACCOUNTS, VEHICLE_STATUSES, type VehicleStatus } from '@export-portal/shared-domain';
import { createPortalQueryClient } from '../providers/PortalProviders';
import { useListParams } from '../data/useListParams';
import { definePagedList, NEWEST_FIRST, requestedFilter, type ListRequest } from '../data/pagedList';
import { setupRealBackend } from '../testing/realBackend';
import { createPortalStore, portalClient, PortalTestProviders, signInStore } from '../testing/PortalTestProviders';
import { prepareScreen, type SectionRoute } from './SectionRoutes';

const real = setupRealBackend();

const admin = DEMO_ACCOUNTS.find((account) => account.role === 'admin')!;

const VEHICLE_FILTERS = { status: VEHICLE_STATUSES };

/** A vehicle board as the sections define theirs: a page of vehicles of the status its address asks for. */
const vehicleList = definePagedList({
  table: 'vehicles',
  sortable: ['make', 'created_at'],
  order: NEWEST_FIRST,
  rows: (client, request: ListRequest<{ status: VehicleStatus }>, options) => {
    const query = client.from('vehicles').select('id,make,status', options);
    const status = requestedFilter(request, 'status');
    return status ? query.eq('status', status) : query;
  },
});

/** The board as a screen reads it: the request its address asks for, through the list's own hook. */
function VehicleBoard() {
  const params = useListParams(VEHICLE_FILTERS);
  const query = vehicleList.useList(params.request);
  if (!query.data) return <p>Loading vehicles</p>;
  return (
    <ul aria-label="Vehicles">
      {query.data.rows.map((vehicle) => (
        <li key={vehicle.id}>
          {vehicle.make} {vehicle.status}
        </li>
      ))}
    </ul>
  );
}

const routes: SectionRoute[] = [
  { path: 'vehicles', title: 'Vehicle Inventory', element: <VehicleBoard />, readAhead: (visit) => vehicleList.readAhead(visit, VEHICLE_FILTERS) },
];

const boardReads = () => real.network.requests.filter((url) => url.includes('/rest/v1/vehicles?')).length;

async function settled(queryClient: ReturnType<typeof createPortalQueryClient>) {
  while (queryClient.isFetching() > 0) await new Promise((resolve) => setTimeout(resolve, 10));
}

describe('a first visit reads ahead', () => {
  it('reads the page its address asks for while the section loads, and the screen shows it without asking again', async () => {
    const store = createPortalStore(real.backend);
    await signInStore(store, admin.email, admin.password, 'admin');
    const queryClient = createPortalQueryClient();
    const before = boardReads();

    await prepareScreen('admin_app', routes, {
      pathname: '/admin/vehicles',
      search: '?status=sold&page=1&ignored=yes',
      portal: { client: portalClient(store), queryClient },
    });
    await waitFor(() => expect(boardReads()).toBe(before + 1));
    await settled(queryClient);

    render(
      <PortalTestProviders store={store} queryClient={queryClient}>
        <MemoryRouter initialEntries={['/admin/vehicles?status=sold&page=1&ignored=yes']}>
          <VehicleBoard />
        </MemoryRouter>
      </PortalTestProviders>,
    );
    const rows = screen.getAllByRole('listitem');
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row).toHaveTextContent(/ sold$/);
    await settled(queryClient);
    expect(boardReads()).toBe(before + 1);
  });

  it('reads nothing for a visitor who is not signed in', async () => {
    const store = createPortalStore(real.backend);
    const queryClient = createPortalQueryClient();
    const before = boardReads();
    await prepareScreen('admin_app', routes, { pathname: '/admin/vehicles', search: '', portal: { client: portalClient(store), queryClient } });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(boardReads()).toBe(before);
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });
});
