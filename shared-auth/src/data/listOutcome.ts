import type { UseQueryResult } from '@tanstack/react-query';
import { loadFailureMessage } from '@export-portal/shared-domain';
import type { ListOutcome } from '@export-portal/shared-ui/lists';
import type { ListPage } from './pagedList';

/**
 * What a list frame shows for a page query: the spinner on the first load,
 * the last rows while a newer search loads, the failure with Retry.
 */
export function listOutcome<Row>(query: UseQueryResult<ListPage<Row>, Error>, onPageChange: (page: number) => void): ListOutcome<Row> {
  const page = query.data;
  return {
    loading: query.isPending,
    refreshing: query.isFetching && !query.isPending,
    error: query.isError && !page ? loadFailureMessage(query.error) : null,
    onRetry: () => void query.refetch(),
    rows: page?.rows ?? [],
    total: page?.total ?? 0,
    page: page?.page ?? 1,
    pageCount: page?.pageCount ?? 1,
    onPageChange,
  };
}
