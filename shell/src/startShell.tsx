import { BrowserRouter } from 'react-router-dom';
import { pathWithinSection, sections } from '@export-portal/shared-auth';
import { bootPortal } from '@export-portal/shared-auth/boot';
import { federationModule } from './remotes/federationModule';
import { ShellRoutes } from './ShellRoutes';
import { PortalPages } from './routing/lazyScreens';

/**
 * Reads the deployment's configuration and renders the portal. Only the router,
 * the design system and the landing page start with it; the session, the backend
 * client and the remotes come with the first page that needs them.
 */
export function startShell(container: HTMLElement): Promise<void> {
  // Every page but the landing page is rendered by the portal's pages: they download while the configuration is read.
  const { pathname } = window.location;
  if (pathname !== '/') void PortalPages.preload();
  // A section's page also needs the federation runtime, which needs no configuration: it downloads now
  // too. A failed download is the section's to report: its own request for the runtime tries again.
  if (sections.some((section) => pathWithinSection(section, pathname) !== null)) federationModule().catch(() => undefined);
  return bootPortal(container, (config) => (
    <BrowserRouter>
      <ShellRoutes config={config} />
    </BrowserRouter>
  ));
}
