import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useAuth, useSupabase } from '@export-portal/shared-auth';

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
  const supabase = useSupabase();
  const { user, role } = useAuth();
  const query = useQuery({
    queryKey: ['dashboard_stats', user?.id ?? null],
    queryFn: async () => {
      const { data, error } = await supabase.rpc('dashboard_stats');
      if (error) throw error;
      return data;
    },
    enabled: seesDashboardFigures(role),
  });

  useEffect(() => {
    if (query.error) console.error('The dashboard figures could not be loaded', query.error);
  }, [query.error]);

  return query;
}
