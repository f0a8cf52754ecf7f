import { Route, Routes } from 'react-router-dom';
import { DesignSystemProvider } from '@export-portal/shared-ui';
import type { PortalConfig } from '@export-portal/shared-auth/boot';
import { LandingScreen, PortalPages } from './routing/lazyScreens';

/**
 * The landing page needs the design system only; every other page is rendered
 * by the portal's pages, which bring the session, the data layer and the remotes.
 * Both show a spinner of their own while they download.
 */
export function ShellRoutes({ config }: { config: PortalConfig }) {
  return (
    <Routes>
      <Route
        path="/"
        element={
          <DesignSystemProvider>
            <LandingScreen />
          </DesignSystemProvider>
        }
      />
      <Route path="*" element={<PortalPages config={config} />} />
    </Routes>
  );
}
