import type { ComponentType } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { PortalProviders, sectionOf, useOnline, type RemoteName, type SectionAppProps } from '../index';
import { bootPortal } from '../boot/index';
import { OfflineBanner } from '@export-portal/shared-ui';
import { StandaloneGate } from './StandaloneGate';

export interface StandaloneSection {
  App: ComponentType<SectionAppProps>;
  remote: RemoteName;
}

/**
 * A remote's own page (`npm run dev -w <remote>`): its section with the
 * shell's providers, admitting the roles the sections table gives it.
 */
export function startStandaloneSection(container: HTMLElement, { App, remote }: StandaloneSection): Promise<void> {
  const { name, roles } = sectionOf(remote);
  return bootPortal(container, (config) => (
    <PortalProviders config={config}>
      <OfflineNotice />
      <BrowserRouter>
        <StandaloneGate sectionName={name} roles={roles}>
          <App basePath="/" />
        </StandaloneGate>
      </BrowserRouter>
    </PortalProviders>
  ));
}

/** The offline banner, while the portal is offline. */
function OfflineNotice() {
  return useOnline() ? null : <OfflineBanner />;
}
