import { useState } from 'react';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test-utils';
import { SearchableList, type ListOutcome } from './SearchableList';
import type { ListColumn, ListSort } from './ListTable';
import { listViewStorageKey } from './useListView';

interface Vehicle {
  id: string;
  name: string;
  year: number;
}

const vehicles: Vehicle[] = Array.from({ length: 12 }, (_, index) => ({ id: `v${index + 1}`, name: `Vehicle ${index + 1}`, year: 2010 + index }));

const columns: ListColumn<Vehicle>[] = [
  { header: 'Name', cell: (vehicle) => vehicle.name },
  { header: 'Year', cell: (vehicle) => vehicle.year, sort: 'year', numeric: true },
];

const outcome = (overrides: Partial<ListOutcome<Vehicle>> = {}): ListOutcome<Vehicle> => ({
  loading: false,
  refreshing: false,
  error: null,
  onRetry: jest.fn(),
  rows: vehicles,
  total: 120,
  page: 1,
  pageCount: 3,
  onPageChange: jest.fn(),
  ...overrides,
});

interface TableProps {
  withColumns?: boolean;
  sort?: ListSort | null;
  onSortChange?: (sort: ListSort | null) => void;
  viewer?: string;
  onClearSearch?: () => void;
}

function VehicleList({
  state,
  onSearch = jest.fn(),
  withColumns = false,
  ...table
}: { state: ListOutcome<Vehicle>; onSearch?: (text: string) => void } & TableProps) {
  const [search, setSearch] = useState('');
  return (
    <SearchableList
      label="Vehicles"
      noun={['vehicle', 'vehicles']}
      searchLabel="Search vehicles"
      search={search}
      onSearchChange={(text) => {
        setSearch(text);
        onSearch(text);
      }}
      outcome={state}
      emptyText="No vehicles found matching your search criteria."
      getKey={(vehicle) => vehicle.id}
      renderRow={(vehicle) => <article aria-label={vehicle.name}>{vehicle.name}</article>}
      {...(withColumns ? { columns } : {})}
      {...table}
    />
  );
}

