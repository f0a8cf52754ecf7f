import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test-utils';
import { StatCard } from './StatCard';
import { StatGrid, lastCardSpans, statColumns } from './StatGrid';

/** How many cards the last row holds when `count` cards go in rows of `columns`. */
const lastRow = (count: number, columns: number) => count % columns || columns;

describe('statColumns', () => {
  it.each([
    [3, 2, 2],
    [3, 3, 3],
    [4, 3, 2],
    [4, 4, 4],
    [5, 4, 3],
    [5, 6, 5],
    [7, 3, 3],
    [8, 3, 3],
    [8, 5, 4],
    [8, 6, 4],
    [9, 4, 3],
    [9, 6, 5],
  ])('%i cards with room for %i take %i columns', (count, room, columns) => {
    expect(statColumns(count, room)).toBe(columns);
  });

  it('never leaves one card alone beside empty places, and never uses more columns than fit', () => {
    for (let count = 1; count <= 12; count += 1) {
      for (let room = 1; room <= 6; room += 1) {
        const columns = statColumns(count, room);
        expect(columns).toBeLessThanOrEqual(Math.max(1, Math.min(count, room)));
        if (columns > 1 && lastRow(count, columns) === 1) expect(lastCardSpans(count, columns)).toBe(true);
      }
    }
  });

  it('keeps two columns where two fit, the lone last card taking its whole row', () => {
    expect(statColumns(9, 2)).toBe(2);
    expect(lastCardSpans(9, 2)).toBe(true);
    expect(lastCardSpans(8, 4)).toBe(false);
    expect(lastCardSpans(9, 1)).toBe(false);
  });
});

describe('StatGrid', () => {
  it('keeps its cards, named by their titles, in the group it is given', () => {
    renderWithTheme(
      <StatGrid role="group" aria-label="Users by role">
        <StatCard title="Admins" value="2" />
        <StatCard title="Staff" value="3" />
        <StatCard title="Clients" value="12" />
      </StatGrid>,
    );
    const group = screen.getByRole('group', { name: 'Users by role' });
    expect(group).toContainElement(screen.getByRole('group', { name: 'Clients' }));
  });
});
