import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PostgrestError } from '@supabase/postgrest-js';
import {
  ACTIVE_SHIPMENT_STATUSES,
  VEHICLE_COLUMNS,
  isSearchText,
  serverExactFilter,
  serverSearchFilter,
  totalInvested,
  trackingFilter,
  type SearchColumn,
} from '@export-portal/shared-domain';
import { useAuth } from '../session/useAuth';
import { useSupabase } from '../session/useSupabase';
import { DASHBOARD_STATS_KEY } from './useDataMutation';
import { DOCUMENT_SEARCH, SHIPMENT_SEARCH, VEHICLE_SEARCH } from './lists';
import type { PortalClient } from '../config/backendClient';
import { LIST_PAGE_SIZE, pageRange, type ListPage, type RowRange } from './pagedList';

/**
 * What a signed-in client reads: their own vehicles, shipments, documents and
 * messages, and the available inventory. A client's records are those of the
 * customer records that carry their user id in `customers.user_id`; each read
 * names that link (an inner join on the owning customer), so it finds exactly
 * those records in one request, and a client without a customer record gets
 * empty lists rather than an error. Row-level security keeps everything else
 * from them; the filter is still needed because the same security lets every
 * client see the available stock.
 *
 * Query keys start with the table, so a write's invalidation reaches them,
 * and carry the user, because what a list holds depends on who reads it.
 */

/** A client list's request: the search as sent and the 1-based page. */
export interface ClientListRequest {
  search: string;
  page: number;
}

interface CountedRows<Row> {
  data: Row[] | null;
  count: number | null;
  error: PostgrestError | null;
}

interface ClientListDefinition<Row> {
  table: 'vehicles' | 'shipments' | 'documents';
  /** Names the list within its table's keys. */
  name: string;
  /** Builds the read for the signed-in user's request and range. */
  read: (client: PortalClient, request: ClientListRequest & { user: string }, range: RowRange) => PromiseLike<CountedRows<Row>>;
}

export interface ClientList<Row> {
  queryOptions: (client: PortalClient, user: string, request: ClientListRequest) => ReturnType<typeof clientListQuery<Row>>;
  /** The signed-in client's page. */
  useList: (request: ClientListRequest) => ReturnType<typeof useQuery<ListPage<Row>, PostgrestError | Error>>;
}

function clientListQuery<Row>(definition: ClientListDefinition<Row>, client: PortalClient, user: string, request: ClientListRequest) {
  return queryOptions<ListPage<Row>, PostgrestError | Error>({
    queryKey: [definition.table, 'client', user, definition.name, request],
    queryFn: async () => {
      const { data, count, error } = await definition.read(client, { ...request, user }, pageRange(request.page));
      if (error) throw error;
      const total = count ?? data?.length ?? 0;
      return { rows: data ?? [], total, page: request.page, pageCount: Math.max(1, Math.ceil(total / LIST_PAGE_SIZE)) };
    },
    placeholderData: keepPreviousData,
  });
}

/** The signed-in user's id; the client section is only shown to signed-in clients. */
function useSignedInUser(): string {
  return useAuth().user?.id ?? '';
}

function defineClientList<Row>(definition: ClientListDefinition<Row>): ClientList<Row> {
  return {
    queryOptions: (client, user, request) => clientListQuery(definition, client, user, request),
    useList: function useList(request) {
      const client = useSupabase();
      const user = useSignedInUser();
      return useQuery({ ...clientListQuery(definition, client, user, request), enabled: user !== '' });
    },
  };
}

/** The owning customer, joined only to filter by `customers.user_id`. */
const OWNED_BY = 'owner:customers!inner(user_id)';
const OWNER_USER = 'owner.user_id';

