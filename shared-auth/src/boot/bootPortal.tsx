import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { fetchPortalConfig, PortalConfigError, type PortalConfig } from '../config/portalConfig';
import { ConfigErrorScreen } from './ConfigErrorScreen';

/**
 * Starts a portal page: reads /portal-config.json, then renders the app, or a
 * clear error screen when the configuration is missing or malformed.
 */
export async function bootPortal(container: HTMLElement, renderApp: (config: PortalConfig) => ReactNode, configUrl?: string): Promise<void> {
  const root = createRoot(container);
  try {
    const config = await fetchPortalConfig(configUrl);
    root.render(renderApp(config));
  } catch (error) {
    const reason = error instanceof PortalConfigError ? error.message : String(error);
    root.render(<ConfigErrorScreen reason={reason} />);
  }
}
