import type { UseQueryResult } from '@tanstack/react-query';
import type { ListOutcome, ListSort } from '@export-portal/shared-ui/lists';
import { listOutcome } from './listOutcome';
import type { ListPage } from './pagedList';
import type { ListParams } from './useListParams';

/** The props of a SearchableList that follow from the URL's list parameters and the page query: spread them into the frame. */
export function listFrame<Row, Filters extends Record<string, string>>(
  params: ListParams<Filters>,
  query: UseQueryResult<ListPage<Row>, Error>,
): {
  search: string;
  onSearchChange: (text: string) => void;
  outcome: ListOutcome<Row>;
  sort: ListSort | null;
  onSortChange: (sort: ListSort | null) => void;
  viewer: string | undefined;
  onClearSearch: (() => void) | undefined;
} {
  return {
    search: params.search,
    onSearchChange: params.setSearch,
    outcome: listOutcome(query, params.setPage),
    sort: params.sort,
    onSortChange: params.setSort,
    viewer: params.viewer || undefined,
    onClearSearch: params.narrowed ? params.clearSearch : undefined,
  };
}
