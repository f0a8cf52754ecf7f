import { useEffect } from 'react';
import { act, screen } from '@testing-library/react';
import { renderWithTheme } from '../../test-utils';
import { Screen } from './Screen';
import { FirstScreen, ScreenShownProvider, useFirstScreen, useScreenPartLoading } from './screenShown';

function ListPart({ loading }: { loading: boolean }) {
  useScreenPartLoading(loading);
  return <p>{loading ? 'Loading rows' : 'Rows'}</p>;
}

/** A list that joins live updates once the first screen is shown, counting its renders. */
function LiveList({ seen }: { seen: { renders: number; joined: string[] } }) {
  seen.renders += 1;
  const firstScreen = useFirstScreen();
  useEffect(() => firstScreen.afterShown(() => void seen.joined.push('live updates')), [firstScreen, seen]);
  return <p>Rows</p>;
}

describe('Screen', () => {
  it('is a main landmark named by its heading', () => {
    renderWithTheme(<Screen title="Vehicle Inventory" description="Every vehicle in stock." />);
    const main = screen.getByRole('main', { name: 'Vehicle Inventory' });
    expect(main).toHaveAttribute('aria-busy', 'false');
    expect(screen.getByRole('heading', { level: 1, name: 'Vehicle Inventory' })).toBeInTheDocument();
    expect(screen.getByText('Every vehicle in stock.')).toBeInTheDocument();
  });

  it('names the browser tab after its heading', () => {
    const { rerender } = renderWithTheme(<Screen title="Vehicle Inventory" />);
    expect(document.title).toBe('Vehicle Inventory · Export Portal');
    rerender(<Screen title="Customer Management" />);
    expect(document.title).toBe('Customer Management · Export Portal');
  });

  it('has a heading that script can focus but Tab skips', () => {
    renderWithTheme(<Screen title="Shipments" />);
    const heading = screen.getByRole('heading', { level: 1, name: 'Shipments' });
    expect(heading).toHaveAttribute('tabindex', '-1');
    heading.focus();
    expect(heading).toHaveFocus();
  });

  it('marks itself busy while its data loads', () => {
    renderWithTheme(<Screen title="Shipments" busy />);
    expect(screen.getByRole('main', { name: 'Shipments' })).toHaveAttribute('aria-busy', 'true');
  });

  /** A page's first screen, with what waits for it counted. */
  function waitingFirstScreen() {
    const firstScreen = new FirstScreen();
    const started = jest.fn(() => undefined);
    firstScreen.afterShown(started);
    return { firstScreen, started };
  }

  it('is shown once neither it nor a part of it is still reading its first data', () => {
    const { firstScreen, started } = waitingFirstScreen();
    const page = (busy: boolean, listLoading: boolean) => (
      <ScreenShownProvider value={firstScreen}>
        <Screen title="Vehicles" busy={busy}>
          <ListPart loading={listLoading} />
        </Screen>
      </ScreenShownProvider>
    );
    const { rerender } = renderWithTheme(page(true, true));
    rerender(page(false, true));
    expect(started).not.toHaveBeenCalled();
    rerender(page(false, false));
    expect(started).toHaveBeenCalledTimes(1);
  });

  it('is shown at once when it has nothing to read', () => {
    const { firstScreen, started } = waitingFirstScreen();
    renderWithTheme(
      <ScreenShownProvider value={firstScreen}>
        <Screen title="Vehicles">
          <ListPart loading={false} />
        </Screen>
      </ScreenShownProvider>,
    );
    expect(started).toHaveBeenCalledTimes(1);
  });

  it('starts what waits for the first screen without rendering the page again', () => {
    const firstScreen = new FirstScreen();
    const seen = { renders: 0, joined: [] as string[] };
    renderWithTheme(
      <ScreenShownProvider value={firstScreen}>
        <LiveList seen={seen} />
      </ScreenShownProvider>,
    );
    const rendersBefore = seen.renders;
    expect(seen.joined).toEqual([]);
    act(() => firstScreen.reportShown());
    expect(seen.joined).toEqual(['live updates']);
    expect(seen.renders).toBe(rendersBefore);
  });

  it('starts work at once once shown, and a cancelled wait or a stopped start stays stopped', () => {
    const firstScreen = new FirstScreen();
    const cancelled = jest.fn(() => undefined);
    const stop = jest.fn();
    firstScreen.afterShown(cancelled)();
    const stopStarted = firstScreen.afterShown(() => stop);
    firstScreen.reportShown();
    firstScreen.reportShown();
    expect(cancelled).not.toHaveBeenCalled();
    stopStarted();
    expect(stop).toHaveBeenCalledTimes(1);
    const late = jest.fn(() => undefined);
    firstScreen.afterShown(late);
    expect(late).toHaveBeenCalledTimes(1);
  });

  it('shows its actions beside the title and its content below', () => {
    renderWithTheme(
      <Screen title="Documents" actions={<button type="button">Upload Document</button>}>
        <p>No documents found matching your search criteria.</p>
      </Screen>,
    );
    expect(screen.getByRole('button', { name: 'Upload Document' })).toBeInTheDocument();
    expect(screen.getByText('No documents found matching your search criteria.')).toBeInTheDocument();
  });
});
