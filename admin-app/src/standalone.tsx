import { startStandaloneSection } from '@export-portal/shared-auth/standalone';
import AdminApp from './App';

/** This remote alone (`npm run dev -w admin-app`), with the same providers the shell gives it. */
export function startStandalone(container: HTMLElement): Promise<void> {
  return startStandaloneSection(container, { App: AdminApp, remote: 'admin_app' });
}
