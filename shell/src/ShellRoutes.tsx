import { Route, Routes } from 'react-router-dom';
import { DesignSystemProvider } from '@export-portal/shared-ui';
import type { PortalConfig } from '@export-portal/shared-auth/boot';
import { PortalPages } from './portal/PortalPages';
import { LandingScreen } from './routing/lazyScreens';

/**
 * The landing page needs the design system only (a first visit gets it as finished
 * HTML; this route shows it when the portal navigates back to it); every other page
 * is rendered by the portal's pages, which bring the session, the data layer and the remotes.
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
