import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ACTION_MESSAGES, failureNotice, type DataAction } from '@export-portal/shared-domain';
import { toast } from '@export-portal/shared-ui';
import { useSupabase } from '../session/useSupabase';
import type { PortalClient } from '../config/backendClient';
import type { TableKeys } from './pagedList';

export interface DataMutationOptions<Variables, Result = void> {
  /** Which of the spec's success and failure texts the outcome shows. */
  action: DataAction;
  write: (client: PortalClient, variables: Variables) => Promise<Result>;
  /** The tables whose queries show what the write changes; they reload after it, whether it worked or not. */
  invalidates: readonly TableKeys[];
  /** A line under the success text, from what the write returned (how many records it changed). */
  describe?: (result: Result) => string;
}

/**
 * A write from a screen: the spec's success text, or its failure text with
 * the reason (a refusal, a conflict, the network), and afterwards every list
 * of the touched tables reloads, so a refused or conflicting change shows
 * what the database now holds.
 */
export function useDataMutation<Variables, Result = void>({ action, write, invalidates, describe }: DataMutationOptions<Variables, Result>) {
  const client = useSupabase();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: Variables) => write(client, variables),
    onSuccess: (result) => {
      toast.success(ACTION_MESSAGES[action].success, describe ? { description: describe(result) } : undefined);
    },
    onError: (error) => {
      const notice = failureNotice(action, error);
      toast.error(notice.title, { description: notice.reason });
    },
    onSettled: () =>
      Promise.all([
        ...invalidates.map((keys) => queryClient.invalidateQueries({ queryKey: keys.all })),
        queryClient.invalidateQueries({ queryKey: DASHBOARD_STATS_KEY }),
      ]),
  });
}

/** The dashboards' figures change with almost every write. */
export const DASHBOARD_STATS_KEY = ['dashboard_stats'] as const;
