import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test-utils';
import { Screen } from './Screen';
import { ScreenShownProvider, useScreenPartLoading } from './screenShown';

function ListPart({ loading }: { loading: boolean }) {
  useScreenPartLoading(loading);
  return <p>{loading ? 'Loading rows' : 'Rows'}</p>;
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

  it('is shown once neither it nor a part of it is still reading its first data', () => {
    const reportShown = jest.fn();
    const page = (busy: boolean, listLoading: boolean) => (
      <ScreenShownProvider value={{ shown: false, reportShown }}>
        <Screen title="Vehicles" busy={busy}>
          <ListPart loading={listLoading} />
        </Screen>
      </ScreenShownProvider>
    );
    const { rerender } = renderWithTheme(page(true, true));
    rerender(page(false, true));
    expect(reportShown).not.toHaveBeenCalled();
    rerender(page(false, false));
    expect(reportShown).toHaveBeenCalled();
  });

  it('is shown at once when it has nothing to read', () => {
    const reportShown = jest.fn();
    renderWithTheme(
      <ScreenShownProvider value={{ shown: false, reportShown }}>
        <Screen title="Vehicles">
          <ListPart loading={false} />
        </Screen>
      </ScreenShownProvider>,
    );
    expect(reportShown).toHaveBeenCalled();
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
