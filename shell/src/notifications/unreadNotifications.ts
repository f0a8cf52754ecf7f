import { queryOptions, useQuery } from '@tanstack/react-query';
import { tableKeys, useSupabase, type PortalClient } from '@export-portal/shared-auth';

/** Every read of the signed-in user's notices starts with this key, so a change to one reloads them all. */
export const notificationKeys = tableKeys('notifications');

function unreadCountQuery(client: PortalClient, userId: string) {
  return queryOptions({
    queryKey: [...notificationKeys.all, 'unread', userId],
    queryFn: async () => {
      // Row-level security gives a user their own notices only.
      const { count, error } = await client.from('notifications').select('id', { count: 'exact', head: true }).is('read_at', null);
      if (error) throw error;
      return count ?? 0;
    },
  });
}

/** How many of the user's notices are unread; undefined until known, or while it cannot be read. */
export function useUnreadNotificationCount(userId: string) {
  return useQuery(unreadCountQuery(useSupabase(), userId)).data;
}
