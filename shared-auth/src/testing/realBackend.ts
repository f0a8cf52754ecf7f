import { act, configure } from '@testing-library/react';
import { toast } from '@export-portal/shared-ui';
import { installNodeFetch, startLocalBackend, type LocalBackend } from './localBackend';
import { signOutPortalClient } from './PortalTestProviders';

export interface RealBackend {
  readonly backend: LocalBackend;
  readonly network: ReturnType<typeof installNodeFetch>;
}

/**
 * Registers the hooks of a test file whose components talk to a real
 * local-supabase over HTTP: the Jest worker's backend, as new for the file,
 * Node's fetch for supabase-js, and a clean slate (no toast, nobody signed in)
 * after each test.
 */
export function setupRealBackend(): RealBackend {
  // A two-core machine running two such files at once, each beside its own backend, needs more
  // than the default waits: a screen's reads queue behind the other file's.
  jest.setTimeout(60_000);
  configure({ asyncUtilTimeout: 15_000 });

  const state: { backend?: LocalBackend; network?: ReturnType<typeof installNodeFetch> } = {};

  beforeAll(async () => {
    // The screens' updates come from a real server over the network, outside act(), as in a
    // browser: React is told so, as for end-to-end tests, rather than warning of every one.
    // Testing Library still wraps its own renders and events in act().
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    state.network = installNodeFetch();
    state.backend = await startLocalBackend();
  }, 60_000);

  afterAll(async () => {
    await state.backend?.stop();
    state.network?.restore();
  });

  afterEach(async () => {
    act(() => {
      toast.dismiss();
    });
    if (state.backend) await signOutPortalClient(state.backend);
  });

  return {
    get backend() {
      if (!state.backend) throw new Error('the backend starts in beforeAll');
      return state.backend;
    },
    get network() {
      if (!state.network) throw new Error('the network starts in beforeAll');
      return state.network;
    },
  };
}
