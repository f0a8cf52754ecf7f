import type { ComponentType, ReactElement } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import { DEMO_ACCOUNTS, type Role } from '@export-portal/shared-domain';
import type { SectionAppProps } from '../sectionApp';
import { SCREEN_DOWNLOADING_LABEL, screenDownloadsSettled } from '../sections/lazyScreen';
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
 * path, with the portal's providers, signed in to a real backend, and resolves
 * once the screen's code has arrived.
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
  await renderWithScreens(sectionAt(remote, App, path, store));
  return store;
}

/** A remote's section at a path, mounted at its base path with the portal's providers (and a given cache). */
export function sectionAt(
  remote: RemoteName,
  App: ComponentType<SectionAppProps>,
  path: string,
  store: PortalStore,
  queryClient?: QueryClient,
): ReactElement {
  const { basePath } = sectionOf(remote);
  return (
    <PortalTestProviders store={store} {...(queryClient ? { queryClient } : {})}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={`${basePath}/*`} element={<App basePath={basePath} />} />
        </Routes>
      </MemoryRouter>
    </PortalTestProviders>
  );
}

/**
 * Does what shows another screen (a render, a click on a link) and waits, as a visitor
 * would, for the screen's code to arrive. A navigation is a transition: the last screen
 * stays until the next one is there, so the action runs inside an awaited act.
 */
export async function waitForScreenAfter(action: () => unknown): Promise<void> {
  await act(async () => {
    await action();
    await screenDownloadsSettled();
  });
  // React reveals content that replaces a fallback a moment later, not in the same task.
  await waitFor(() => {
    if (screen.queryByRole('status', { name: SCREEN_DOWNLOADING_LABEL })) throw new Error('the screen is still downloading');
  });
}

/** Renders a section's tree and waits, as a visitor would, for the screens it downloads to arrive. */
export function renderWithScreens(ui: ReactElement): Promise<void> {
  return waitForScreenAfter(() => render(ui));
}
