import { useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { LayoutGrid, Rows3 } from 'lucide-react';
import { Alert, Button, RetryButton, EmptyState, PageSpinner, SearchInput, Spinner, formatCount, useScreenPartLoading } from '../../index';
import { ListTable, type ListColumn, type ListSort } from './ListTable';
import { Pagination } from './Pagination';
import { useListView, type ListView } from './useListView';
import { WindowedGrid } from './WindowedGrid';
import { useNoAnswer } from './useNoAnswer';

const Frame = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  /* Paging scrolls the frame's top into view below the shell's sticky bar. */
  scroll-margin-top: 5rem;

  &:focus:not(:focus-visible) {
    outline: none;
  }
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

const ViewChoice = styled.div`
  display: inline-flex;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  padding: 2px;
  gap: 2px;

  & > button[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primarySubtle};
    color: ${({ theme }) => theme.colors.primaryHover};
  }
`;

const EmptyHint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
`;

const VIEWS: ReadonlyArray<{ view: ListView; name: string; icon: ReactNode }> = [
  { view: 'cards', name: 'Cards', icon: <LayoutGrid aria-hidden size={16} /> },
  { view: 'table', name: 'Table', icon: <Rows3 aria-hidden size={16} /> },
];

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
  /** The table view's columns; given, the list offers Cards and Table. */
  columns?: readonly ListColumn<Row>[];
  /** The order the server was asked for; null for the list's own order. */
  sort?: ListSort | null;
  onSortChange?: (sort: ListSort | null) => void;
  /** The signed-in user's id: the choice of view is remembered for them and this list. */
  viewer?: string;
  /** Given while a search or filter narrows the list: what "Clear search" does when nothing matches. */
  onClearSearch?: () => void;
  /** Under the empty text when nothing narrows the list: how rows come to be here. */
  emptyHint?: string;
  /** What acts on the whole list (Export CSV), at the end of the toolbar. */
  actions?: ReactNode;
}

/**
 * The frame every list screen shares: a search box and filters, how many
 * rows match, the spinner while loading, the given empty text and what to do
 * next, an error with Retry, windowed cards or a table, and the pages. A
 * screen gives it the rows and how to draw one as a card and as table cells.
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
  columns,
  sort = null,
  onSortChange = () => {},
  viewer,
  onClearSearch,
  emptyHint = `${noun[1].charAt(0).toUpperCase()}${noun[1].slice(1)} appear here as soon as they are recorded.`,
  actions,
}: SearchableListProps<Row>) {
  const { loading, refreshing, error, onRetry, rows, total, page, pageCount, onPageChange } = outcome;
  const noAnswer = useNoAnswer(loading && error === null);
  // The screen around the list is shown once its first page (or why it failed) is.
  useScreenPartLoading(loading && error === null);
  const failure = error ?? (noAnswer ? 'The list could not be loaded yet: the server is not answering. Still trying…' : null);
  const [chosenView, chooseView] = useListView(label, viewer);
  const view = columns ? chosenView : 'cards';
  const frameRef = useRef<HTMLElement>(null);
  // Another page starts where the list starts: its top in view, and focus there rather than on a
  // Next button that may now be disabled or far below.
  const turnPage = (target: number) => {
    onPageChange(target);
    const frame = frameRef.current;
    frame?.scrollIntoView?.({ block: 'start' });
    frame?.focus({ preventScroll: true });
  };
  return (
    <Frame ref={frameRef} tabIndex={-1} aria-label={label} aria-busy={loading || refreshing}>
      <Toolbar>
        <SearchInput label={searchLabel} value={search} onChange={(event) => onSearchChange(event.target.value)} />
        {filters}
        {columns ? (
          <ViewChoice role="group" aria-label="View">
            {VIEWS.map((choice) => (
              <Button key={choice.view} variant="ghost" size="sm" aria-pressed={view === choice.view} onClick={() => chooseView(choice.view)}>
                {choice.icon}
                {choice.name}
              </Button>
            ))}
          </ViewChoice>
        ) : null}
        {actions}
      </Toolbar>
      {failure !== null ? (
        <Alert tone="danger" title={failure}>
          <RetryButton onRetry={onRetry} />
        </Alert>
      ) : loading ? (
        <PageSpinner label={`Loading ${label.toLowerCase()}`} />
      ) : (
        <>
          <Count role="status">
            {formatCount(total)} {total === 1 ? noun[0] : noun[1]}
            {refreshing ? <Spinner size="sm" aria-label="Updating" /> : null}
          </Count>
          {rows.length === 0 ? (
            <EmptyState
              message={emptyText}
              action={
                onClearSearch ? (
                  <Button variant="outline" size="sm" onClick={onClearSearch}>
                    Clear search
                  </Button>
                ) : (
                  <EmptyHint>{emptyHint}</EmptyHint>
                )
              }
            />
          ) : view === 'table' && columns ? (
            <ListTable label={label} columns={columns} rows={rows} getKey={getKey} sort={sort} onSortChange={onSortChange} />
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
          <Pagination label={`${label} pages`} page={page} pageCount={pageCount} onPageChange={turnPage} />
        </>
      )}
    </Frame>
  );
}
