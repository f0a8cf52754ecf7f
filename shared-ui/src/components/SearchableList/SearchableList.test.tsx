import { useState } from 'react';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test-utils';
import { SearchableList, type ListOutcome } from './SearchableList';

interface Vehicle {
  id: string;
  name: string;
}

const vehicles: Vehicle[] = Array.from({ length: 12 }, (_, index) => ({ id: `v${index + 1}`, name: `Vehicle ${index + 1}` }));

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

function VehicleList({ state, onSearch = jest.fn() }: { state: ListOutcome<Vehicle>; onSearch?: (text: string) => void }) {
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
});