/** The client's own vehicles, newest first, searched on make, model, VIN and year. */
export const ownVehicleList = defineClientList({
  table: 'vehicles',
  name: 'own',
  read: (client, request, range) => {
    let query = client.from('vehicles').select(`${VEHICLE_COLUMNS},${OWNED_BY}`, { count: 'exact' }).eq(OWNER_USER, request.user);
    const search = serverSearchFilter(request.search, VEHICLE_SEARCH);
    if (search) query = query.or(search);
    return query.order('created_at', { ascending: false }).order('id').range(range.from, range.to);
  },
});

/** The shipment columns a client follows; the business's costs are not among them. */
export const TRACKED_SHIPMENT_COLUMNS =
  'id,shipment_number,booking_number,status,origin_port,destination_port,vessel_name,voyage_number,estimated_departure,estimated_arrival,actual_departure,actual_arrival,created_at' as const;
const SHIPMENT_CONTAINERS = 'containers(container_number,status)';

/** The client's own shipments with their containers, newest first. */
export const ownShipmentList = defineClientList({
  table: 'shipments',
  name: 'own',
  read: (client, request, range) => {
    let query = client
      .from('shipments')
      .select(`${TRACKED_SHIPMENT_COLUMNS},${SHIPMENT_CONTAINERS},${OWNED_BY}`, { count: 'exact' })
      .eq(OWNER_USER, request.user);
    const search = serverSearchFilter(request.search, SHIPMENT_SEARCH);
    if (search) query = query.or(search);
    return query.order('created_at', { ascending: false }).order('id').range(range.from, range.to);
  },
});

const OWN_DOCUMENT_COLUMNS = 'id,document_name,document_number,document_type,issue_date,expiry_date,file_size,created_at' as const;

/** The client's own documents, newest first, searched on name, number and type. */
export const ownDocumentList = defineClientList({
  table: 'documents',
  name: 'own',
  read: (client, request, range) => {
    let query = client
      .from('documents')
      .select(`${OWN_DOCUMENT_COLUMNS},${OWNED_BY}`, { count: 'exact' })
      .eq(OWNER_USER, request.user);
    const search = serverSearchFilter(request.search, DOCUMENT_SEARCH);
    if (search) query = query.or(search);
    return query.order('created_at', { ascending: false }).order('id').range(range.from, range.to);
  },
});

/** Browse Inventory searches make, model and year. */
export const INVENTORY_SEARCH: readonly SearchColumn[] = ['make', 'model', 'year_text'];

/** What the inventory shows of a vehicle: no owner, and never a cost. */
const INVENTORY_COLUMNS = 'id,year,make,model,vin,color,mileage,sale_price,location,created_at' as const;

/** Every available vehicle, newest first, paged and searched on the server. */
export const inventoryList = defineClientList({
  table: 'vehicles',
  name: 'inventory',
  read: (client, request, range) => {
    let query = client.from('vehicles').select(INVENTORY_COLUMNS, { count: 'exact' }).eq('status', 'available');
    const search = serverSearchFilter(request.search, INVENTORY_SEARCH);
    if (search) query = query.or(search);
    return query.order('created_at', { ascending: false }).order('id').range(range.from, range.to);
  },
});

/** How many recent messages the client dashboard shows. */
export const RECENT_COMMUNICATIONS = 5;

const RECENT_COMMUNICATION_COLUMNS = 'id,subject,message,direction,communication_type,created_at' as const;

/** Sale prices are summed in the browser, read this many at a time (a hosted project's row limit). */
const SALE_PRICE_BATCH = 1000;

async function ownSalePrices(client: PortalClient, user: string): Promise<{ sale_price: number | null }[]> {
  const prices: { sale_price: number | null }[] = [];
  for (let from = 0; ; from += SALE_PRICE_BATCH) {
    const { data, error } = await client
      .from('vehicles')
      .select(`sale_price,${OWNED_BY}`)
      .eq(OWNER_USER, user)
      .order('id')
      .range(from, from + SALE_PRICE_BATCH - 1);
    if (error) throw error;
    prices.push(...data);
    if (data.length < SALE_PRICE_BATCH) return prices;
  }
}

