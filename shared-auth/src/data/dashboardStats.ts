import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardStats } from '@export-portal/shared-domain';
import { useSupabase } from '../session/useSupabase';
import type { PortalClient } from '../config/backendClient';
import { DASHBOARD_STATS_KEY } from './useDataMutation';

/**
 * The business figures of `dashboard_stats()`, for the shared dashboard and the
 * section dashboards of admin and staff: one query, so moving between them
 * reads the figures once. The cache is dropped whenever the user changes.
 */
export function dashboardStatsQuery(client: PortalClient) {
  return queryOptions<DashboardStats>({
    queryKey: DASHBOARD_STATS_KEY,
    queryFn: async () => {
      const { data, error } = await client.rpc('dashboard_stats');
      if (error) throw error;
      return data;
    },
  });
}

export function useSectionDashboardStats() {
  return useQuery(dashboardStatsQuery(useSupabase()));
}
