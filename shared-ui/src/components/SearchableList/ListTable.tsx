import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { MISSING_VALUE } from '../../format';

export type SortDirection = 'asc' | 'desc';

/** The order a list asks the server for: a column's sort key and its direction. */
export interface ListSort<Key extends string = string> {
  column: Key;
  direction: SortDirection;
}

/** A cell as plain data, as a download of the list holds it: text, a number, or nothing. */
export type ListCellValue = string | number | null | undefined;

interface ListColumnHeading<SortKey extends string> {
  header: string;
  /** The server's sort key for this column; left out, the column does not sort. */
  sort?: SortKey;
  /** Figures line up on the right. */
  numeric?: boolean;
}

/**
 * One column of a list's table view and of its download. A column shows its `cell`, or its plain
 * `value` when it has no cell of its own; the download holds the `value` of every column that has
 * one (plain data: text, a number, a day as YYYY-MM-DD), so buttons and figures read for the page
 * alone are only shown.
 */
export type ListColumn<Row, SortKey extends string = string> = ListColumnHeading<SortKey> &
  (
    | {
        /** What the row shows in this column; null shows as "—". */
        cell: (row: Row) => ReactNode;
        value?: (row: Row) => ListCellValue;
      }
    | { cell?: undefined; value: (row: Row) => ListCellValue }
  );

/** What a column shows for a row: its cell, or its plain value as it is. */
function shown<Row>(column: ListColumn<Row, string>, row: Row): ReactNode {
  return column.cell ? column.cell(row) : column.value(row);
}

/** The next order after choosing a header: ascending, then descending, then the list's own order again. */
export function nextSort<Key extends string>(current: ListSort<Key> | null, column: Key): ListSort<Key> | null {
  if (current?.column !== column) return { column, direction: 'asc' };
  return current.direction === 'asc' ? { column, direction: 'desc' } : null;
}

const Scroller = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.typography.sizes.sm};

  th,
  td {
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
    text-align: start;
    vertical-align: middle;
    white-space: nowrap;
  }
  th {
    position: sticky;
    top: 0;
    background: ${({ theme }) => theme.colors.surfaceSubtle};
    color: ${({ theme }) => theme.colors.muted};
    font-weight: ${({ theme }) => theme.typography.weights.medium};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  tbody tr + tr td {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  tbody tr:hover td {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
  [data-numeric] {
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
`;

const SortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  color: inherit;
  cursor: pointer;

  &:hover,
  &[data-sorted] {
    color: ${({ theme }) => theme.colors.text};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

/** Buttons side by side in one table cell, e.g. a row's status actions. */
export const CellActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
`;

/** Long text in one table line, cut short with an ellipsis; the card view shows it whole. */
export const CellExcerpt = styled.span`
  display: block;
  max-width: 24rem;
  overflow: hidden;
  text-overflow: ellipsis;
`;

export interface ListTableProps<Row, SortKey extends string> {
  /** Names the table, e.g. "Vehicles". */
  label: string;
  columns: readonly ListColumn<Row, SortKey>[];
  rows: readonly Row[];
  getKey: (row: Row) => string;
  sort: ListSort<SortKey> | null;
  onSortChange: (sort: ListSort<SortKey> | null) => void;
}

/**
 * The dense view of a page of rows: one line per row, and headers that ask the
 * server for another order. A page holds at most one server page (50 rows), so
 * every row is in the page; on a narrow screen the table scrolls sideways.
 */
export function ListTable<Row, SortKey extends string>({ label, columns, rows, getKey, sort, onSortChange }: ListTableProps<Row, SortKey>) {
  return (
    // Focusable: a table wider than a phone scrolls sideways, and the keyboard has to reach that scroll.
    <Scroller role="region" aria-label={`${label} table`} tabIndex={0}>
      <Table aria-label={label}>
        <thead>
          <tr>
            {columns.map((column) => {
              const sorted = column.sort !== undefined && sort?.column === column.sort ? sort.direction : null;
              return (
                <th
                  key={column.header}
                  scope="col"
                  aria-sort={sorted === null ? undefined : sorted === 'asc' ? 'ascending' : 'descending'}
                  data-numeric={column.numeric ? '' : undefined}
                >
                  {column.sort === undefined ? (
                    column.header
                  ) : (
                    <SortButton
                      type="button"
                      data-sorted={sorted === null ? undefined : ''}
                      onClick={() => onSortChange(nextSort(sort, column.sort as SortKey))}
                    >
                      {column.header}
                      {sorted === 'asc' ? (
                        <ArrowUp aria-hidden size={14} />
                      ) : sorted === 'desc' ? (
                        <ArrowDown aria-hidden size={14} />
                      ) : (
                        <ArrowUpDown aria-hidden size={14} />
                      )}
                    </SortButton>
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={getKey(row)}>
              {columns.map((column) => (
                <td key={column.header} data-numeric={column.numeric ? '' : undefined}>
                  {shown(column, row) ?? MISSING_VALUE}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroller>
  );
}
