import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createPortalQueryClient } from '@export-portal/shared-auth';
import {
  createPortalStore,
  portalClient,
  PortalTestProviders,
  renderWithScreens,
  setupRealBackend,
  signInStore,
} from '@export-portal/shared-auth/testing';
import { DEMO_ACCOUNTS } from '@export-portal/shared-domain';
import AdminApp, { prepare } from './App';

const real = setupRealBackend();

const admin = DEMO_ACCOUNTS.find((account) => account.role === 'admin')!;

/** Demo ids of the seed: the first client's first vehicle, shipment and customer record. */
const seedId = (prefix: string, n: number) => `${prefix}-0000-4000-8000-${String(n).padStart(12, '0')}`;

const restReads = () => real.network.requests.filter((url) => url.includes('/rest/v1/')).length;

async function quiet(queryClient: ReturnType<typeof createPortalQueryClient>) {
  let still = 0;
  // Quiet twice in a row, 50 ms apart: a read ahead starts once its code and the session are there.
  while (still < 2) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    still = queryClient.isFetching() === 0 ? still + 1 : 0;
  }
}

describe('a record page opened by its address', () => {
  it.each([
    ['a vehicle', `/admin/vehicles/${seedId('a0000000', 1)}`],
    ['a customer', `/admin/customers/${seedId('c0000000', 1)}`],
    ['a shipment', `/admin/shipments/${seedId('b0000000', 1)}`],
  ])("reads %s's page while the section loads: shown, the page asks for nothing more", async (_record, path) => {
    const store = createPortalStore(real.backend);
    await signInStore(store, admin.email, admin.password, 'admin');
    const queryClient = createPortalQueryClient();
    const start = restReads();

    await prepare({ pathname: path, search: '', portal: { client: portalClient(store), queryClient } });
    await quiet(queryClient);
    const readAhead = restReads() - start;
    // The record and its parts (documents, history and the rest), each read once.
    expect(readAhead).toBeGreaterThanOrEqual(5);

    await renderWithScreens(
      <PortalTestProviders store={store} queryClient={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/admin/*" element={<AdminApp basePath="/admin" />} />
          </Routes>
        </MemoryRouter>
      </PortalTestProviders>,
    );
    expect(await screen.findByRole('heading', { level: 1 })).not.toHaveTextContent(/not found/i);
    await waitFor(() => expect(document.querySelectorAll('[aria-busy="true"]')).toHaveLength(0));
    await quiet(queryClient);
    expect(restReads() - start).toBe(readAhead);
  });
});
