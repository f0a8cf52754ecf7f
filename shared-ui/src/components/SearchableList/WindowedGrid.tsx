import { useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useFirstScreen } from '../../index';
import { useColumns } from './useColumns';

const GAP_PX = 16;

/**
 * Lines put in the page beyond the view, so that a scroll finds them ready. A page's first screen
 * puts in only the lines in view, and the others once it is shown and the browser is idle: the
 * visitor is waiting for what is in view, and each line beyond it is cards to render and lay out.
 */
const LINES_BEYOND_VIEW = 2;

const Track = styled.div`
  position: relative;
  width: 100%;
`;

const Line = styled.div<{ $columns: number; $windowed: boolean }>`
  position: ${({ $windowed }) => ($windowed ? 'absolute' : 'static')};
  top: 0;
  left: 0;
  width: 100%;
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  gap: ${GAP_PX}px;
  padding-bottom: ${GAP_PX}px;
`;

/**
 * How many lines to put in the page before the grid is measured. In a browser none: the grid is
 * measured before the first paint, and cards put in before then for a guessed column count would
 * mostly be made again. Where nothing is laid out at all, every line, as there is no view to window.
 */
function linesBeforeLayout(): number {
  const documentIsLaidOut = typeof document !== 'undefined' && document.documentElement.clientWidth > 0;
  return documentIsLaidOut ? 0 : Number.POSITIVE_INFINITY;
}

export interface WindowedGridProps<Row> {
  rows: readonly Row[];
  getKey: (row: Row) => string;
  renderRow: (row: Row) => ReactNode;
  /** The narrowest a card may be; the grid fits as many columns as the width allows. */
  minColumnWidthPx: number;
  /** A first guess of one line's height, before it is measured. */
  estimatedLineHeightPx: number;
  /** The accessible name of the list. */
  label: string;
}

/**
 * A grid of cards that puts in the page only the lines near the window's
 * view, so a list stays light however many rows it holds. Lines are measured
 * as they render, so cards may differ in height.
 */
export function WindowedGrid<Row>({ rows, getKey, renderRow, minColumnWidthPx, estimatedLineHeightPx, label }: WindowedGridProps<Row>) {
  const trackRef = useRef<HTMLDivElement>(null);
  const { columns, laidOut } = useColumns(trackRef, minColumnWidthPx, GAP_PX);
  const lineCount = Math.ceil(rows.length / columns);
  const firstScreen = useFirstScreen();
  const [linesBeyondView, setLinesBeyondView] = useState(() => (firstScreen.hasShown ? LINES_BEYOND_VIEW : 0));
  useEffect(() => {
    if (linesBeyondView === LINES_BEYOND_VIEW) return undefined;
    return firstScreen.whenIdleAfterShown(() => setLinesBeyondView(LINES_BEYOND_VIEW));
  }, [firstScreen, linesBeyondView]);
  const virtualizer = useWindowVirtualizer({
    count: lineCount,
    estimateSize: () => estimatedLineHeightPx,
    overscan: linesBeyondView,
    scrollMargin: trackRef.current?.offsetTop ?? 0,
  });
  const scrollMargin = virtualizer.options.scrollMargin;
  const lines = laidOut
    ? virtualizer.getVirtualItems().map((line) => ({ index: line.index, key: line.key, top: line.start - scrollMargin }))
    : Array.from({ length: Math.min(lineCount, linesBeforeLayout()) }, (_, index) => ({ index, key: index, top: null }));
  return (
    <Track ref={trackRef} role="list" aria-label={label} style={laidOut ? { height: virtualizer.getTotalSize() } : undefined}>
      {lines.map((line) => (
        <Line
          key={line.key}
          ref={laidOut ? virtualizer.measureElement : undefined}
          data-index={line.index}
          role="presentation"
          $columns={columns}
          $windowed={laidOut}
          style={line.top === null ? undefined : { transform: `translateY(${line.top}px)` }}
        >
          {rows.slice(line.index * columns, (line.index + 1) * columns).map((row, offset) => (
            // biome-ignore lint/a11y/useSemanticElements: an li needs a ul or ol parent, but the windowed lines (role presentation) sit between the list and its items
            <div key={getKey(row)} role="listitem" aria-setsize={rows.length} aria-posinset={line.index * columns + offset + 1}>
              {renderRow(row)}
            </div>
          ))}
        </Line>
      ))}
    </Track>
  );
}
