import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientDashboardFigures } from '@export-portal/shared-domain';
import { DASHBOARD_STATS_KEY, useAuth, useSupabase, type PortalClient } from '@export-portal/shared-auth';

/** What a client's dashboard shows: their figures and their latest messages. */
export const CLIENT_DASHBOARD_LIVE_TABLES = ['vehicles', 'shipments', 'documents', 'communications'] as const;

/**
 * The client dashboard's figures and five latest messages, computed by the database over the
 * signed-in client's own records in one call; under the dashboards' key, so every write refreshes
 * them. The user is in the key because the figures depend on who asks.
 */
export function clientDashboardQuery(client: PortalClient, user: string) {
  return queryOptions<ClientDashboardFigures, Error>({
    queryKey: [...DASHBOARD_STATS_KEY, 'client', user],
    queryFn: async () => {
      const { data, error } = await client.rpc('client_dashboard');
      if (error) throw error;
      return data;
    },
  });
}

export function useClientDashboard() {
  const client = useSupabase();
  const user = useAuth().user?.id ?? '';
  return useQuery({ ...clientDashboardQuery(client, user), enabled: user !== '' });
}
