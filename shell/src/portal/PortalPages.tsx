import { Route, Routes } from 'react-router-dom';
import { createStore } from 'jotai';
import type { QueryClient } from '@tanstack/react-query';
import { NotFound } from '@export-portal/shared-ui';
import {
  createPortalQueryClient,
  dashboardStatsQuery,
  pathWithinSection,
  portalConfigAtom,
  PortalProviders,
  readStoredSessionRole,
  RequireRole,
  sections,
  shortcutPaths,
  supabaseClientAtom,
  type PortalClient,
  type PortalConfig,
} from '@export-portal/shared-auth';
import { federationModule } from '../remotes/federationModule';
import { RemoteSection } from '../remotes/RemoteSection';
import { SectionLoader } from '../remotes/SectionLoader';
import { SectionLoaderContext } from '../remotes/SectionLoaderContext';
import { ShortcutRedirect } from '../routing/ShortcutRedirect';
import { AuthScreen, DashboardScreen, PortalLayout, UnauthorizedScreen } from '../routing/lazyScreens';
import { seesDashboardFigures } from '../screens/Dashboard/useDashboardStats';

interface PortalState {
  store: ReturnType<typeof createStore>;
  queryClient: QueryClient;
  sections: SectionLoader;
}

const states = new WeakMap<PortalConfig, PortalState>();

/**
 * One jotai store, one QueryClient and one set of registered remotes for the
 * page's lifetime, however often the visitor goes back to the landing page.
 */
function portalState(config: PortalConfig): PortalState {
  let state = states.get(config);
  if (!state) {
    const store = createStore();
    store.set(portalConfigAtom, config);
    const queryClient = createPortalQueryClient();
    const client = store.get(supabaseClientAtom);
    state = {
      store,
      queryClient,
      sections: new SectionLoader(
        () => federationModule().then((module) => module.startFederation()),
        config.remotes,
        () => (client ? { client, queryClient } : undefined),
      ),
    };
    states.set(config, state);
    startLoadingTheSection(window.location.pathname, state.sections);
    if (client) readRoleAndFiguresAhead(queryClient, client);
  }
  return state;
}

/**
 * A signed-in visitor's role is read while the portal's pages first render (every page waits for
 * it), and on the dashboard its figures as soon as the role that sees them is known, rather than
 * once the dashboard has rendered: its query then finds them read or on their way (one request
 * either way). Only for a visit that is still on the dashboard.
 */
function readRoleAndFiguresAhead(queryClient: QueryClient, client: PortalClient) {
  void readStoredSessionRole(queryClient, client).then(
    (role) => {
      if (role !== null && window.location.pathname === '/dashboard' && seesDashboardFigures(role))
        void queryClient.prefetchQuery(dashboardStatsQuery(client));
    },
    // A session that cannot be read is the session's own to report, when the page asks for it.
    () => undefined,
  );
}

/**
 * A first visit to a section's page needs the section as well as the session: it is fetched
 * while the session is restored, not once the session is known (the shell's own code for the
 * page is already on its way). The code is public; whether the page shows is still the
 * session's and the database's decision.
 */
function startLoadingTheSection(pathname: string, loader: SectionLoader) {
  const section = sections.find((candidate) => pathWithinSection(candidate, pathname) !== null);
  if (section) loader.preload(section.remote);
}

/** Every page but the landing page: sign-in, the dashboard and the sections, with the session kept in step. */
export function PortalPages({ config }: { config: PortalConfig }) {
  const { store, queryClient, sections: loader } = portalState(config);
  return (
    <PortalProviders config={config} store={store} queryClient={queryClient}>
      <SectionLoaderContext.Provider value={loader}>
        <Routes>
          <Route path="/auth" element={<AuthScreen />} />
          <Route path="/unauthorized" element={<UnauthorizedScreen />} />
          {shortcutPaths.map((path) => (
            <Route key={path} path={path} element={<ShortcutRedirect path={path} />} />
          ))}
          <Route
            element={
              <RequireRole roles={[]}>
                <PortalLayout />
              </RequireRole>
            }
          >
            <Route path="/dashboard" element={<DashboardScreen />} />
            {sections.map((section) => (
              <Route
                key={section.remote}
                path={`${section.basePath}/*`}
                element={
                  <RequireRole roles={section.roles}>
                    <RemoteSection remote={section.remote} basePath={section.basePath} />
                  </RequireRole>
                }
              />
            ))}
          </Route>
          <Route path="*" element={<NotFound homePath="/" homeLabel="Return to Home" />} />
        </Routes>
      </SectionLoaderContext.Provider>
    </PortalProviders>
  );
}
