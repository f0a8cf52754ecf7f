import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ACTION_MESSAGES, failureNotice, type DataAction } from '@export-portal/shared-domain';
import { toast } from '@export-portal/shared-ui';
import { useSupabase } from '../session/useSupabase';
import type { PortalClient } from '../config/backendClient';
import type { TableKeys } from './pagedList';

export interface DataMutationOptions<Variables, Result> {
  /** Which of the spec's success and failure texts the outcome shows. */
  action: DataAction;
  write: (client: PortalClient, variables: Variables) => Promise<Result>;
  /** A line under the success text about what the write returned (a message queued for e-mail, or not e-mailed and why). */
  describeSuccess?: (result: Result) => string | undefined;
  /** The tables whose queries show what the write changes; they reload after it, whether it worked or not. */
  invalidates: readonly TableKeys[];
  /**
   * Whether the write is done only once those reloads have come back (true when absent), so a
   * dialog closes onto a list that already shows it. False for a write too large to wait for:
   * it is done when the database has it, and the lists follow.
   */
  waitsForReloads?: boolean;
}

/**
 * A write from a screen: the spec's success text, or its failure text with
 * the reason (a refusal, a conflict, the network), and afterwards every list
 * of the touched tables reloads, so a refused or conflicting change shows
 * what the database now holds.
 */
export function useDataMutation<Variables, Result = void>({
  action,
  write,
  describeSuccess,
  invalidates,
  waitsForReloads = true,
}: DataMutationOptions<Variables, Result>) {
  const client = useSupabase();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: Variables) => write(client, variables),
    onSuccess: (result) => {
      const description = describeSuccess?.(result);
      toast.success(ACTION_MESSAGES[action].success, description ? { description } : undefined);
    },
    onError: (error) => {
      const notice = failureNotice(action, error);
      toast.error(notice.title, { description: notice.reason });
    },
    onSettled: () => {
      const reloads = Promise.all([
        ...invalidates.map((keys) => queryClient.invalidateQueries({ queryKey: keys.all })),
        queryClient.invalidateQueries({ queryKey: DASHBOARD_STATS_KEY }),
      ]);
      return waitsForReloads ? reloads : undefined;
    },
  });
}

/** The dashboards' figures change with almost every write. */
export const DASHBOARD_STATS_KEY = ['dashboard_stats'] as const;
