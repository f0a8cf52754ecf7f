import type { ComponentType } from 'react';
import { screen, waitFor } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { DEMO_ACCOUNTS, type Role } from '@export-portal/shared-domain';
import { createPortalQueryClient } from '../providers/PortalProviders';
import type { SectionAppProps } from '../sectionApp';
import type { SectionPreparation } from '../sections/SectionRoutes';
import type { RemoteName } from '../sections/sections';
import { createPortalStore, portalClient, signInStore } from './PortalTestProviders';
import type { RealBackend } from './realBackend';
import { renderWithScreens, sectionAt } from './renderSection';

/** Demo ids of the seed: the first client's first vehicle (`a0000000`), shipment (`b0000000`) or customer record (`c0000000`). */
export const seedId = (prefix: 'a0000000' | 'b0000000' | 'c0000000', n: number) => `${prefix}-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** Quiet twice in a row, 50 ms apart: a read ahead starts once its code and the session are there. */
async function quiet(queryClient: QueryClient) {
  let still = 0;
  while (still < 2) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    still = queryClient.isFetching() === 0 ? still + 1 : 0;
  }
}

export interface FirstVisitByAddress {
  remote: RemoteName;
  App: ComponentType<SectionAppProps>;
  prepare: (preparation: SectionPreparation) => Promise<void>;
  role: Role;
  path: string;
}

/**
 * A first visit by address as the shell makes it: the section prepares the page (its code, its
 * reads ahead) with a signed-in client, then shows it with the same cache. Resolves to the backend
 * reads made while the section was prepared and those the page made once shown, nothing busy.
 */
export async function firstVisitByAddress(real: RealBackend, { remote, App, prepare, role, path }: FirstVisitByAddress) {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.role === role);
  if (!account) throw new Error(`No demo account has the role ${role}`);
  const restReads = () => real.network.requests.filter((url) => url.includes('/rest/v1/')).length;
  const store = createPortalStore(real.backend);
  await signInStore(store, account.email, account.password, role);
  const queryClient = createPortalQueryClient();
  const start = restReads();
  await prepare({ pathname: path, search: '', portal: { client: portalClient(store), queryClient } });
  await quiet(queryClient);
  const prepared = restReads();
  await renderWithScreens(sectionAt(remote, App, path, store, queryClient));
  await screen.findByRole('heading', { level: 1 });
  await waitFor(() => {
    if (document.querySelector('[aria-busy="true"]')) throw new Error(`a part of ${path} is still busy`);
  });
  await quiet(queryClient);
  return { readAhead: prepared - start, readOnceShown: restReads() - prepared };
}
