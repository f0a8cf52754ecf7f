import { act, screen, waitFor, within } from '@testing-library/react';
import { FirstScreen, ScreenShownProvider } from '../../index';
import { renderWithTheme } from '../../test-utils';
import { WindowedGrid } from './WindowedGrid';

const rows = Array.from({ length: 1000 }, (_, index) => ({ id: `row-${index + 1}` }));

function Grid() {
  return (
    <WindowedGrid
      label="Vehicles"
      rows={rows}
      getKey={(row) => row.id}
      renderRow={(row) => <span>{row.id}</span>}
      minColumnWidthPx={280}
      estimatedLineHeightPx={200}
    />
  );
}

describe('WindowedGrid', () => {
  afterEach(() => jest.restoreAllMocks());

  /** A 600 px wide grid whose lines are 200 px high, in a 768 px high window. */
  function layOutLines() {
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
      width: 600,
      height: 200,
      top: 0,
      left: 0,
      right: 600,
      bottom: 200,
      x: 0,
      y: 0,
      toJSON: () => ({}),
    });
    jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(200);
  }

  it('puts in the page only the lines near the view of a laid-out window, fitting columns to the width', async () => {
    layOutLines();
    renderWithTheme(<Grid />);
    const list = screen.getByRole('list', { name: 'Vehicles' });
    const items = await within(list).findAllByRole('listitem');
    expect(items.length).toBeGreaterThanOrEqual(4);
    expect(items.length).toBeLessThanOrEqual(2 * 10);
    expect(items[0]).toHaveAttribute('aria-posinset', '1');
    expect(items[0]).toHaveAttribute('aria-setsize', '1000');
    expect(list).toHaveStyle({ height: `${500 * 200}px` });
  });

  it("on the page's first screen, puts in only the lines in view until it is shown and the browser is idle, then two lines beyond", async () => {
    layOutLines();
    const firstScreen = new FirstScreen(false);
    renderWithTheme(
      <ScreenShownProvider value={firstScreen}>
        <Grid />
      </ScreenShownProvider>,
    );
    const list = screen.getByRole('list', { name: 'Vehicles' });
    // Four 200 px lines of two cards reach into the 768 px view.
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(8));
    act(() => firstScreen.reportShown());
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(12), { timeout: 2_000 });
    expect(within(list).getAllByRole('listitem').at(-1)).toHaveAttribute('aria-posinset', '12');
  });

  it('puts every row in the page where nothing is laid out', () => {
    renderWithTheme(<Grid />);
    expect(within(screen.getByRole('list', { name: 'Vehicles' })).getAllByRole('listitem')).toHaveLength(1000);
  });

  it('before the grid is measured, puts no card in a laid-out page: the measurement comes before the first paint', () => {
    // The page has layout, but the grid has no width yet: what its first render sees.
    jest.spyOn(document.documentElement, 'clientWidth', 'get').mockReturnValue(1024);
    renderWithTheme(<Grid />);
    expect(within(screen.getByRole('list', { name: 'Vehicles' })).queryAllByRole('listitem')).toEqual([]);
  });
});
