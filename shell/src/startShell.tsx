import { BrowserRouter } from 'react-router-dom';
import { pathWithinSection, sections } from '@export-portal/shared-auth';
import { bootPortal } from '@export-portal/shared-auth/boot';
import { federationModule } from './remotes/federationModule';
import { ShellRoutes } from './ShellRoutes';
import { AuthScreen, DashboardScreen, PortalLayout } from './routing/lazyScreens';

/**
 * Starts downloading the shell's code for the page opened, which needs no configuration: it
 * downloads while the configuration is read, not once the portal's pages have rendered. A failed
 * download is the page's to report: its own request for the code tries again.
 */
function startDownloadingThePage(pathname: string) {
  if (pathname === '/auth') void AuthScreen.preload();
  if (pathname === '/dashboard') {
    void PortalLayout.preload();
    void DashboardScreen.preload();
  }
  if (sections.some((section) => pathWithinSection(section, pathname) !== null)) {
    void PortalLayout.preload();
    federationModule().catch(() => undefined);
  }
}

/**
 * Reads the deployment's configuration and renders the portal. The landing page is served as
 * finished HTML without this script; every other page starts with the portal's pages.
 */
export function startShell(container: HTMLElement): Promise<void> {
  startDownloadingThePage(window.location.pathname);
  return bootPortal(container, (config) => (
    <BrowserRouter>
      <ShellRoutes config={config} />
    </BrowserRouter>
  ));
}
