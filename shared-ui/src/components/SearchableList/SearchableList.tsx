import type { ReactNode } from 'react';
import styled from 'styled-components';
import { RefreshCw } from 'lucide-react';
import { Alert, Button, EmptyState, PageSpinner, SearchInput, Spinner } from '@export-portal/shared-ui';
import { Pagination } from './Pagination';
import { WindowedGrid } from './WindowedGrid';
import { useNoAnswer } from './useNoAnswer';

const Frame = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};

  & > :first-child {
    flex: 1 1 16rem;
  }
`;

const Count = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

export interface ListOutcome<Row> {
  /** No rows to show yet: the first load is under way. */
  loading: boolean;
  /** A newer search, filter or page is loading while the last rows stay shown. */
  refreshing: boolean;
  /** What to tell the user when loading failed; null when it did not. */
  error: string | null;
  onRetry: () => void;
  rows: readonly Row[];
  /** How many rows match, over every page. */
  total: number;
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
}

export interface SearchableListProps<Row> {
  /** Names the list, e.g. "Vehicles": its region, its count and its pages. */
  label: string;
  /** The noun for the count, singular and plural: ['vehicle', 'vehicles']. */
  noun: readonly [string, string];
  searchLabel: string;
  search: string;
  onSearchChange: (text: string) => void;
  /** Filters beside the search box, e.g. a status select. */
  filters?: ReactNode;
  outcome: ListOutcome<Row>;
  /** Shown verbatim when nothing matches. */
  emptyText: string;
  getKey: (row: Row) => string;
  renderRow: (row: Row) => ReactNode;
  /** The narrowest a card may be: 18rem cards make a two- or three-column grid on a laptop. */
  minCardWidthPx?: number;
  estimatedCardHeightPx?: number;
}

/**
 * The frame every list screen shares: a search box and filters, how many
 * rows match, the spinner while loading, the given empty text, an error with
 * Retry, windowed cards and the pages. A screen gives it the rows and how to
 * draw one.
 */
export function SearchableList<Row>({
  label,
  noun,
  searchLabel,
  search,
  onSearchChange,
  filters,
  outcome,
  emptyText,
  getKey,
  renderRow,
  minCardWidthPx = 288,
  estimatedCardHeightPx = 220,
}: SearchableListProps<Row>) {
  const { loading, refreshing, error, onRetry, rows, total, page, pageCount, onPageChange } = outcome;
  const noAnswer = useNoAnswer(loading && error === null);
  const failure = error ?? (noAnswer ? 'The list could not be loaded yet: the server is not answering. Still trying…' : null);
  return (
    <Frame aria-label={label} aria-busy={loading || refreshing}>
      <Toolbar>
        <SearchInput label={searchLabel} value={search} onChange={(event) => onSearchChange(event.target.value)} />
        {filters}
      </Toolbar>
      {failure !== null ? (
        <Alert tone="danger" title={failure}>
          <Button size="sm" variant="outline" onClick={onRetry}>
            <RefreshCw aria-hidden size={14} />
            Retry
          </Button>
        </Alert>
      ) : loading ? (
        <PageSpinner label={`Loading ${label.toLowerCase()}`} />
      ) : (
        <>
          <Count role="status">
            {total.toLocaleString('en-CA')} {total === 1 ? noun[0] : noun[1]}
            {refreshing ? <Spinner size="sm" aria-label="Updating" /> : null}
          </Count>
          {rows.length === 0 ? (
            <EmptyState message={emptyText} />
          ) : (
            <WindowedGrid
              label={label}
              rows={rows}
              getKey={getKey}
              renderRow={renderRow}
              minColumnWidthPx={minCardWidthPx}
              estimatedLineHeightPx={estimatedCardHeightPx}
            />
          )}
          <Pagination label={`${label} pages`} page={page} pageCount={pageCount} onPageChange={onPageChange} />
        </>
      )}
    </Frame>
  );
}
