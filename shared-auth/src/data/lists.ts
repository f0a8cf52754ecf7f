import { VEHICLE_COLUMNS, VEHICLE_STATUSES, serverSearchFilter, type Database, type SearchColumn } from '@export-portal/shared-domain';
import { definePagedList, type ListFilters, type ListRequest } from './pagedList';
import { readVehicleTotal } from './vehicleTotals';

type Column<Table extends keyof Database['public']['Tables'], Name extends keyof Database['public']['Tables'][Table]['Row']> =
  NonNullable<Database['public']['Tables'][Table]['Row'][Name]>;

/**
 * Every list the screens show, read on the server one page at a time. Each
 * names its columns and embeds (so rows are typed from the schema), the
 * columns its search box covers, and the filters it accepts.
 */

/** The `or` filter of a search, or nothing to add when the search is blank. */
function searchOf(request: ListRequest<ListFilters>, columns: readonly SearchColumn[]): string | null {
  return serverSearchFilter(request.search, columns);
}

/** A filter's value, or null when the request leaves it open. */
function filterOf<Filters extends ListFilters, Name extends keyof Filters>(
  request: ListRequest<Filters>,
  name: Name,
): Filters[Name] | null {
  const value = request.filters[name];
  return value === undefined || value === '' ? null : (value as Filters[Name]);
}

const OWNER = 'customer:customers(first_name,last_name,company_name)' as const;

/** The year is searched through `year_text`, its copy as text, so "201" finds 2015 as a substring. */
export const VEHICLE_SEARCH: readonly SearchColumn[] = ['make', 'model', 'vin', 'year_text'];
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
    const search = searchOf(request, VEHICLE_SEARCH);
    let query = client.from('vehicle_directory').select(VEHICLE_DIRECTORY_SELECT, search ? { count: 'exact' } : {});
    if (search) query = query.or(search);
    const status = filterOf(request, 'status');
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
      customer: vehicle.customer_id
        ? { first_name: customer_first_name, last_name: customer_last_name, company_name: customer_company_name }
        : null,
    }));
    return { data: error ? null : rows, count, error };
  },
});

export const SHIPMENT_SEARCH: readonly SearchColumn[] = ['shipment_number', 'booking_number', 'vessel_name', 'destination_port'];

export const shipmentList = definePagedList({
  table: 'shipments',
  read: (client, request: ListRequest<{ status: Column<'shipments', 'status'> }>, range) => {
    let query = client.from('shipments').select(`*,${OWNER},containers(container_number,status)`, { count: 'exact' });
    const search = searchOf(request, SHIPMENT_SEARCH);
    if (search) query = query.or(search);
    const status = filterOf(request, 'status');
    if (status) query = query.eq('status', status);
    return query.order('created_at', { ascending: false }).order('id').range(range.from, range.to);
  },
});

export const DOCUMENT_SEARCH: readonly SearchColumn[] = ['document_name', 'document_number', 'document_type'];

export const documentList = definePagedList({
  table: 'documents',
  read: (client, request: ListRequest<{ document_type: Column<'documents', 'document_type'> }>, range) => {
    let query = client
      .from('documents')
      .select(`*,${OWNER},vehicle:vehicles(year,make,model,vin),shipment:shipments(shipment_number)`, { count: 'exact' });
    const search = searchOf(request, DOCUMENT_SEARCH);
    if (search) query = query.or(search);
    const type = filterOf(request, 'document_type');
    if (type) query = query.eq('document_type', type);
    return query.order('created_at', { ascending: false }).order('id').range(range.from, range.to);
  },
});

export const CUSTOMER_SEARCH: readonly SearchColumn[] = ['first_name', 'last_name', 'company_name', 'email'];

export const customerList = definePagedList({
  table: 'customers',
  read: (client, request: ListRequest<{ customer_type: Column<'customers', 'customer_type'> }>, range) => {
    let query = client.from('customers').select('*,vehicles(id,status)', { count: 'exact' });
    const search = searchOf(request, CUSTOMER_SEARCH);
    if (search) query = query.or(search);
    const type = filterOf(request, 'customer_type');
    if (type) query = query.eq('customer_type', type);
    return query.order('created_at', { ascending: false }).order('id').range(range.from, range.to);
  },
});

export const COMMUNICATION_SEARCH: readonly SearchColumn[] = ['message', 'subject'];

export const communicationList = definePagedList({
  table: 'communications',
  read: (client, request: ListRequest<{ direction: Column<'communications', 'direction'> }>, range) => {
    let query = client
      .from('communications')
      .select('*,customer:customers(first_name,last_name,company_name,email,phone)', { count: 'exact' });
    const search = searchOf(request, COMMUNICATION_SEARCH);
    if (search) query = query.or(search);
    const direction = filterOf(request, 'direction');
    if (direction) query = query.eq('direction', direction);
    return query.order('created_at', { ascending: false }).order('id').range(range.from, range.to);
  },
});

export const PROFILE_SEARCH: readonly SearchColumn[] = ['first_name', 'last_name', 'email', 'company', 'role'];

export const profileList = definePagedList({
  table: 'profiles',
  read: (client, request: ListRequest<{ role: Column<'profiles', 'role'> }>, range) => {
    let query = client.from('profiles').select('*', { count: 'exact' });
    const search = searchOf(request, PROFILE_SEARCH);
    if (search) query = query.or(search);
    const role = filterOf(request, 'role');
    if (role) query = query.eq('role', role);
    return query.order('created_at', { ascending: false }).order('id').range(range.from, range.to);
  },
});

export const CONTAINER_SEARCH: readonly SearchColumn[] = ['container_number', 'container_type', 'location'];

export const containerList = definePagedList({
  table: 'containers',
  read: (client, request: ListRequest<{ status: Column<'containers', 'status'> }>, range) => {
    let query = client.from('containers').select('*', { count: 'exact' });
    const search = searchOf(request, CONTAINER_SEARCH);
    if (search) query = query.or(search);
    const status = filterOf(request, 'status');
    if (status) query = query.eq('status', status);
    return query.order('container_number').range(range.from, range.to);
  },
});

export const TRANSACTION_SEARCH: readonly SearchColumn[] = ['description', 'transaction_type', 'status'];

export const transactionList = definePagedList({
  table: 'transactions',
  read: (client, request: ListRequest<{ status: Column<'transactions', 'status'> }>, range) => {
    let query = client.from('transactions').select('*', { count: 'exact' });
    const search = searchOf(request, TRANSACTION_SEARCH);
    if (search) query = query.or(search);
    const status = filterOf(request, 'status');
    if (status) query = query.eq('status', status);
    return query.order('transaction_date', { ascending: false }).order('id').range(range.from, range.to);
  },
});
