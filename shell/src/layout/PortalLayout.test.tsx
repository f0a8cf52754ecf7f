import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { useEffect, useState } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Session } from '@supabase/auth-js';
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

/** The dashboard's figures: busy until they arrive, which the test decides. */
function FiguresScreen({ arrived }: { arrived: boolean }) {
  return <Screen title="Admin Dashboard" busy={!arrived} />;
}

function showPortal(path = '/dashboard', preload: (remote: string) => void = () => {}, figuresArrived = true) {
  const store = createStore();
  store.set(portalConfigAtom, {
    supabaseUrl: 'http://127.0.0.1:9',
    supabaseAnonKey: 'anon',
    remotes: {
      admin_app: 'http://localhost:3001/remoteEntry.js',
      staff_app: 'http://localhost:3002/remoteEntry.js',
      client_app: 'http://localhost:3003/remoteEntry.js',
    },
  });
  store.set(sessionAtom, { user: { id: 'u1', email: 'admin@demo.test' } } as unknown as Session);
  store.set(userRoleAtom, 'admin');
  store.set(authLoadingAtom, false);
  const sections = { preload } as unknown as SectionLoader;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        <DesignSystemProvider>
          <SectionLoaderContext.Provider value={sections}>
            <MemoryRouter initialEntries={[path]}>
              <Routes>
                <Route element={<PortalLayout />}>
                  <Route
                    path="/dashboard"
                    element={
                      figuresArrived ? (
                        <Screen title="Admin Dashboard" actions={<Link to="?tab=figures">Figures</Link>} />
                      ) : (
                        <FiguresScreen arrived={false} />
                      )
                    }
                  />
                  <Route path="/figures-arrived" element={<FiguresScreen arrived />} />
                  <Route path="/admin/vehicles" element={<Screen title="Vehicle Inventory" />} />
                  <Route path="/admin/shipments" element={<SlowSection />} />
                </Route>
              </Routes>
            </MemoryRouter>
          </SectionLoaderContext.Provider>
        </DesignSystemProvider>
      </QueryClientProvider>
    </Provider>,
  );
}

describe('PortalLayout', () => {
  it("fetches the role's section only once the first screen has shown its content", async () => {
    const preload = jest.fn();
    const { unmount } = showPortal('/dashboard', preload, false);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(preload).not.toHaveBeenCalled();

    unmount();
    showPortal('/figures-arrived', preload);
    await waitFor(() => expect(preload).toHaveBeenCalledWith('admin_app'));
  });

  it('adds the notification bell to the header only once the first screen has shown its content', async () => {
    const { unmount } = showPortal('/dashboard', () => {}, false);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(screen.queryByRole('button', { name: /^Notifications/ })).not.toBeInTheDocument();

    unmount();
    showPortal('/figures-arrived');
    expect(await screen.findByRole('button', { name: /^Notifications/ })).toBeInTheDocument();
  });

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

  it('says the portal is offline from the moment the connection drops until it is back', () => {
    showPortal();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByRole('alert')).toHaveTextContent('You are offline. Changes cannot be saved');
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
