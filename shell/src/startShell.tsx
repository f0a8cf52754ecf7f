import { BrowserRouter } from 'react-router-dom';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { bootPortal, PortalProviders } from '@export-portal/shared-auth';
import { SectionLoader } from './remotes/SectionLoader';
import { SectionLoaderContext } from './remotes/SectionLoaderContext';
import { remoteFailurePlugin } from './remotes/remoteFailurePlugin';
import { ShellRoutes } from './ShellRoutes';

/** Reads the deployment's configuration, registers its remotes and renders the portal. */
export function startShell(container: HTMLElement): Promise<void> {
  return bootPortal(container, (config) => {
    registerPlugins([remoteFailurePlugin()]);
    const sections = new SectionLoader({ registerRemotes, loadRemote }, config.remotes);
    return (
      <PortalProviders config={config}>
        <SectionLoaderContext.Provider value={sections}>
          <BrowserRouter>
            <ShellRoutes />
          </BrowserRouter>
        </SectionLoaderContext.Provider>
      </PortalProviders>
    );
  });
}
