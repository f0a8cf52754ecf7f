import { shortcutTarget } from './shortcuts';
import type { SidebarLink } from './sidebar';

/**
 * The page a sidebar link opens for a signed-in user. Links point straight at
 * it (no redirect hop), and it decides which link is highlighted. The client's
 * 'My Dashboard' (the spec's '/') is the client dashboard, not the landing page.
 */
export function sidebarLinkTarget(link: SidebarLink, role: string | null): string {
  if (link.path === '/dashboard') return '/dashboard';
  if (link.path === '/') return '/client/dashboard';
  return shortcutTarget(link.path, { signedIn: true, role });
}
