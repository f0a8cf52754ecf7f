import type { ComponentType } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { DEMO_ACCOUNTS, type Role } from '@export-portal/shared-domain';
import type { SectionAppProps } from '../sectionApp';
import { sectionOf, type RemoteName } from '../sections/sections';
import { createPortalStore, PortalTestProviders, signInStore, type PortalStore } from './PortalTestProviders';
import type { LocalBackend } from './localBackend';

export interface RenderSectionOptions {
  backend: LocalBackend;
  /** Signs in as this role's demo account first. */
  role: Role;
}

/**
 * Shows a remote's section at a path as the shell would: mounted at its base
 * path, with the portal's providers, signed in to a real backend.
 */
export async function renderSection(
  remote: RemoteName,
  App: ComponentType<SectionAppProps>,
  path: string,
  { backend, role }: RenderSectionOptions,
): Promise<PortalStore> {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.role === role);
  if (!account) throw new Error(`No demo account has the role ${role}`);
  const store = createPortalStore(backend);
  await signInStore(store, account.email, account.password, role);
  const { basePath } = sectionOf(remote);
  render(
    <PortalTestProviders store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={`${basePath}/*`} element={<App basePath={basePath} />} />
        </Routes>
      </MemoryRouter>
    </PortalTestProviders>,
  );
  return store;
}
