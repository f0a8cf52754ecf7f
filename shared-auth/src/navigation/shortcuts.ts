import type { Role } from '@export-portal/shared-domain';

/**
 * The role-redirect shortcuts, plus the sidebar paths the shortcut table
 * lacks, which behave alike: admin → its own screen, staff → its screen or the
 * staff dashboard, client → the nearest client screen or the client dashboard.
 */
export const roleShortcuts = {
  '/vehicles': { admin: '/admin/vehicles', staff: '/staff/vehicles', client: '/client/my-vehicles' },
  '/my-vehicles': { admin: '/admin/vehicles', staff: '/staff/vehicles', client: '/client/my-vehicles' },
  '/my-shipments': { admin: '/admin/shipments', staff: '/staff/shipments', client: '/client/my-shipments' },
  '/browse-inventory': { admin: '/admin/vehicles', staff: '/staff/vehicles', client: '/client/browse-inventory' },
  '/track-shipment': { admin: '/admin/shipments', staff: '/staff/shipments', client: '/client/track-shipment' },
  '/download-documents': { admin: '/admin/documents', staff: '/staff/documents', client: '/client/download-documents' },
  '/my-documents': { admin: '/admin/documents', staff: '/staff/documents', client: '/client/my-documents' },
  '/customers': { admin: '/admin/customers', staff: '/staff/customer-support', client: '/client/dashboard' },
  '/finance': { admin: '/admin/finance', staff: '/staff/dashboard', client: '/client/dashboard' },
  '/settings': { admin: '/admin/settings', staff: '/staff/dashboard', client: '/client/dashboard' },
  '/shipments': { admin: '/admin/shipments', staff: '/staff/shipments', client: '/client/my-shipments' },
  '/containers': { admin: '/admin/containers', staff: '/staff/containers', client: '/client/my-shipments' },
  '/documents': { admin: '/admin/documents', staff: '/staff/documents', client: '/client/my-documents' },
  '/reports': { admin: '/admin/reports', staff: '/staff/dashboard', client: '/client/dashboard' },
  '/users': { admin: '/admin/users', staff: '/staff/dashboard', client: '/client/dashboard' },
  '/activity': { admin: '/admin/activity', staff: '/staff/dashboard', client: '/client/dashboard' },
} as const satisfies Record<string, Record<Role, string>>;

export type ShortcutPath = keyof typeof roleShortcuts;

export const shortcutPaths = Object.keys(roleShortcuts) as ShortcutPath[];

export interface ShortcutVisitor {
  signedIn: boolean;
  role: string | null;
}

/**
 * Where a shortcut sends a visitor: /auth when signed out, /unauthorized for
 * a role the table does not know, otherwise the role's screen.
 */
export function shortcutTarget(path: ShortcutPath, visitor: ShortcutVisitor): string {
  if (!visitor.signedIn) return '/auth';
  const targets: Record<string, string> = roleShortcuts[path];
  return (visitor.role !== null && targets[visitor.role]) || '/unauthorized';
}
