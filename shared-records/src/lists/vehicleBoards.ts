import { VEHICLE_COLUMNS, VEHICLE_SEARCH, serverSearchFilter, type VehicleStatus } from '@export-portal/shared-domain';
import {
  definePagedList,
  NEWEST_FIRST,
  requestedFilter,
  type KeptTotal,
  type ListRequest,
  type ListSelectOptions,
  type PortalClient,
} from '@export-portal/shared-auth';

/**
 * The admin and staff vehicle boards' list: the largest list definition, an entry of its own so
 * the pages that show no vehicle board (sign-in, the dashboards) do not download it.
 */

const VEHICLE_DIRECTORY_SELECT = `${VEHICLE_COLUMNS},customer_first_name,customer_last_name,customer_company_name` as const;

/** The vehicle boards' table columns the server sorts by. */
export const VEHICLE_SORTS = ['year', 'make', 'model', 'vin', 'status', 'mileage', 'sale_price', 'created_at'] as const;
export type VehicleSort = (typeof VEHICLE_SORTS)[number];

function vehicleDirectoryQuery(client: PortalClient, options: ListSelectOptions) {
  return client.from('vehicle_directory').select(VEHICLE_DIRECTORY_SELECT, options);
}

/** A read of the vehicle directory that a board narrows further (a make, a price range). */
export type VehicleDirectoryQuery = ReturnType<typeof vehicleDirectoryQuery>;

/** A board's narrowing of the directory beyond the search and the status, or null when the request asks for none. */
export type VehicleNarrowing<Filters extends { status: VehicleStatus }> = (
  request: ListRequest<Filters>,
) => ((query: VehicleDirectoryQuery) => VehicleDirectoryQuery) | null;

/**
 * A list of the admin and staff vehicle boards. They read `vehicle_directory` (vehicles beside
 * their owner's names, searchable through trigram indexes at any size) and get the same rows as an
 * embed would give: the vehicle with `customer` or null. A search or a board's own narrowing
 * counts its matches; otherwise the total is the database's kept total of the status shown (or
 * of all), read alongside.
 */
export function vehicleBoardList<Filters extends { status: VehicleStatus }>({
  name,
  narrow,
}: {
  name?: string;
  narrow?: VehicleNarrowing<Filters>;
} = {}) {
  return definePagedList({
    table: 'vehicles',
    name,
    sortable: VEHICLE_SORTS,
    order: NEWEST_FIRST,
    rows: (client, request: ListRequest<Filters>, options) => {
      let query = vehicleDirectoryQuery(client, options);
      const search = serverSearchFilter(request.search, VEHICLE_SEARCH);
      if (search) query = query.or(search);
      const status = requestedFilter(request, 'status');
      if (status) query = query.eq('status', status);
      const narrowing = narrow?.(request);
      return narrowing ? narrowing(query) : query;
    },
    // The same row as an embed of the owner would give.
    shape: ({ customer_first_name, customer_last_name, customer_company_name, ...vehicle }) => ({
      ...vehicle,
      customer: vehicle.customer_id ? { first_name: customer_first_name, last_name: customer_last_name, company_name: customer_company_name } : null,
    }),
    keptTotal: (client, request) =>
      request.search.trim() || narrow?.(request) ? null : readVehicleTotal(client, requestedFilter(request, 'status')),
  });
}

/**
 * How many vehicles there are, of one status or of all, from `vehicle_status_totals`: exact
 * totals the database keeps as vehicles are written, so an unsearched board never counts every
 * vehicle for its "N vehicles". Only admins and staff read them; anyone else reads none and gets 0,
 * as the vehicle directory shows them no vehicle.
 */
async function readVehicleTotal(client: PortalClient, status: string | null): Promise<KeptTotal> {
  const { data, error } = await client.from('vehicle_status_totals').select('status,vehicles');
  if (error) return { count: null, error };
  const count = data.filter((total) => status === null || total.status === status).reduce((sum, total) => sum + total.vehicles, 0);
  return { count, error: null };
}
