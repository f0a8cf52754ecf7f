import {
  DOCUMENT_SEARCH,
  SHIPMENT_SEARCH,
  VEHICLE_COLUMNS,
  VEHICLE_SEARCH,
  VEHICLE_STATUSES,
  serverSearchFilter,
  type Database,
  type SearchColumn,
} from '@export-portal/shared-domain';
import { definePagedList, requestedFilter, type ListRequest } from './pagedList';
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

/** What the vehicle boards filter by: the screens read it from the address, and so does a read ahead. */
export const VEHICLE_FILTERS = { status: VEHICLE_STATUSES };

/**
 * The admin and staff vehicle boards read `vehicle_directory` (vehicles beside their owner's
 * names, searchable through trigram indexes at any size) and get the same rows as an embed
 * would give: the vehicle with `customer` or null. A search counts its matches; without one,
 * the total is the database's kept total of the status shown (or of all), read alongside.
 */
export const vehicleList = definePagedList({
  table: 'vehicles',
  read: async (client, request: ListRequest<{ status: Column<'vehicles', 'status'> }>, range) => {
    const search = serverSearchFilter(request.search, VEHICLE_SEARCH);
    let query = client.from('vehicle_directory').select(VEHICLE_DIRECTORY_SELECT, search ? { count: 'exact' } : {});
    if (search) query = query.or(search);
    const status = requestedFilter(request, 'status');
    if (status) query = query.eq('status', status);
    const [page, total] = await Promise.all([
      query.order('created_at', { ascending: false }).order('id').range(range.from, range.to),
      search ? null : readVehicleTotal(client, status),
    ]);
    const { data } = page;
    const count = total ? total.count : page.count;
    const error = page.error ?? total?.error ?? null;
    const rows = (data ?? []).map(({ customer_first_name, customer_last_name, customer_company_name, ...vehicle }) => ({
      ...vehicle,
      customer: vehicle.customer_id ? { first_name: customer_first_name, last_name: customer_last_name, company_name: customer_company_name } : null,
    }));
    return { data: error ? null : rows, count, error };
  },
});

export const shipmentList = definePagedList({
  table: 'shipments',
  read: (client, request: ListRequest<{ status: Column<'shipments', 'status'> }>, range) => {
    let query = client.from('shipments').select(`*,${OWNER},containers(container_number,status)`, { count: 'exact' });
    const search = serverSearchFilter(request.search, SHIPMENT_SEARCH);
    if (search) query = query.or(search);
    const status = requestedFilter(request, 'status');
    if (status) query = query.eq('status', status);
    return query.order('created_at', { ascending: false }).order('id').range(range.from, range.to);
  },
});

export const documentList = definePagedList({
  table: 'documents',
  read: (client, request: ListRequest<{ document_type: Column<'documents', 'document_type'> }>, range) => {
    let query = client
      .from('documents')
      .select(`*,${OWNER},vehicle:vehicles(year,make,model,vin),shipment:shipments(shipment_number)`, { count: 'exact' });
    const search = serverSearchFilter(request.search, DOCUMENT_SEARCH);
    if (search) query = query.or(search);
    const type = requestedFilter(request, 'document_type');
    if (type) query = query.eq('document_type', type);
    return query.order('created_at', { ascending: false }).order('id').range(range.from, range.to);
  },
});

export const CONTAINER_SEARCH: readonly SearchColumn[] = ['container_number', 'container_type', 'location'];

export const containerList = definePagedList({
  table: 'containers',
  read: (client, request: ListRequest<{ status: Column<'containers', 'status'> }>, range) => {
    let query = client.from('containers').select('*', { count: 'exact' });
    const search = serverSearchFilter(request.search, CONTAINER_SEARCH);
    if (search) query = query.or(search);
    const status = requestedFilter(request, 'status');
    if (status) query = query.eq('status', status);
    return query.order('container_number').range(range.from, range.to);
  },
});
