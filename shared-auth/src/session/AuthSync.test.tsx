import { render, waitFor } from '@testing-library/react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { DEMO_ACCOUNTS } from '@export-portal/shared-domain';
import { portalConfigAtom } from '../config/atoms';
import { PortalProviders } from '../providers/PortalProviders';
import { setupRealBackend } from '../testing/realBackend';
import { createPortalStore, portalClient, type PortalStore } from '../testing/PortalTestProviders';
import { authLoadingAtom, userRoleAtom } from './atoms';

const admin = DEMO_ACCOUNTS.find((account) => account.role === 'admin')!;

const real = setupRealBackend();

const isRoleRead = (url: string) => url.includes('/rest/v1/profiles');
const roleReads = () => real.network.requests.filter(isRoleRead).length;

/**
 * Makes the next `count` role reads fail as a blip between browser and backend
 * does (a gateway answering 502), then lets reads through again.
 */
function failRoleReads(count: number): { failed(): number; restore(): void } {
  const passThrough = globalThis.fetch;
  let failed = 0;
  globalThis.fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (isRoleRead(url) && failed < count) {
      failed += 1;
      return Promise.resolve(new Response(JSON.stringify({ message: 'Bad Gateway' }), { status: 502 }));
    }
    return passThrough(input, init);
  };
  return {
    failed: () => failed,
    restore: () => {
      globalThis.fetch = passThrough;
    },
  };
}

let portalQueries: QueryClient | undefined;

function CacheProbe() {
  portalQueries = useQueryClient();
  return <p>portal</p>;
}

/** Shows the portal's providers, AuthSync among them, and signs the admin in on their client. */
async function signInUnderProviders(): Promise<PortalStore> {
  const store = createPortalStore(real.backend, { session: null, role: null, loading: true });
  const config = store.get(portalConfigAtom)!;
  render(
    <PortalProviders config={config} store={store}>
      <CacheProbe />
    </PortalProviders>,
  );
  await waitFor(() => expect(store.get(authLoadingAtom)).toBe(false));
  const { error } = await portalClient(store).auth.signInWithPassword({ email: admin.email, password: admin.password });
  if (error) throw error;
  await waitFor(() => expect(store.get(userRoleAtom)).not.toBeNull());
  await waitFor(() => expect(store.get(authLoadingAtom)).toBe(false));
  return store;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 500));

describe('AuthSync reading the role at sign-in', () => {
  let blip: ReturnType<typeof failRoleReads> | undefined;
  afterEach(() => {
    blip?.restore();
    blip = undefined;
  });

  it('reads the role once per sign-in', async () => {
    const before = roleReads();
    const store = await signInUnderProviders();
    await settle();
    expect(store.get(userRoleAtom)).toBe('admin');
    expect(roleReads() - before).toBe(1);
  });

  it('a read that fails once, then succeeds, gives the real role', async () => {
    blip = failRoleReads(1);
    const store = await signInUnderProviders();
    expect(blip.failed()).toBe(1);
    expect(store.get(userRoleAtom)).toBe('admin');
  });

  it('two failed reads, then a success, still give the real role', async () => {
    blip = failRoleReads(2);
    const store = await signInUnderProviders();
    expect(blip.failed()).toBe(2);
    expect(store.get(userRoleAtom)).toBe('admin');
  });

  it('three failed reads give client, the role that can see least', async () => {
    blip = failRoleReads(4);
    const store = await signInUnderProviders();
    await settle();
    expect(blip.failed()).toBe(3);
    expect(store.get(userRoleAtom)).toBe('client');
  });
});

describe('AuthSync between users', () => {
  it('drops what was cached for a user when they sign out, so the next user never sees it', async () => {
    const store = await signInUnderProviders();
    portalQueries!.setQueryData(['vehicles', 'list', { search: '', filters: {}, page: 1 }], { rows: ['an admin-only row'] });
    await portalClient(store).auth.signOut({ scope: 'local' });
    await waitFor(() => expect(store.get(userRoleAtom)).toBeNull());
    expect(portalQueries!.getQueryData(['vehicles', 'list', { search: '', filters: {}, page: 1 }])).toBeUndefined();
  });

  it('keeps the cache through a token refresh of the same user', async () => {
    const store = await signInUnderProviders();
    portalQueries!.setQueryData(['vehicles', 'list', { page: 1 }], { rows: ['kept'] });
    await portalClient(store).auth.refreshSession();
    await settle();
    expect(portalQueries!.getQueryData(['vehicles', 'list', { page: 1 }])).toEqual({ rows: ['kept'] });
  });
});
