import { isSamePage, roleHome, sidebarLinkTarget, type SidebarLink } from '@export-portal/shared-auth';

/** The sidebar's dashboard entry: 'Dashboard' for admin and staff (/dashboard), 'My Dashboard' for clients ('/'). */
function isDashboardLink(link: SidebarLink): boolean {
  return link.path === '/dashboard' || link.path === '/';
}

/**
 * Whether a sidebar link is the page that is open. Besides its own page, the
 * dashboard entry stands for both dashboards a role has: the shared /dashboard
 * and the home of the role's section (/admin/, /staff/, /client/), where
 * signing in lands, so some entry is always current after sign-in.
 */
export function isCurrentLink(link: SidebarLink, role: string | null, pathname: string): boolean {
  if (isSamePage(pathname, sidebarLinkTarget(link, role))) return true;
  return isDashboardLink(link) && (isSamePage(pathname, '/dashboard') || isSamePage(pathname, roleHome(role)));
}
