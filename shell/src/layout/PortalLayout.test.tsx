import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { useEffect, useState } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import type { Session } from '@supabase/supabase-js';
import { DesignSystemProvider, PageSpinner, Screen } from '@export-portal/shared-ui';
import { authLoadingAtom, portalConfigAtom, sessionAtom, userRoleAtom } from '@export-portal/shared-auth';
import type { SectionLoader } from '../remotes/SectionLoader';
import { SectionLoaderContext } from '../remotes/SectionLoaderContext';
import { PortalLayout } from './PortalLayout';

/** A section whose code is still downloading: a spinner first, its screen a moment later. */
function SlowSection() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLoaded(true), 50);
    return () => clearTimeout(timer);
  }, []);
  return loaded ? <Screen title="Shipment Tracking" /> : <PageSpinner />;
}

function showPortal(path = '/dashboard') {
  const store = createStore();
  store.set(portalConfigAtom, {
    supabaseUrl: 'http://127.0.0.1:9',
    supabaseAnonKey: 'anon',
    remotes: {
      admin_app: 'http://localhost:3001/mf-manifest.json',
      staff_app: 'http://localhost:3002/mf-manifest.json',
      client_app: 'http://localhost:3003/mf-manifest.json',
    },
  });
  store.set(sessionAtom, { user: { id: 'u1', email: 'admin@demo.test' } } as unknown as Session);
  store.set(userRoleAtom, 'admin');
  store.set(authLoadingAtom, false);
  const sections = { preload: () => {} } as unknown as SectionLoader;
  render(
    <Provider store={store}>
      <DesignSystemProvider>
        <SectionLoaderContext.Provider value={sections}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route element={<PortalLayout />}>
                <Route path="/dashboard" element={<Screen title="Admin Dashboard" actions={<Link to="?tab=figures">Figures</Link>} />} />
                <Route path="/admin/vehicles" element={<Screen title="Vehicle Inventory" />} />
                <Route path="/admin/shipments" element={<SlowSection />} />
              </Route>
            </Routes>
          </MemoryRouter>
        </SectionLoaderContext.Provider>
      </DesignSystemProvider>
    </Provider>,
  );
}

describe('PortalLayout', () => {
  it('starts the Tab order with a skip link that jumps to the page heading', async () => {
    showPortal();
    const user = userEvent.setup();
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toHaveFocus();
  });

  it('leaves focus alone on first load, and names the tab after the page', () => {
    showPortal();
    expect(document.body).toHaveFocus();
    expect(document.title).toBe('Admin Dashboard · Export Portal');
  });

  it('moves focus to the new page heading after a sidebar link, so it is announced', async () => {
    showPortal();
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Vehicle Inventory' }));
    const heading = screen.getByRole('heading', { level: 1, name: 'Vehicle Inventory' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(document.title).toBe('Vehicle Inventory · Export Portal');
  });

  it('waits for a section that is still loading to show its heading', async () => {
    showPortal();
    await userEvent.click(screen.getByRole('link', { name: 'Shipment Tracking' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Shipment Tracking' });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('keeps focus where it is when only the search changes', async () => {
    showPortal();
    const figures = screen.getByRole('link', { name: 'Figures' });
    await userEvent.click(figures);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(figures).toHaveFocus();
  });
});
