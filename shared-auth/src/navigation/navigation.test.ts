import { roleShortcuts, shortcutPaths, shortcutTarget, type ShortcutPath } from './shortcuts';
import { portalLabel, sidebarLinks, visitedSections } from './sidebar';
import { sidebarLinkTarget } from './linkTarget';
import { dashboardTitle, roleHome } from './roleHome';
import { canonicalPath, isSamePage } from './canonicalPath';

/** The shortcut table, row by row, plus the sidebar paths it lacks. */
const expected: Record<ShortcutPath, [admin: string, staff: string, client: string]> = {
  '/vehicles': ['/admin/vehicles', '/staff/vehicles', '/client/my-vehicles'],
  '/my-vehicles': ['/admin/vehicles', '/staff/vehicles', '/client/my-vehicles'],
  '/my-shipments': ['/admin/shipments', '/staff/shipments', '/client/my-shipments'],
  '/browse-inventory': ['/admin/vehicles', '/staff/vehicles', '/client/browse-inventory'],
  '/track-shipment': ['/admin/shipments', '/staff/shipments', '/client/track-shipment'],
  '/download-documents': ['/admin/documents', '/staff/documents', '/client/download-documents'],
  '/my-documents': ['/admin/documents', '/staff/documents', '/client/my-documents'],
  '/customers': ['/admin/customers', '/staff/customer-support', '/client/dashboard'],
  '/finance': ['/admin/finance', '/staff/dashboard', '/client/dashboard'],
  '/settings': ['/admin/settings', '/staff/dashboard', '/client/dashboard'],
  '/shipments': ['/admin/shipments', '/staff/shipments', '/client/my-shipments'],
  '/containers': ['/admin/containers', '/staff/containers', '/client/my-shipments'],
  '/documents': ['/admin/documents', '/staff/documents', '/client/my-documents'],
  '/reports': ['/admin/reports', '/staff/dashboard', '/client/dashboard'],
  '/users': ['/admin/users', '/staff/dashboard', '/client/dashboard'],
  '/activity': ['/admin/activity', '/staff/dashboard', '/client/dashboard'],
};

