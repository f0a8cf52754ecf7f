import { DOCUMENT_SEARCH, SHIPMENT_SEARCH, serverSearchFilter, type Database, type SearchColumn } from '@export-portal/shared-domain';
import { definePagedList, NEWEST_FIRST, requestedFilter, type ListRequest } from '@export-portal/shared-auth';

type Column<Table extends keyof Database['public']['Tables'], Name extends keyof Database['public']['Tables'][Table]['Row']> = NonNullable<
  Database['public']['Tables'][Table]['Row'][Name]
>;

/**
 * The lists admin and staff both show, read on the server one page at a time (the vehicle
 * boards' are in `vehicleBoards.ts`). Each names its columns and
 * embeds (so rows are typed from the schema), the columns its search box covers, and the
 * filters it accepts.
 */

const OWNER = 'customer:customers(first_name,last_name,company_name)' as const;

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
  order: { column: 'container_number', ascending: true, idAscending: true },
  rows: (client, request: ListRequest<{ status: Column<'containers', 'status'> }>, options) => {
    let query = client.from('containers').select('*', options);
    const search = serverSearchFilter(request.search, CONTAINER_SEARCH);
    if (search) query = query.or(search);
    const status = requestedFilter(request, 'status');
    if (status) query = query.eq('status', status);
    return query;
  },
});
