import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { SEARCH_DEBOUNCE_MS, useListParams } from './useListParams';

const statuses = ['available', 'sold'] as const;

function VehicleListState() {
  const list = useListParams<{ status: (typeof statuses)[number] }>({ status: statuses });
  const location = useLocation();
  return (
    <>
      <input aria-label="Search vehicles" value={list.search} onChange={(event) => list.setSearch(event.target.value)} />
      <button type="button" onClick={() => list.setFilter('status', 'sold')}>Sold only</button>
      <button type="button" onClick={() => list.setPage(list.page + 1)}>Next page</button>
      <output aria-label="request">{JSON.stringify(list.request)}</output>
      <output aria-label="url">{location.search}</output>
    </>
  );
}

function renderAt(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <VehicleListState />
    </MemoryRouter>,
  );
}

const requestShown = () => JSON.parse(screen.getByLabelText('request').textContent!);

describe('useListParams', () => {
  it('reads search, filters and page from the URL, so a reload or shared link shows the same list', () => {
    renderAt('/admin/vehicles?q=civic&status=sold&page=3');
    expect(screen.getByLabelText('Search vehicles')).toHaveValue('civic');
    expect(requestShown()).toEqual({ search: 'civic', filters: { status: 'sold' }, page: 3 });
  });

  it('ignores a filter value the list does not offer and a page that is not a page', () => {
    renderAt('/admin/vehicles?status=stolen&page=-2');
    expect(requestShown()).toEqual({ search: '', filters: {}, page: 1 });
  });

  it('sends the search once typing pauses, and a new search starts at page 1', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderAt('/admin/vehicles?page=4');
    await user.type(screen.getByLabelText('Search vehicles'), 'ford');
    expect(screen.getByLabelText('url')).toHaveTextContent('?q=ford');
    expect(requestShown().search).toBe('');
    act(() => {
      jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    });
    expect(requestShown()).toEqual({ search: 'ford', filters: {}, page: 1 });
    jest.useRealTimers();
  });

  it('a filter and a page change are written to the URL', async () => {
    renderAt('/admin/vehicles?q=civic&page=2');
    await userEvent.click(screen.getByRole('button', { name: 'Sold only' }));
    expect(screen.getByLabelText('url')).toHaveTextContent('?q=civic&status=sold');
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByLabelText('url')).toHaveTextContent('?q=civic&status=sold&page=2');
  });
});
