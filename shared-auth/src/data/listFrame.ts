import type { UseQueryResult } from '@tanstack/react-query';
import type { ListOutcome } from '@export-portal/shared-ui/lists';
import { listOutcome } from './listOutcome';
import type { ListPage } from './pagedList';
import type { ListParams } from './useListParams';

/** The props of a SearchableList that follow from the URL's list parameters and the page query: spread them into the frame. */
export function listFrame<Row, Filters extends Record<string, string>>(
  params: ListParams<Filters>,
  query: UseQueryResult<ListPage<Row>, Error>,
): { search: string; onSearchChange: (text: string) => void; outcome: ListOutcome<Row> } {
  return { search: params.search, onSearchChange: params.setSearch, outcome: listOutcome(query, params.setPage) };
}
