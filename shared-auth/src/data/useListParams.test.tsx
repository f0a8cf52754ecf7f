import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { SEARCH_DEBOUNCE_MS, useListParams } from './useListParams';

const statuses = ['available', 'sold'] as const;

function VehicleListState() {
  const list = useListParams<{ status: (typeof statuses)[number] }>({ status: statuses });
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => navigate(-1)}>
        Back
      </button>
      <input aria-label="Search vehicles" value={list.search} onChange={(event) => list.setSearch(event.target.value)} />
      <button type="button" onClick={() => list.setFilter('status', 'sold')}>
        Sold only
      </button>
      <button type="button" onClick={() => list.setPage(list.page + 1)}>
        Next page
      </button>
      <button type="button" onClick={() => list.setSort({ column: 'year', direction: 'desc' })}>
        Newest model years first
      </button>
      <button type="button" onClick={() => list.setSort(null)}>
        Default order
      </button>
      <button type="button" onClick={list.clearSearch}>
        Clear search
      </button>
      <output aria-label="narrowed">{String(list.narrowed)}</output>
      <output aria-label="request">{JSON.stringify(list.request)}</output>
      <output aria-label="url">{location.search}</output>
    </>
  );
}

const isDay = (value: string): value is string => /^\d{4}-\d{2}-\d{2}$/.test(value);

function DayList() {
  const list = useListParams<{ from: string }>({ from: isDay });
  return <output aria-label="request">{JSON.stringify(list.request)}</output>;
}

function renderAt(...history: string[]) {
  render(
    <MemoryRouter initialEntries={history} initialIndex={history.length - 1}>
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

  it('the box follows the address when it changes by itself, as Back does', async () => {
    renderAt('/admin/vehicles?q=civic', '/admin/vehicles?q=ford');
    expect(screen.getByLabelText('Search vehicles')).toHaveValue('ford');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('Search vehicles')).toHaveValue('civic');
    expect(screen.getByLabelText('url')).toHaveTextContent('?q=civic');
  });

  it('the box keeps what was typed while the address catches up', async () => {
    renderAt('/admin/vehicles');
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('Search vehicles'), '3D8DEB905E71EAD1B');
    expect(screen.getByLabelText('Search vehicles')).toHaveValue('3D8DEB905E71EAD1B');
    expect(screen.getByLabelText('url')).toHaveTextContent('?q=3D8DEB905E71EAD1B');
  });

  it('reads the sort from the URL and leaves it out when the address has none or a malformed one', () => {
    renderAt('/admin/vehicles?sort=year.desc');
    expect(requestShown()).toEqual({ search: '', filters: {}, page: 1, sort: { column: 'year', direction: 'desc' } });
  });

  it.each(['year', 'year.sideways', '.asc'])("asks for the list's own order when the sort reads %p", (sort) => {
    renderAt(`/admin/vehicles?sort=${sort}`);
    expect(requestShown()).toEqual({ search: '', filters: {}, page: 1 });
  });

  it('writes a chosen sort to the URL, starting again at page 1, and removes it for the default order', async () => {
    renderAt('/admin/vehicles?status=sold&page=3');
    await userEvent.click(screen.getByRole('button', { name: 'Newest model years first' }));
    expect(screen.getByLabelText('url')).toHaveTextContent('?status=sold&sort=year.desc');
    expect(requestShown().sort).toEqual({ column: 'year', direction: 'desc' });
    await userEvent.click(screen.getByRole('button', { name: 'Default order' }));
    expect(screen.getByLabelText('url')).toHaveTextContent('?status=sold');
    expect(requestShown().sort).toBeUndefined();
  });

  it('clears the search and every filter at once, keeping the sort', async () => {
    renderAt('/admin/vehicles?q=civic&status=sold&page=2&sort=make.asc');
    expect(screen.getByLabelText('narrowed')).toHaveTextContent('true');
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(screen.getByLabelText('Search vehicles')).toHaveValue('');
    expect(screen.getByLabelText('url')).toHaveTextContent('?sort=make.asc');
    expect(screen.getByLabelText('narrowed')).toHaveTextContent('false');
  });

  it('keeps an open-ended filter the value passes the test for, and ignores any other', () => {
    const { unmount } = render(
      <MemoryRouter initialEntries={['/?from=2026-03-01']}>
        <DayList />
      </MemoryRouter>,
    );
    expect(requestShown().filters).toEqual({ from: '2026-03-01' });
    unmount();
    render(
      <MemoryRouter initialEntries={['/?from=yesterday']}>
        <DayList />
      </MemoryRouter>,
    );
    expect(requestShown().filters).toEqual({});
  });
});

const isYear = (value: string) => /^\d{4}$/.test(value);

function RangeListState() {
  const list = useListParams<{ status: (typeof statuses)[number]; year_from: string; year_to: string }>({
    status: statuses,
    year_from: isYear,
    year_to: isYear,
  });
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => navigate(-1)}>
        Back
      </button>
      <button type="button" onClick={() => list.setFilters({ status: 'sold', year_from: '2015', year_to: '' })}>
        Apply
      </button>
      <output aria-label="request">{JSON.stringify(list.request)}</output>
      <output aria-label="url">{location.search}</output>
    </>
  );
}

describe('useListParams with checked filters', () => {
  it('takes a free-form filter from the URL only when its check accepts it', () => {
    render(
      <MemoryRouter initialEntries={['/admin/vehicles?year_from=2012&year_to=soon']}>
        <RangeListState />
      </MemoryRouter>,
    );
    expect(requestShown()).toEqual({ search: '', filters: { year_from: '2012' }, page: 1 });
  });

  it('sets several filters as one step of the history, opening those given as blank and going back to page 1', async () => {
    render(
      <MemoryRouter initialEntries={['/admin/vehicles', '/admin/vehicles?year_to=2020&page=4']} initialIndex={1}>
        <RangeListState />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByLabelText('url')).toHaveTextContent('?status=sold&year_from=2015');
    expect(requestShown()).toEqual({ search: '', filters: { status: 'sold', year_from: '2015' }, page: 1 });
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('url')).toHaveTextContent('?year_to=2020&page=4');
  });
});