async function ownCount(client: PortalClient, table: 'vehicles' | 'shipments' | 'documents', user: string, statuses?: readonly string[]) {
  let query = client.from(table).select(`id,${OWNED_BY}`, { count: 'exact', head: true }).eq(OWNER_USER, user);
  if (statuses) query = query.in('status', statuses);
  const { count, error } = await query;
  if (error) throw error;
  return count ?? 0;
}

async function readClientDashboard(client: PortalClient, user: string) {
  const [vehicles, activeShipments, documents, prices, communications] = await Promise.all([
    ownCount(client, 'vehicles', user),
    ownCount(client, 'shipments', user, ACTIVE_SHIPMENT_STATUSES.client),
    ownCount(client, 'documents', user),
    ownSalePrices(client, user),
    client
      .from('communications')
      .select(`${RECENT_COMMUNICATION_COLUMNS},${OWNED_BY}`)
      .eq(OWNER_USER, user)
      .order('created_at', { ascending: false })
      .order('id')
      .limit(RECENT_COMMUNICATIONS),
  ]);
  if (communications.error) throw communications.error;
  return {
    vehicles,
    activeShipments,
    documents,
    totalInvested: totalInvested(prices),
    recentCommunications: communications.data,
  };
}

export type ClientDashboard = Awaited<ReturnType<typeof readClientDashboard>>;

/** The client dashboard's figures; under the dashboards' key, so every write refreshes them. */
export function clientDashboardQuery(client: PortalClient, user: string) {
  return queryOptions<ClientDashboard, PostgrestError | Error>({
    queryKey: [...DASHBOARD_STATS_KEY, 'client', user],
    queryFn: () => readClientDashboard(client, user),
  });
}

export function useClientDashboard() {
  const client = useSupabase();
  const user = useSignedInUser();
  return useQuery({ ...clientDashboardQuery(client, user), enabled: user !== '' });
}

/** At most this many shipments answer one tracking search; a number names one shipment. */
const TRACKING_MATCHES = 10;

/**
 * The client's own shipments a number tracks: the whole shipment, booking or
 * container number, case-insensitive. Blank input finds nothing without asking.
 */
export async function trackOwnShipments(client: PortalClient, user: string, term: string) {
  const containerFilter = serverExactFilter(term, ['container_number']);
  if (containerFilter === null) return [];
  const containers = await client.from('containers').select('shipment_id').or(containerFilter).not('shipment_id', 'is', null).limit(TRACKING_MATCHES);
  if (containers.error) throw containers.error;
  const shipmentIds = containers.data.flatMap((container) => (container.shipment_id ? [container.shipment_id] : []));
  const filter = trackingFilter(term, shipmentIds);
  if (filter === null) return [];
  const { data, error } = await client
    .from('shipments')
    .select(`${TRACKED_SHIPMENT_COLUMNS},${SHIPMENT_CONTAINERS},${OWNED_BY}`)
    .eq(OWNER_USER, user)
    .or(filter)
    .order('created_at', { ascending: false })
    .order('id')
    .limit(TRACKING_MATCHES);
  if (error) throw error;
  return data;
}

export type TrackedShipment = Awaited<ReturnType<typeof trackOwnShipments>>[number];

export function trackingQuery(client: PortalClient, user: string, term: string) {
  const number = term.trim();
  return queryOptions<TrackedShipment[], PostgrestError | Error>({
    queryKey: ['shipments', 'client', user, 'tracking', number.toLowerCase()],
    queryFn: () => trackOwnShipments(client, user, number),
  });
}

/** The shipments a submitted tracking number finds; nothing is asked for blank input. */
export function useShipmentTracking(term: string) {
  const client = useSupabase();
  const user = useSignedInUser();
  return useQuery({ ...trackingQuery(client, user, term), enabled: user !== '' && isSearchText(term) });
}
