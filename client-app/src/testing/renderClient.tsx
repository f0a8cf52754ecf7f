import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { DEMO_ACCOUNTS } from '@export-portal/shared-domain';
import {
  createPortalStore,
  PortalTestProviders,
  portalClient,
  renderWithScreens,
  signInStore,
  type LocalBackend,
  type PortalStore,
} from '@export-portal/shared-auth/testing';
import ClientApp from '../App';

export type ClientLogin = 'client1' | 'client2' | 'new sign-up';

async function signIn(store: PortalStore, login: ClientLogin) {
  if (login === 'new sign-up') {
    const email = `new.client.${Date.now()}.${Math.random().toString(36).slice(2)}@example.test`;
    const password = 'A-long-enough-passphrase-2026';
    const { error } = await portalClient(store).auth.signUp({ email, password, options: { data: { first_name: 'Nadia', last_name: 'Okafor' } } });
    if (error) throw error;
    return signInStore(store, email, password, 'client');
  }
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.email === `${login}@demo.test`);
  if (!account) throw new Error(`no demo account ${login}`);
  return signInStore(store, account.email, account.password, 'client');
}

/** The client section at a path, as the shell shows it, signed in as a demo client or a client who just signed up. */
export async function renderClient(path: string, backend: LocalBackend, login: ClientLogin = 'client1'): Promise<PortalStore> {
  const store = createPortalStore(backend);
  await signIn(store, login);
  await renderWithScreens(
    <PortalTestProviders store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/client/*" element={<ClientApp basePath="/client" />} />
        </Routes>
      </MemoryRouter>
    </PortalTestProviders>,
  );
  return store;
}
