import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DASHBOARD_STATS_KEY, useSupabase } from '@export-portal/shared-auth';
import { dataFailureReason } from '@export-portal/shared-domain';
import { toast } from '@export-portal/shared-ui';
import { markCommunicationRead, supportMessageList } from '../../data/support';

/**
 * Mark as Read. It has no success message of its own: the card and the Unread
 * tile change. Messages and tiles reload afterwards whatever the outcome.
 */
export function useMarkRead() {
  const client = useSupabase();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => markCommunicationRead(client, { id }),
    onError: (error) => {
      toast.error('Failed to mark the message as read.', { description: dataFailureReason(error) });
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: supportMessageList.keys.all }),
        queryClient.invalidateQueries({ queryKey: DASHBOARD_STATS_KEY }),
      ]),
  });
}
