import {
  DOCUMENT_SEARCH,
  SHIPMENT_SEARCH,
  VEHICLE_COLUMNS,
  VEHICLE_SEARCH,
  serverSearchFilter,
  type Database,
  type SearchColumn,
  type VehicleStatus,
} from '@export-portal/shared-domain';
import type { PortalClient } from '../config/backendClient';
import { definePagedList, NEWEST_FIRST, requestedFilter, type ListRequest, type ListSelectOptions } from './pagedList';
import { readVehicleTotal } from './vehicleTotals';

type Column<Table extends keyof Database['public']['Tables'], Name extends keyof Database['public']['Tables'][Table]['Row']> = NonNullable<
  Database['public']['Tables'][Table]['Row'][Name]
>;

/**
 * Every list the screens show, read on the server one page at a time. Each
 * names its columns and embeds (so rows are typed from the schema), the
 * columns its search box covers, and the filters it accepts.
 */

const OWNER = 'customer:customers(first_name,last_name,company_name)' as const;

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
    ...(name ? { name } : {}),
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
      serverSearchFilter(request.search, VEHICLE_SEARCH) || narrow?.(request) ? null : readVehicleTotal(client, requestedFilter(request, 'status')),
  });
}

export const SHIPMENT_SORTS = [
  'shipment_number',
  'status',
  'vessel_name',
  'destination_port',
  'estimated_departure',
  'estimated_arrival',
  'created_at',
] as const;
export type ShipmentSort = (typeof SHIPMENT_SORTS)[number];

export const shipmentList = definePagedList({
  table: 'shipments',
  sortable: SHIPMENT_SORTS,
  order: NEWEST_FIRST,
  rows: (client, request: ListRequest<{ status: Column<'shipments', 'status'> }>, options) => {
    let query = client.from('shipments').select(`*,${OWNER},containers(container_number,status)`, options);
    const search = serverSearchFilter(request.search, SHIPMENT_SEARCH);
    if (search) query = query.or(search);
    const status = requestedFilter(request, 'status');
    if (status) query = query.eq('status', status);
    return query;
  },
});

export const DOCUMENT_SORTS = ['document_name', 'document_type', 'document_number', 'issue_date', 'expiry_date', 'created_at'] as const;
export type DocumentSort = (typeof DOCUMENT_SORTS)[number];

export const documentList = definePagedList({
  table: 'documents',
  sortable: DOCUMENT_SORTS,
  order: NEWEST_FIRST,
  rows: (client, request: ListRequest<{ document_type: Column<'documents', 'document_type'> }>, options) => {
    let query = client.from('documents').select(`*,${OWNER},vehicle:vehicles(year,make,model,vin),shipment:shipments(shipment_number)`, options);
    const search = serverSearchFilter(request.search, DOCUMENT_SEARCH);
    if (search) query = query.or(search);
    const type = requestedFilter(request, 'document_type');
    if (type) query = query.eq('document_type', type);
    return query;
  },
});

export const CONTAINER_SEARCH: readonly SearchColumn[] = ['container_number', 'container_type', 'location'];

export const CONTAINER_SORTS = ['container_number', 'container_type', 'status', 'location', 'capacity'] as const;
export type ContainerSort = (typeof CONTAINER_SORTS)[number];

export const containerList = definePagedList({
  table: 'containers',
  sortable: CONTAINER_SORTS,
  order: [
    { column: 'container_number', ascending: true },
    { column: 'id', ascending: true },
  ],
  rows: (client, request: ListRequest<{ status: Column<'containers', 'status'> }>, options) => {
    let query = client.from('containers').select('*', options);
    const search = serverSearchFilter(request.search, CONTAINER_SEARCH);
    if (search) query = query.or(search);
    const status = requestedFilter(request, 'status');
    if (status) query = query.eq('status', status);
    return query;
  },
});
