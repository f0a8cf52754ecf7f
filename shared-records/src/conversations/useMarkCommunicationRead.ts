import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dataFailureReason } from '@export-portal/shared-domain';
import { toast } from '@export-portal/shared-ui';
import { DASHBOARD_STATS_KEY, useSupabase } from '@export-portal/shared-auth';
import { communicationKeys, markCommunicationRead } from './conversationData';

/**
 * Mark as Read. It has no success message of its own: the message's Unread badge goes and the
 * Unread figures drop. Every read of communications reloads afterwards, whatever the outcome.
 */
export function useMarkCommunicationRead() {
  const client = useSupabase();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => markCommunicationRead(client, { id }),
    onError: (error) => {
      toast.error('Failed to mark the message as read.', { description: dataFailureReason(error) });
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: communicationKeys.all }),
        queryClient.invalidateQueries({ queryKey: DASHBOARD_STATS_KEY }),
      ]),
  });
}
