import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dataFailureReason, type NotificationKind } from '@export-portal/shared-domain';
import { tableKeys, useSupabase, type PortalClient } from '@export-portal/shared-auth';
import { toast } from '@export-portal/shared-ui';
import { notificationKeys } from './unreadNotifications';

/** The notices the panel lists at first, and adds with each "Show more". */
export const NOTICE_PAGE_SIZE = 20;

const NOTICE_COLUMNS = 'id,kind,title,body,link,created_at,read_at' as const;

function noticesQuery(client: PortalClient, userId: string) {
  return infiniteQueryOptions({
    queryKey: [...notificationKeys.all, 'list', userId],
    initialPageParam: 0,
    queryFn: async ({ pageParam }) => {
      const { data, count, error } = await client
        .from('notifications')
        .select(NOTICE_COLUMNS, { count: 'exact' })
        .order('created_at', { ascending: false })
        .order('id', { ascending: false })
        .range(pageParam, pageParam + NOTICE_PAGE_SIZE - 1);
      if (error) throw error;
      return { rows: data, total: count ?? data.length, from: pageParam };
    },
    getNextPageParam: (last) => (last.from + last.rows.length < last.total ? last.from + NOTICE_PAGE_SIZE : undefined),
  });
}

/** The signed-in user's notices, newest first, a page at a time. */
export function useNotices(userId: string) {
  return useInfiniteQuery(noticesQuery(useSupabase(), userId));
}

export type Notice = Awaited<ReturnType<NonNullable<ReturnType<typeof noticesQuery>['queryFn']>>>['rows'][number];

/**
 * Marks one notice, or all of the user's, read. Neither has a success message (the notice and the
 * bell's count change); a failure says why. The bell and the list reload either way.
 */
export function useMarkNoticesRead() {
  const client = useSupabase();
  const queryClient = useQueryClient();
  const settle = () => queryClient.invalidateQueries({ queryKey: notificationKeys.all });
  const fail = (error: unknown) => toast.error('Failed to mark notifications as read.', { description: dataFailureReason(error) });
  const one = useMutation({
    mutationFn: async (id: string) => {
      const { error } = await client.from('notifications').update({ read_at: new Date().toISOString() }).eq('id', id).is('read_at', null);
      if (error) throw error;
    },
    onError: fail,
    onSettled: settle,
  });
  const all = useMutation({
    mutationFn: async () => {
      const { error } = await client.rpc('mark_all_notifications_read');
      if (error) throw error;
    },
    onError: fail,
    onSettled: settle,
  });
  return { one, all };
}

function preferencesQuery(client: PortalClient, userId: string) {
  return queryOptions({
    queryKey: [...preferenceKeys.all, userId],
    queryFn: async () => {
      const { data, error } = await client.from('notification_preferences').select('kind,email');
      if (error) throw error;
      return new Map(data.map((preference) => [preference.kind, preference.email]));
    },
  });
}

/** Which kinds of notice the user wants by e-mail: a kind without a row is e-mailed. */
export function useNotificationPreferences(userId: string) {
  return useQuery(preferencesQuery(useSupabase(), userId));
}

export const preferenceKeys = tableKeys('notification_preferences');

export interface NotificationPreference {
  userId: string;
  kind: NotificationKind;
  email: boolean;
}

/** One kind's choice, kept whether or not the user had chosen before. */
export async function saveNotificationPreference(client: PortalClient, { userId, kind, email }: NotificationPreference): Promise<void> {
  const { error } = await client.from('notification_preferences').upsert({ user_id: userId, kind, email }, { onConflict: 'user_id,kind' });
  if (error) throw error;
}
