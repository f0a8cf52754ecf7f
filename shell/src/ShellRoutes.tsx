import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFound, PageSpinner } from '@export-portal/shared-ui';
import { RequireRole, sections, shortcutPaths } from '@export-portal/shared-auth';
import { RemoteSection } from './remotes/RemoteSection';
import { ShortcutRedirect } from './routing/ShortcutRedirect';
import { AuthScreen, DashboardScreen, LandingScreen, PortalLayout, UnauthorizedScreen } from './routing/lazyScreens';

export function ShellRoutes() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <ShellPages />
    </Suspense>
  );
}

function ShellPages() {
  return (
    <Routes>
      <Route path="/" element={<LandingScreen />} />
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
  );
}
