import { render, screen, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import type { Session } from '@supabase/auth-js';
import { DesignSystemProvider, SidebarProvider } from '@export-portal/shared-ui';
import { authLoadingAtom, portalConfigAtom, sessionAtom, userRoleAtom } from '@export-portal/shared-auth';
import { PortalSidebar } from './PortalSidebar';

const config = {
  supabaseUrl: 'http://127.0.0.1:54321',
  supabaseAnonKey: 'anon',
  remotes: {
    admin_app: 'http://localhost:3001/remoteEntry.js',
    staff_app: 'http://localhost:3002/remoteEntry.js',
    client_app: 'http://localhost:3003/remoteEntry.js',
  },
};

function renderSidebar(role: string, path: string) {
  const store = createStore();
  store.set(portalConfigAtom, config);
  store.set(sessionAtom, { user: { id: 'u1', email: `${role}@demo.test` } } as unknown as Session);
  store.set(userRoleAtom, role);
  store.set(authLoadingAtom, false);
  render(
    <Provider store={store}>
      <DesignSystemProvider>
        <MemoryRouter initialEntries={[path]}>
          <SidebarProvider>
            <PortalSidebar />
          </SidebarProvider>
        </MemoryRouter>
      </DesignSystemProvider>
    </Provider>,
  );
  return within(screen.getByRole('navigation', { name: 'Main' }));
}

describe('PortalSidebar', () => {
  it('shows the admin links, each opening its admin screen', () => {
    const sidebar = renderSidebar('admin', '/dashboard');
    const links = sidebar.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dashboard', '/dashboard'],
      ['Vehicle Inventory', '/admin/vehicles'],
      ['Customer Management', '/admin/customers'],
      ['Financial Management', '/admin/finance'],
      ['Shipment Tracking', '/admin/shipments'],
      ['Container Management', '/admin/containers'],
      ['Document Center', '/admin/documents'],
      ['Reports & Analytics', '/admin/reports'],
      ['Activity', '/admin/activity'],
      ['Settings', '/admin/settings'],
      ['Staff Dashboard', '/staff/'],
      ['Vehicle Operations', '/staff/vehicles'],
      ['Customer Support', '/staff/support'],
      ['Shipment Operations', '/staff/shipments'],
      ['Containers', '/staff/containers'],
      ['Document Operations', '/staff/documents'],
    ]);
  });

  it("gives an admin the staff section's screens under 'Staff Portal', marking the one that is open", () => {
    const sidebar = renderSidebar('admin', '/staff/customer-support');
    const staff = sidebar.getByRole('list', { name: 'Staff Portal' });
    expect(within(staff).getByRole('link', { name: 'Customer Support' })).toHaveAttribute('aria-current', 'page');
    expect(within(staff).getByRole('link', { name: 'Shipment Operations' })).toHaveAttribute('href', '/staff/shipments');
    expect(sidebar.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it.each(['staff', 'client'])('gives %s no other section to move to', (role) => {
    const sidebar = renderSidebar(role, '/dashboard');
    expect(sidebar.queryByRole('heading', { name: 'Staff Portal' })).not.toBeInTheDocument();
    expect(sidebar.getAllByRole('list')).toHaveLength(2);
  });

  it("names the product and the role's portal in its header", () => {
    const sidebar = renderSidebar('staff', '/dashboard');
    expect(sidebar.getByRole('img', { name: 'Export Portal' })).toBeInTheDocument();
    expect(sidebar.getByText('Staff Portal')).toBeInTheDocument();
  });

  it('keeps the brand mark in sight on the collapsed icon rail, leaving the names to screen readers', () => {
    document.cookie = 'sidebar_state=false; path=/';
    try {
      const sidebar = renderSidebar('admin', '/dashboard');
      expect(screen.getByRole('navigation', { name: 'Main' })).toHaveAttribute('data-sidebar-state', 'collapsed');
      const mark = sidebar.getByRole('img', { name: 'Export Portal' });
      expect(getComputedStyle(mark.parentElement!).position).not.toBe('absolute');
      expect(getComputedStyle(sidebar.getByText('Admin Portal').parentElement!).position).toBe('absolute');
    } finally {
      document.cookie = 'sidebar_state=; path=/; max-age=0';
    }
  });

  it.each([
    ['admin', '/dashboard'],
    ['admin', '/admin/'],
    ['admin', '/admin'],
    ['staff', '/dashboard'],
    ['staff', '/staff/'],
    ['staff', '/staff/dashboard'],
  ])('marks Dashboard as the current page for %s on %s', (role, path) => {
    const sidebar = renderSidebar(role, path);
    expect(sidebar.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(sidebar.getByRole('link', { name: role === 'admin' ? 'Vehicle Inventory' : 'Vehicle Operations' })).not.toHaveAttribute('aria-current');
  });

  it.each(['/client/', '/client/dashboard', '/dashboard'])("marks a client's My Dashboard as the current page on %s", (path) => {
    const sidebar = renderSidebar('client', path);
    expect(sidebar.getByRole('link', { name: 'My Dashboard' })).toHaveAttribute('aria-current', 'page');
  });

  it("does not mark the dashboard on another section's home", () => {
    const sidebar = renderSidebar('admin', '/staff/');
    expect(sidebar.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it('highlights the link of the page that is open, including its alias', () => {
    const sidebar = renderSidebar('client', '/client/');
    expect(sidebar.getByRole('link', { name: 'My Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(sidebar.getByRole('link', { name: 'My Vehicles' })).not.toHaveAttribute('aria-current');
  });

  it('gives staff their six links, Customer Support leading to customer support', () => {
    const sidebar = renderSidebar('staff', '/staff/customer-support');
    expect(sidebar.getAllByRole('link')).toHaveLength(6);
    expect(sidebar.getByRole('link', { name: 'Customer Support' })).toHaveAttribute('aria-current', 'page');
  });

  it("leads staff's Containers to their containers board, not to the dashboard", () => {
    const sidebar = renderSidebar('staff', '/staff/containers');
    expect(sidebar.getByRole('link', { name: 'Containers' })).toHaveAttribute('href', '/staff/containers');
    expect(sidebar.getByRole('link', { name: 'Containers' })).toHaveAttribute('aria-current', 'page');
    expect(sidebar.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it('gives an unknown role the client links', () => {
    const sidebar = renderSidebar('auditor', '/dashboard');
    expect(sidebar.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'My Dashboard',
      'My Vehicles',
      'My Shipments',
      'My Documents',
      'Browse Inventory',
      'Track Shipment',
      'Download Documents',
    ]);
  });

  it('has Sign Out at its foot', () => {
    const sidebar = renderSidebar('admin', '/dashboard');
    expect(sidebar.getByRole('button', { name: 'Sign Out' })).toBeEnabled();
  });
});
