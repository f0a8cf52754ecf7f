import { useState, type ReactNode } from 'react';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { DesignSystemProvider } from '@export-portal/shared-ui';
import { portalConfigAtom } from '../config/atoms';
import { AuthSync } from '../session/AuthSync';
import type { PortalConfig } from '../config/portalConfig';

/**
 * Reads retry quietly while their screens already say they failed, and wait for the connection
 * while offline. Writes are never held for later: one made offline fails at once, so nothing is
 * applied after its person saw it fail.
 */
export function createPortalQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 2, refetchOnWindowFocus: false },
      mutations: { networkMode: 'always', retry: false },
    },
  });
}

export interface PortalProvidersProps {
  config: PortalConfig;
  children: ReactNode;
  store?: ReturnType<typeof createStore>;
  queryClient?: QueryClient;
}

/**
 * Everything a portal screen expects above it: the jotai store (holding the
 * configuration and the session, kept in step by AuthSync), the one
 * QueryClient and the design system.
 * Only the shell and a remote's standalone page create these; exposed remote
 * modules read the shell's through the shared singletons.
 */
export function PortalProviders({ config, children, store, queryClient }: PortalProvidersProps) {
  const [portalStore] = useState(() => {
    const created = store ?? createStore();
    created.set(portalConfigAtom, config);
    return created;
  });
  const [client] = useState(() => queryClient ?? createPortalQueryClient());
  return (
    <JotaiProvider store={portalStore}>
      <QueryClientProvider client={client}>
        <DesignSystemProvider>
          <AuthSync />
          {children}
        </DesignSystemProvider>
      </QueryClientProvider>
    </JotaiProvider>
  );
}
