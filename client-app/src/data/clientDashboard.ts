import { queryOptions, useQuery } from '@tanstack/react-query';
import { ACTIVE_SHIPMENT_STATUSES, totalInvested } from '@export-portal/shared-domain';
import { DASHBOARD_STATS_KEY, useAuth, useSupabase, type PortalClient } from '@export-portal/shared-auth';
import { OWNED_BY, OWNER_USER } from './ownRecords';

/** What a client's dashboard shows: their figures and their latest messages. */
export const CLIENT_DASHBOARD_LIVE_TABLES = ['vehicles', 'shipments', 'documents', 'communications'] as const;

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
  return queryOptions<ClientDashboard, Error>({
    queryKey: [...DASHBOARD_STATS_KEY, 'client', user],
    queryFn: () => readClientDashboard(client, user),
  });
}

export function useClientDashboard() {
  const client = useSupabase();
  const user = useAuth().user?.id ?? '';
  return useQuery({ ...clientDashboardQuery(client, user), enabled: user !== '' });
}
