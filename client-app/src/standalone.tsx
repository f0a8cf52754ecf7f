import { startStandaloneSection } from '@export-portal/shared-auth/standalone';
import ClientApp from './App';

/** This remote alone (`npm run dev -w client-app`), with the same providers the shell gives it. */
export function startStandalone(container: HTMLElement): Promise<void> {
  return startStandaloneSection(container, { App: ClientApp, remote: 'client_app' });
}
