import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { keepPreviousData, onlineManager, QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import type { ListPage } from './pagedList';
import { listOutcome } from './listOutcome';

const page = (rows: string[]): ListPage<string> => ({ rows, total: rows.length, page: 1, pageCount: 1 });

/** A list of the page for `search`, read by `read`, with the portal's quiet retries (long apart, so a test sees them pending). */
function renderList(read: (search: string) => Promise<ListPage<string>>, search = 'first') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 2, retryDelay: 60_000 } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return renderHook(
    ({ text }: { text: string }) =>
      listOutcome(useQuery({ queryKey: ['list', text], queryFn: () => read(text), placeholderData: keepPreviousData }), () => undefined),
    { wrapper, initialProps: { text: search } },
  );
}

const refused = () => Promise.reject(new TypeError('Failed to fetch'));

afterEach(() => act(() => onlineManager.setOnline(true)));

describe('listOutcome', () => {
  it('says the first load failed as soon as one attempt fails, while the quiet retries go on', async () => {
    const { result } = renderList(refused);
    await waitFor(() => expect(result.current.error).toBe('The list could not be loaded: the server could not be reached.'));
    expect(result.current.loading).toBe(false);
    expect(result.current.rows).toEqual([]);
  });

  it('shows a failed search as failed, not with the rows of the search before it', async () => {
    const { result, rerender } = renderList((search) => (search === 'first' ? Promise.resolve(page(['Camry', 'Civic'])) : refused()));
    await waitFor(() => expect(result.current.rows).toEqual(['Camry', 'Civic']));
    rerender({ text: 'second' });
    await waitFor(() => expect(result.current.error).toBe('The list could not be loaded: the server could not be reached.'));
    expect(result.current.rows).toEqual([]);
    expect(result.current.total).toBe(0);
  });

  it('says a search that cannot run offline is waiting for the connection, and shows its rows once back', async () => {
    const { result, rerender } = renderList((search) => Promise.resolve(page([`${search} result`])));
    await waitFor(() => expect(result.current.rows).toEqual(['first result']));
    act(() => onlineManager.setOnline(false));
    rerender({ text: 'second' });
    expect(result.current.error).toBe('The list could not be loaded: you are offline. It loads again once the connection is back.');
    expect(result.current.rows).toEqual([]);
    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(result.current.rows).toEqual(['second result']));
    expect(result.current.error).toBeNull();
  });

  it('keeps the rows of its own page when reading them again fails', async () => {
    let fail = false;
    const { result } = renderList(() => (fail ? refused() : Promise.resolve(page(['Camry']))));
    await waitFor(() => expect(result.current.rows).toEqual(['Camry']));
    fail = true;
    // Through the hook's own refetch, as Retry calls it.
    act(() => result.current.onRetry());
    await waitFor(() => expect(result.current.refreshing).toBe(true));
    expect(result.current.rows).toEqual(['Camry']);
    expect(result.current.error).toBeNull();
  });
});
