import { Children, type ComponentProps } from 'react';
import styled, { css } from 'styled-components';
import { useScreenPartLoading } from '../Screen/screenShown';

/** The narrowest a stat card may be, and the gap between cards, in pixels. */
const CARD_MIN_PX = 192;
const GAP_PX = 16;
/** The most cards one row ever holds. */
const MOST_COLUMNS = 6;

/**
 * How many columns `count` cards take when `room` fit side by side: the fewest rows, then the
 * fewest empty places in the last, and never one card alone on a last row beside empty places
 * (4 cards in room for 3 make two rows of 2; 8 in room for 5 make two rows of 4). Where no
 * number of columns avoids that (3 cards in room for 2), as many as fit, and the last card
 * spans its row (`lastCardSpans`).
 */
export function statColumns(count: number, room: number): number {
  const most = Math.max(1, Math.min(count, room));
  let best = most;
  let bestRows = Number.POSITIVE_INFINITY;
  let bestEmpty = Number.POSITIVE_INFINITY;
  for (let columns = most; columns > 1; columns -= 1) {
    const last = count % columns || columns;
    const rows = Math.ceil(count / columns);
    const empty = columns - last;
    if (last === 1 || rows > bestRows || (rows === bestRows && empty >= bestEmpty)) continue;
    best = columns;
    bestRows = rows;
    bestEmpty = empty;
  }
  return best;
}

/** Whether the last of `count` cards in `columns` would stand alone, and so takes its whole row. */
export const lastCardSpans = (count: number, columns: number) => columns > 1 && count % columns === 1;

/** The width from which `columns` cards fit side by side. */
const widthFor = (columns: number) => columns * CARD_MIN_PX + (columns - 1) * GAP_PX;

const Room = styled.div`
  container: stat-grid / inline-size;
`;

const Grid = styled.div<{ $count: number }>`
  display: grid;
  gap: ${GAP_PX}px;
  grid-template-columns: minmax(0, 1fr);

  ${({ $count }) =>
    Array.from({ length: MOST_COLUMNS - 1 }, (_, index) => index + 2).map(
      (room) => css`
        @container stat-grid (min-width: ${widthFor(room)}px) {
          grid-template-columns: repeat(${statColumns($count, room)}, minmax(0, 1fr));

          & > :last-child {
            grid-column: ${lastCardSpans($count, statColumns($count, room)) ? '1 / -1' : 'auto'};
          }
        }
      `,
    )}
`;

/**
 * The grid of a screen's stat cards. Its columns follow the width it is given (not the window's,
 * which the sidebar shares) and the number of cards, so no card is ever alone beside empty places.
 * While `aria-busy`, its figures are still being read, and the screen is not yet shown.
 */
export function StatGrid({ children, ...rest }: ComponentProps<'div'>) {
  useScreenPartLoading(rest['aria-busy'] === true);
  return (
    <Room>
      <Grid $count={Children.toArray(children).length} {...rest}>
        {children}
      </Grid>
    </Room>
  );
}
