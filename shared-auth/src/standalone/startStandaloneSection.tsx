import type { ComponentType } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { bootPortal } from '../boot/bootPortal';
import { PortalProviders } from '../providers/PortalProviders';
import type { SectionAppProps } from '../sectionApp';
import { StandaloneGate } from './StandaloneGate';

export interface StandaloneSection {
  App: ComponentType<SectionAppProps>;
  sectionName: string;
  roles: readonly string[];
}

/** A remote's own page (`npm run dev -w <remote>`): its section with the shell's providers. */
export function startStandaloneSection(container: HTMLElement, { App, sectionName, roles }: StandaloneSection): Promise<void> {
  return bootPortal(container, (config) => (
    <PortalProviders config={config}>
      <BrowserRouter>
        <StandaloneGate sectionName={sectionName} roles={roles}>
          <App basePath="/" />
        </StandaloneGate>
      </BrowserRouter>
    </PortalProviders>
  ));
}
