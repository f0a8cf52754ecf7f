import { BrowserRouter } from 'react-router-dom';
import { bootPortal } from '@export-portal/shared-auth/boot';
import { ShellRoutes } from './ShellRoutes';

/**
 * Reads the deployment's configuration and renders the portal. Only the router,
 * the design system and the landing page start with it; the session, the backend
 * client and the remotes come with the first page that needs them.
 */
export function startShell(container: HTMLElement): Promise<void> {
  return bootPortal(container, (config) => (
    <BrowserRouter>
      <ShellRoutes config={config} />
    </BrowserRouter>
  ));
}
