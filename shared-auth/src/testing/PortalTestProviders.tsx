import { useState, type ReactNode } from 'react';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Session } from '@supabase/auth-js';
import { DEMO_ACCOUNTS, type Role } from '@export-portal/shared-domain';
import { DesignSystemProvider } from '@export-portal/shared-ui';
import { portalConfigAtom, supabaseClientAtom } from '../config/atoms';
import type { PortalClient } from '../config/backendClient';
import type { PortalConfig } from '../config/portalConfig';
import { authLoadingAtom, sessionAtom, userRoleAtom } from '../session/atoms';

export type PortalStore = ReturnType<typeof createStore>;

export interface SignedInState {
  session: Session | null;
  role: string | null;
  loading?: boolean;
}

interface BackendAddress {
  url: string;
  anonKey: string;
}

const configs = new WeakMap<BackendAddress, PortalConfig>();

/** One configuration per backend, so every store of a test file shares one Supabase client, as a page does. */
function configFor(backend: BackendAddress): PortalConfig {
  let config = configs.get(backend);
  if (!config) {
    config = {
      supabaseUrl: backend.url,
      supabaseAnonKey: backend.anonKey,
      remotes: {
        admin_app: 'http://localhost:3001/mf-manifest.json',
        staff_app: 'http://localhost:3002/mf-manifest.json',
        client_app: 'http://localhost:3003/mf-manifest.json',
      },
    };
    configs.set(backend, config);
  }
  return config;
}

/**
 * A jotai store as the portal's providers would hold it, pointing at a real
 * backend. The session atoms are set by the test rather than by AuthSync, so a
 * screen can be shown in any auth state.
 */
export function createPortalStore(backend: BackendAddress, auth: SignedInState = { session: null, role: null }): PortalStore {
  const store = createStore();
  store.set(portalConfigAtom, configFor(backend));
  store.set(sessionAtom, auth.session);
  store.set(userRoleAtom, auth.role);
  store.set(authLoadingAtom, auth.loading ?? false);
  return store;
}

export function portalClient(store: PortalStore): PortalClient {
  const client = store.get(supabaseClientAtom);
  if (!client) throw new Error('the store has no portal configuration');
  return client;
}

/** Signs the store's own client in and records the session and role, as AuthSync would. */
export async function signInStore(store: PortalStore, email: string, password: string, role: string): Promise<Session> {
  const { data, error } = await portalClient(store).auth.signInWithPassword({ email, password });
  if (error || !data.session) throw new Error(`sign-in as ${email} failed: ${error?.message}`);
  store.set(sessionAtom, data.session);
  store.set(userRoleAtom, role);
  store.set(authLoadingAtom, false);
  return data.session;
}

/** A backend client signed in as the first demo account of `role`, for tests that call reads and writes directly. */
export async function signedInDemoClient(backend: BackendAddress, role: Role): Promise<PortalClient> {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.role === role)!;
  const store = createPortalStore(backend);
  await signInStore(store, account.email, account.password, role);
  return portalClient(store);
}

/** The portal's providers over a test's store; a test may bring the page's own QueryClient (`createPortalQueryClient`). */
export function PortalTestProviders({ store, queryClient: given, children }: { store: PortalStore; queryClient?: QueryClient; children: ReactNode }) {
  const [queryClient] = useState(() => given ?? new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  return (
    <JotaiProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <DesignSystemProvider>{children}</DesignSystemProvider>
      </QueryClientProvider>
    </JotaiProvider>
  );
}

/** Ends the session of the backend's shared client between tests; the backend keeps the account. */
export async function signOutPortalClient(backend: BackendAddress): Promise<void> {
  await portalClient(createPortalStore(backend)).auth.signOut({ scope: 'local' });
}
