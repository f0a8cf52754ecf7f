import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, useQuery } from '@tanstack/react-query';
import { createPortalStore, PortalTestProviders } from '../testing/PortalTestProviders';
import { tableKeys } from './pagedList';
import { useDataMutation } from './useDataMutation';

/** No request reaches it: the write below is the test's own, and the list's read never answers until told to. */
const NO_BACKEND = { url: 'http://127.0.0.1:9', anonKey: 'unused' };

function renderWrite(waitsForReloads: boolean | undefined) {
  let answerList: (rows: string[]) => void = () => undefined;
  const store = createPortalStore(NO_BACKEND);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PortalTestProviders store={store} queryClient={queryClient}>
      {children}
    </PortalTestProviders>
  );
  const rendered = renderHook(
    () => {
      const list = useQuery({
        queryKey: [...tableKeys('vehicles').all, 'list'],
        queryFn: () =>
          new Promise<string[]>((resolve) => {
            answerList = resolve;
          }),
        initialData: [],
        staleTime: Number.POSITIVE_INFINITY,
      });
      const write = useDataMutation({
        action: 'importVehicles',
        write: async () => 'committed',
        invalidates: [tableKeys('vehicles')],
        ...(waitsForReloads === undefined ? {} : { waitsForReloads }),
      });
      return { list, write };
    },
    { wrapper },
  );
  return { ...rendered, answerList: (rows: string[]) => answerList(rows) };
}

describe('useDataMutation', () => {
  it('is done once the lists it touched have reloaded, so a dialog closes onto a list that shows the change', async () => {
    const { result, answerList } = renderWrite(undefined);
    let done = false;
    act(() => {
      void result.current.write.mutateAsync(undefined).then(() => {
        done = true;
      });
    });
    await waitFor(() => expect(result.current.list.isFetching).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(done).toBe(false);
    act(() => answerList(['Camry']));
    await waitFor(() => expect(done).toBe(true));
    expect(result.current.list.data).toEqual(['Camry']);
  });

  it('with waitsForReloads false is done when the write is, while the lists reload behind it', async () => {
    const { result, answerList } = renderWrite(false);
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.write.mutateAsync(undefined);
    });
    expect(outcome).toBe('committed');
    expect(result.current.list.isFetching).toBe(true);
    act(() => answerList(['Camry']));
    await waitFor(() => expect(result.current.list.data).toEqual(['Camry']));
  });
});