describe('role-redirect shortcuts', () => {
  it('covers exactly the paths of the table', () => {
    expect([...shortcutPaths].sort()).toEqual(Object.keys(expected).sort());
  });

  describe.each(Object.entries(expected) as Array<[ShortcutPath, [string, string, string]]>)('%s', (path, [admin, staff, client]) => {
    it('sends an admin, a staff member and a client to their own screens', () => {
      expect(shortcutTarget(path, { signedIn: true, role: 'admin' })).toBe(admin);
      expect(shortcutTarget(path, { signedIn: true, role: 'staff' })).toBe(staff);
      expect(shortcutTarget(path, { signedIn: true, role: 'client' })).toBe(client);
    });

    it('sends an unknown role to /unauthorized', () => {
      expect(shortcutTarget(path, { signedIn: true, role: 'auditor' })).toBe('/unauthorized');
      expect(shortcutTarget(path, { signedIn: true, role: null })).toBe('/unauthorized');
    });

    it('sends a signed-out visitor to /auth', () => {
      expect(shortcutTarget(path, { signedIn: false, role: null })).toBe('/auth');
      expect(shortcutTarget(path, { signedIn: false, role: 'admin' })).toBe('/auth');
    });
  });

  it('never sends a role outside its own section', () => {
    for (const targets of Object.values(roleShortcuts)) {
      expect(targets.admin).toMatch(/^\/admin\//);
      expect(targets.staff).toMatch(/^\/staff\//);
      expect(targets.client).toMatch(/^\/client\//);
    }
  });
});

describe('sidebar', () => {
  it('lists the admin links with the spec labels, in order', () => {
    expect(sidebarLinks('admin').map((link) => [link.path, link.label])).toEqual([
      ['/dashboard', 'Dashboard'],
      ['/vehicles', 'Vehicle Inventory'],
      ['/customers', 'Customer Management'],
      ['/finance', 'Financial Management'],
      ['/shipments', 'Shipment Tracking'],
      ['/containers', 'Container Management'],
      ['/documents', 'Document Center'],
      ['/reports', 'Reports & Analytics'],
      ['/activity', 'Activity'],
      ['/settings', 'Settings'],
    ]);
  });

  it('lists the staff paths of the spec', () => {
    expect(sidebarLinks('staff').map((link) => link.path)).toEqual([
      '/dashboard',
      '/vehicles',
      '/customers',
      '/shipments',
      '/containers',
      '/documents',
    ]);
  });

  it('gives clients and any other role the client links', () => {
    const clientPaths = ['/', '/my-vehicles', '/my-shipments', '/my-documents', '/browse-inventory', '/track-shipment', '/download-documents'];
    expect(sidebarLinks('client').map((link) => link.path)).toEqual(clientPaths);
    expect(sidebarLinks('auditor').map((link) => link.path)).toEqual(clientPaths);
    expect(sidebarLinks('client')[0]!.label).toBe('My Dashboard');
  });

  it("opens every link's screen directly; the client's My Dashboard is the client dashboard", () => {
    expect(sidebarLinks('admin').map((link) => sidebarLinkTarget(link, 'admin'))).toEqual([
      '/dashboard',
      '/admin/vehicles',
      '/admin/customers',
      '/admin/finance',
      '/admin/shipments',
      '/admin/containers',
      '/admin/documents',
      '/admin/reports',
      '/admin/activity',
      '/admin/settings',
    ]);
    expect(sidebarLinks('staff').map((link) => sidebarLinkTarget(link, 'staff'))).toEqual([
      '/dashboard',
      '/staff/vehicles',
      '/staff/customer-support',
      '/staff/shipments',
      '/staff/containers',
      '/staff/documents',
    ]);
    expect(sidebarLinks('client').map((link) => sidebarLinkTarget(link, 'client'))).toEqual([
      '/client/dashboard',
      '/client/my-vehicles',
      '/client/my-shipments',
      '/client/my-documents',
      '/client/browse-inventory',
      '/client/track-shipment',
      '/client/download-documents',
    ]);
  });

  it("names the portal by role: '{role} Portal'", () => {
    expect(portalLabel('admin')).toBe('Admin Portal');
    expect(portalLabel('staff')).toBe('Staff Portal');
    expect(portalLabel(null)).toBe('Client Portal');
  });
});

describe('role home and dashboard title', () => {
  it('lands each role in its section; an unknown role as a client', () => {
    expect(roleHome('admin')).toBe('/admin/');
    expect(roleHome('staff')).toBe('/staff/');
    expect(roleHome('client')).toBe('/client/');
    expect(roleHome('auditor')).toBe('/client/');
  });

  it('titles the dashboard by role', () => {
    expect(dashboardTitle('admin')).toBe('Admin Dashboard');
    expect(dashboardTitle('staff')).toBe('Staff Dashboard');
    expect(dashboardTitle('client')).toBe('Client Portal');
    expect(dashboardTitle('auditor')).toBe('Dashboard');
  });
});

describe('canonicalPath', () => {
  it('treats redirect targets and section routes of one screen as the same page', () => {
    expect(isSamePage('/client/', '/client/dashboard')).toBe(true);
    expect(isSamePage('/staff/support', '/staff/customer-support')).toBe(true);
    expect(isSamePage('/staff', '/staff/dashboard')).toBe(true);
    expect(isSamePage('/admin/vehicles/', '/admin/vehicles')).toBe(true);
    expect(isSamePage('/admin/vehicles', '/admin/customers')).toBe(false);
    expect(canonicalPath('/')).toBe('/');
  });
});

describe('visitedSections', () => {
  it("gives an admin the staff section, as staff's own sidebar names its screens", () => {
    expect(visitedSections('admin')).toEqual([
      {
        heading: 'Staff Portal',
        links: [
          { to: '/staff/', label: 'Staff Dashboard', icon: 'dashboard' },
          { to: '/staff/vehicles', label: 'Vehicle Operations', icon: 'vehicles' },
          { to: '/staff/support', label: 'Customer Support', icon: 'customers' },
          { to: '/staff/shipments', label: 'Shipment Operations', icon: 'shipments' },
          { to: '/staff/containers', label: 'Containers', icon: 'containers' },
          { to: '/staff/documents', label: 'Document Operations', icon: 'documents' },
        ],
      },
    ]);
  });

  it.each(['staff', 'client', 'auditor', null])('gives %s no other section', (role) => {
    expect(visitedSections(role)).toEqual([]);
  });
});
