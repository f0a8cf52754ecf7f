import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupRealBackend, renderSection, sidebarLabelsUnlikeRoutes } from '@export-portal/shared-auth/testing';
import AdminApp from './App';
import { adminRoutes } from './routes';

const real = setupRealBackend();

const renderAt = (path: string) => renderSection('admin_app', AdminApp, path, { backend: real.backend, role: 'admin' });

describe('admin section routes', () => {
  it.each([
    ['/admin', 'Admin Dashboard'],
    ['/admin/dashboard', 'Admin Dashboard'],
    ['/admin/vehicles', 'Vehicle Inventory'],
    ['/admin/customers', 'Customer Management'],
    ['/admin/shipments', 'Shipment Tracking'],
    ['/admin/documents', 'Document Center'],
    ['/admin/reports', 'Reports & Analytics'],
    ['/admin/activity', 'Activity'],
    ['/admin/containers', 'Container Management'],
    ['/admin/finance', 'Financial Management'],
    ['/admin/users', 'User Management'],
    ['/admin/settings', 'Settings'],
  ])('%s shows %s', async (path, heading) => {
    await renderAt(path);
    expect(screen.getByRole('main', { name: heading })).toBeInTheDocument();
  });

  it.each(adminRoutes.filter((route) => !route.path.includes(':')).map((route) => [route.path, route.title]))(
    'the routes table titles /admin/%s as its heading, %s',
    async (path, title) => {
      await renderAt(`/admin/${path}`);
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    },
  );

  it('Settings shows the backend the shell configured', async () => {
    await renderAt('/admin/settings');
    expect(screen.getByText(real.backend.url)).toBeInTheDocument();
  });

  it('an unknown path is a 404 within the section, linking to its home', async () => {
    await renderAt('/admin/nope');
    expect(screen.getByText('Oops! Page not found')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to the Admin section' }));
    expect(screen.getByRole('main', { name: 'Admin Dashboard' })).toBeInTheDocument();
  });
});

it("names each screen in the shell's sidebar as the section's routes title it", () => {
  expect(sidebarLabelsUnlikeRoutes('admin', 'admin_app', adminRoutes)).toEqual([]);
});
