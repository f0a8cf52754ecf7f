import { queryOptions, useQuery } from '@tanstack/react-query';
import { ROLES, serverSearchFilter, type Role, type SearchColumn, type Tables } from '@export-portal/shared-domain';
import {
  definePagedList,
  NEWEST_FIRST,
  requestedFilter,
  tableKeys,
  useSupabase,
  type ListRequest,
  type PortalClient,
} from '@export-portal/shared-auth';

/** The Users screen's reads and its one write: the users, how many hold each role, deleting an account. */

const PROFILE_SEARCH: readonly SearchColumn[] = ['first_name', 'last_name', 'email', 'company', 'role'];

/** The users table's columns the server sorts by. */
export const PROFILE_SORTS = ['last_name', 'email', 'company', 'role', 'created_at'] as const;
export type ProfileSort = (typeof PROFILE_SORTS)[number];

export const profileList = definePagedList({
  table: 'profiles',
  sortable: PROFILE_SORTS,
  order: NEWEST_FIRST,
  rows: (client, request: ListRequest<{ role: NonNullable<Tables<'profiles'>['role']> }>, options) => {
    let query = client.from('profiles').select('*', options);
    const search = serverSearchFilter(request.search, PROFILE_SEARCH);
    if (search) query = query.or(search);
    const role = requestedFilter(request, 'role');
    if (role) query = query.eq('role', role);
    return query;
  },
});

function roleSummaryQuery(client: PortalClient) {
  return queryOptions<Record<Role, number>>({
    queryKey: [...tableKeys('profiles').all, 'role-summary'],
    queryFn: async () => {
      const counts = await Promise.all(
        ROLES.map(async (role) => {
          const { count, error } = await client.from('profiles').select('id', { count: 'exact', head: true }).eq('role', role);
          if (error) throw error;
          return [role, count ?? 0] as const;
        }),
      );
      return Object.fromEntries(counts) as Record<Role, number>;
    },
  });
}

/** How many users hold each role. */
export function useRoleSummary() {
  return useQuery(roleSummaryQuery(useSupabase()));
}

/** Deletes a user's account for good; the database refuses admins and the caller's own account. */
export async function deleteUser(client: PortalClient, { userId }: { userId: string }): Promise<void> {
  const { error } = await client.rpc('delete_user', { target_user_id: userId });
  if (error) throw error;
}
