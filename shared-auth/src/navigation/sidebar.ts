import { ROLES } from '@export-portal/shared-domain';
import { homeSectionOf, sections } from '../sections/sections';
import { canonicalPath } from './canonicalPath';
import { shortcutTarget, type ShortcutPath } from './shortcuts';

export type SidebarIcon =
  | 'dashboard'
  | 'vehicles'
  | 'customers'
  | 'finance'
  | 'shipments'
  | 'containers'
  | 'documents'
  | 'reports'
  | 'activity'
  | 'settings'
  | 'inventory'
  | 'track'
  | 'download';

export interface SidebarLink {
  /** The path as the spec names it: /dashboard, '/' or a role shortcut. */
  path: '/dashboard' | '/' | ShortcutPath;
  label: string;
  icon: SidebarIcon;
}

const adminLinks: SidebarLink[] = [
  { path: '/dashboard', label: 'Dashboard', icon: 'dashboard' },
  { path: '/vehicles', label: 'Vehicle Inventory', icon: 'vehicles' },
  { path: '/customers', label: 'Customer Management', icon: 'customers' },
  { path: '/finance', label: 'Financial Management', icon: 'finance' },
  { path: '/shipments', label: 'Shipment Tracking', icon: 'shipments' },
  { path: '/containers', label: 'Container Management', icon: 'containers' },
  { path: '/documents', label: 'Document Center', icon: 'documents' },
  { path: '/reports', label: 'Reports & Analytics', icon: 'reports' },
  { path: '/activity', label: 'Activity', icon: 'activity' },
  { path: '/settings', label: 'Settings', icon: 'settings' },
];

const staffLinks: SidebarLink[] = [
  { path: '/dashboard', label: 'Dashboard', icon: 'dashboard' },
  { path: '/vehicles', label: 'Vehicle Operations', icon: 'vehicles' },
  { path: '/customers', label: 'Customer Support', icon: 'customers' },
  { path: '/shipments', label: 'Shipment Operations', icon: 'shipments' },
  { path: '/containers', label: 'Containers', icon: 'containers' },
  { path: '/documents', label: 'Document Operations', icon: 'documents' },
];

const clientLinks: SidebarLink[] = [
  { path: '/', label: 'My Dashboard', icon: 'dashboard' },
  { path: '/my-vehicles', label: 'My Vehicles', icon: 'vehicles' },
  { path: '/my-shipments', label: 'My Shipments', icon: 'shipments' },
  { path: '/my-documents', label: 'My Documents', icon: 'documents' },
  { path: '/browse-inventory', label: 'Browse Inventory', icon: 'inventory' },
  { path: '/track-shipment', label: 'Track Shipment', icon: 'track' },
  { path: '/download-documents', label: 'Download Documents', icon: 'download' },
];

/** The sidebar's links by role; a client's, for any role it does not know. */
export function sidebarLinks(role: string | null): SidebarLink[] {
  if (role === 'admin') return adminLinks;
  if (role === 'staff') return staffLinks;
  return clientLinks;
}

/** The header line under the product title: '{role} Portal'. */
export function portalLabel(role: string | null): string {
  const name = role && role.length > 0 ? role : 'client';
  return `${name.charAt(0).toUpperCase()}${name.slice(1)} Portal`;
}

/** A link of a section the role visits besides its own: where it goes, as that section's own role sees it. */
export interface VisitedSectionLink {
  to: string;
  label: string;
  icon: SidebarIcon;
}

/** The sidebar's entries for a section the role may also enter, under the name of that section's portal. */
export interface VisitedSection {
  heading: string;
  links: VisitedSectionLink[];
}

/**
 * The sections a role may enter besides its home (an admin's: the staff section), each with
 * the links its own role's sidebar shows, leading straight to that section's screens; the
 * dashboard entry leads to the section's home rather than to the shared /dashboard.
 */
export function visitedSections(role: string | null): VisitedSection[] {
  const home = homeSectionOf(role);
  return sections
    .filter((section) => section !== home && (section.roles as readonly string[]).includes(role ?? ''))
    .flatMap((section) => {
      const owner = ROLES.find((candidate) => homeSectionOf(candidate) === section);
      if (!owner) return [];
      const links = sidebarLinks(owner).map(({ path, label, icon }) => ({
        icon,
        ...(path === '/dashboard' || path === '/'
          ? { to: `${section.basePath}/`, label: `${section.name} Dashboard` }
          : { to: canonicalPath(shortcutTarget(path, { signedIn: true, role: owner })), label }),
      }));
      return [{ heading: portalLabel(owner), links }];
    });
}