describe('SearchableList', () => {
  it('shows the spinner, and no count or empty text, while the first page loads', () => {
    renderWithTheme(<VehicleList state={outcome({ loading: true, rows: [], total: 0 })} />);
    expect(screen.getByRole('status', { name: 'Loading vehicles' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Vehicles' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('No vehicles found matching your search criteria.')).not.toBeInTheDocument();
  });

  it('says the server is not answering, with Retry, when the first page has not come within three seconds', async () => {
    jest.useFakeTimers();
    try {
      const onRetry = jest.fn();
      renderWithTheme(<VehicleList state={outcome({ loading: true, rows: [], total: 0, onRetry })} />);
      act(() => {
        jest.advanceTimersByTime(2_900);
      });
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      act(() => {
        jest.advanceTimersByTime(100);
      });
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent('The list could not be loaded yet: the server is not answering. Still trying…');
      within(alert).getByRole('button', { name: 'Retry' }).click();
      expect(onRetry).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows every row it is given as a list item, and how many match over all pages', async () => {
    renderWithTheme(<VehicleList state={outcome()} />);
    expect(screen.getByRole('status')).toHaveTextContent('120 vehicles');
    const list = await screen.findByRole('list', { name: 'Vehicles' });
    expect(await within(list).findAllByRole('listitem')).toHaveLength(12);
    expect(within(list).getByRole('article', { name: 'Vehicle 12' })).toBeInTheDocument();
  });

  it('shows the given empty text verbatim when nothing matches', () => {
    renderWithTheme(<VehicleList state={outcome({ rows: [], total: 0, pageCount: 1 })} />);
    expect(screen.getByText('No vehicles found matching your search criteria.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('0 vehicles');
    expect(screen.queryByRole('navigation', { name: 'Vehicles pages' })).not.toBeInTheDocument();
  });

  it('shows a failure with Retry instead of an empty list', async () => {
    const state = outcome({ error: 'The list could not be loaded.', rows: [] });
    renderWithTheme(<VehicleList state={state} />);
    expect(screen.getByText('The list could not be loaded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(state.onRetry).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('No vehicles found matching your search criteria.')).not.toBeInTheDocument();
  });

  it('passes what is typed in the search box on', async () => {
    const onSearch = jest.fn();
    renderWithTheme(<VehicleList state={outcome()} onSearch={onSearch} />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search vehicles' }), 'ab');
    expect(onSearch).toHaveBeenLastCalledWith('ab');
  });

  it('moves between pages, with Previous disabled on the first', async () => {
    const state = outcome();
    renderWithTheme(<VehicleList state={state} />);
    const pages = screen.getByRole('navigation', { name: 'Vehicles pages' });
    expect(within(pages).getByText('Page 1 of 3')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(state.onPageChange).toHaveBeenCalledWith(2);
  });

  it('moving to another page brings the top of the list into view and puts focus on it', async () => {
    const scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    const state = outcome();
    renderWithTheme(<VehicleList state={state} />);
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Vehicles pages' })).getByRole('button', { name: 'Next' }));
    const region = screen.getByRole('region', { name: 'Vehicles' });
    expect(state.onPageChange).toHaveBeenCalledWith(2);
    expect(scrollIntoView.mock.contexts[0]).toBe(region);
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'start' });
    expect(region).toHaveFocus();
    delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
  });

  it('offers Clear search under the empty text while a search or filter narrows the list', async () => {
    const onClearSearch = jest.fn();
    renderWithTheme(<VehicleList state={outcome({ rows: [], total: 0, pageCount: 1 })} onClearSearch={onClearSearch} />);
    expect(screen.getByText('No vehicles found matching your search criteria.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(onClearSearch).toHaveBeenCalledTimes(1);
  });

  it('says how rows come to be there when nothing narrows an empty list', () => {
    renderWithTheme(<VehicleList state={outcome({ rows: [], total: 0, pageCount: 1 })} />);
    expect(screen.getByText('Vehicles appear here as soon as they are recorded.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
  });

  describe('table view', () => {
    afterEach(() => window.localStorage.clear());

    it('offers no choice of view to a list without columns', () => {
      renderWithTheme(<VehicleList state={outcome()} />);
      expect(screen.queryByRole('group', { name: 'View' })).not.toBeInTheDocument();
    });

    it('switches between cards and a table of every row, the pressed button saying which', async () => {
      renderWithTheme(<VehicleList state={outcome()} withColumns />);
      const view = screen.getByRole('group', { name: 'View' });
      expect(within(view).getByRole('button', { name: 'Cards' })).toHaveAttribute('aria-pressed', 'true');
      await userEvent.click(within(view).getByRole('button', { name: 'Table' }));
      expect(within(view).getByRole('button', { name: 'Table' })).toHaveAttribute('aria-pressed', 'true');
      expect(within(view).getByRole('button', { name: 'Cards' })).toHaveAttribute('aria-pressed', 'false');
      const table = screen.getByRole('table', { name: 'Vehicles' });
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((header) => header.textContent),
      ).toEqual(['Name', 'Year']);
      expect(within(table).getAllByRole('row')).toHaveLength(1 + 12);
      expect(within(table).getByRole('row', { name: 'Vehicle 12 2021' })).toBeInTheDocument();
      expect(screen.queryByRole('list', { name: 'Vehicles' })).not.toBeInTheDocument();
      expect(screen.getByRole('region', { name: 'Vehicles table' })).toHaveAttribute('tabindex', '0');
    });

    it("asks the server for a column's order from its header: ascending, then descending, then the list's own", async () => {
      const onSortChange = jest.fn();
      const { rerender } = renderWithTheme(<VehicleList state={outcome()} withColumns onSortChange={onSortChange} />);
      await userEvent.click(screen.getByRole('button', { name: 'Table' }));
      expect(screen.queryByRole('button', { name: 'Name' })).not.toBeInTheDocument();
      const year = () => screen.getByRole('columnheader', { name: 'Year' });
      expect(year()).not.toHaveAttribute('aria-sort');
      await userEvent.click(within(year()).getByRole('button', { name: 'Year' }));
      expect(onSortChange).toHaveBeenLastCalledWith({ column: 'year', direction: 'asc' });

      rerender(<VehicleList state={outcome()} withColumns onSortChange={onSortChange} sort={{ column: 'year', direction: 'asc' }} />);
      expect(year()).toHaveAttribute('aria-sort', 'ascending');
      await userEvent.click(within(year()).getByRole('button', { name: 'Year' }));
      expect(onSortChange).toHaveBeenLastCalledWith({ column: 'year', direction: 'desc' });

      rerender(<VehicleList state={outcome()} withColumns onSortChange={onSortChange} sort={{ column: 'year', direction: 'desc' }} />);
      expect(year()).toHaveAttribute('aria-sort', 'descending');
      await userEvent.click(within(year()).getByRole('button', { name: 'Year' }));
      expect(onSortChange).toHaveBeenLastCalledWith(null);
    });

    it('remembers the view per user and list, and shows it on the first render', async () => {
      const first = renderWithTheme(<VehicleList state={outcome()} withColumns viewer="user-a" />);
      await userEvent.click(screen.getByRole('button', { name: 'Table' }));
      expect(window.localStorage.getItem(listViewStorageKey('user-a', 'Vehicles'))).toBe('table');
      first.unmount();

      const again = renderWithTheme(<VehicleList state={outcome()} withColumns viewer="user-a" />);
      expect(screen.getByRole('table', { name: 'Vehicles' })).toBeInTheDocument();
      again.unmount();

      renderWithTheme(<VehicleList state={outcome()} withColumns viewer="user-b" />);
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Cards' })).toHaveAttribute('aria-pressed', 'true');
    });
  });
});
