import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { dashboardStatsQuery, useAuth, useSupabase } from '@export-portal/shared-auth';

/** Admin and staff see the business's figures; for everyone else the tiles are placeholders. */
export function seesDashboardFigures(role: string | null): boolean {
  return role === 'admin' || role === 'staff';
}

/**
 * The figures of the shared dashboard, counted by the database
 * (`dashboard_stats`). Not asked for at all when the role does not see them.
 * A failure is logged to the console and left for the screen to show as unavailable.
 */
export function useDashboardStats() {
  const { role } = useAuth();
  const query = useQuery({ ...dashboardStatsQuery(useSupabase()), enabled: seesDashboardFigures(role) });

  useEffect(() => {
    if (query.error) console.error('The dashboard figures could not be loaded', query.error);
  }, [query.error]);

  return query;
}
