import { startStandaloneSection } from '@export-portal/shared-auth/standalone';
import StaffApp from './App';

/** This remote alone (`npm run dev -w staff-app`), with the same providers the shell gives it. */
export function startStandalone(container: HTMLElement): Promise<void> {
  return startStandaloneSection(container, { App: StaffApp, remote: 'staff_app' });
}
