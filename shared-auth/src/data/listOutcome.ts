import type { UseQueryResult } from '@tanstack/react-query';
import { loadFailureMessage, OfflineError } from '@export-portal/shared-domain';
import type { ListOutcome } from '@export-portal/shared-ui/lists';
import type { ListPage } from './pagedList';

/**
 * What a list frame shows for a page query: the spinner on the first load,
 * the last rows while a newer search loads, the failure with Retry.
 *
 * A failure shows from the first failed attempt while quiet retries go on,
 * and a page that cannot be read (it failed, or it waits for the connection)
 * is said to be missing rather than stood in for by another search's rows.
 */
export function listOutcome<Row>(query: UseQueryResult<ListPage<Row>, Error>, onPageChange: (page: number) => void): ListOutcome<Row> {
  const ownPage = query.isPlaceholderData ? undefined : query.data;
  const waitsForConnection = query.fetchStatus === 'paused';
  const failure = query.isError ? query.error : query.failureCount > 0 ? query.failureReason : null;
  const missing = !ownPage && (waitsForConnection || failure !== null);
  const page = missing ? undefined : query.data;
  return {
    loading: query.isPending && !missing,
    refreshing: query.isFetching && !query.isPending && !missing,
    error: missing ? loadFailureMessage(waitsForConnection ? new OfflineError() : failure) : null,
    onRetry: () => void query.refetch(),
    rows: page?.rows ?? [],
    total: page?.total ?? 0,
    page: page?.page ?? 1,
    pageCount: page?.pageCount ?? 1,
    onPageChange,
  };
}
