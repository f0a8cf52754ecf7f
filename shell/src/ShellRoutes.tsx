import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { DesignSystemProvider, PageSpinner } from '@export-portal/shared-ui';
import type { PortalConfig } from '@export-portal/shared-auth/boot';
import { LandingScreen, PortalPages } from './routing/lazyScreens';

/**
 * The landing page needs the design system only; every other page is rendered
 * by the portal's pages, which bring the session, the data layer and the remotes.
 */
export function ShellRoutes({ config }: { config: PortalConfig }) {
  return (
    <Routes>
      <Route
        path="/"
        element={
          <DesignSystemProvider>
            <Suspense fallback={<PageSpinner />}>
              <LandingScreen />
            </Suspense>
          </DesignSystemProvider>
        }
      />
      <Route
        path="*"
        element={
          <Suspense
            fallback={
              <DesignSystemProvider>
                <PageSpinner />
              </DesignSystemProvider>
            }
          >
            <PortalPages config={config} />
          </Suspense>
        }
      />
    </Routes>
  );
}
