import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupRealBackend, renderSection, sidebarLabelsUnlikeRoutes } from '@export-portal/shared-auth/testing';
import StaffApp from './App';
import { staffRoutes } from './routes';

const real = setupRealBackend();

const renderAt = (path: string) => renderSection('staff_app', StaffApp, path, { backend: real.backend, role: 'staff' });

describe('staff section routes', () => {
  it.each([
    ['/staff', 'Staff Dashboard'],
    ['/staff/dashboard', 'Staff Dashboard'],
    ['/staff/vehicles', 'Vehicle Operations'],
    ['/staff/shipments', 'Shipment Operations'],
    ['/staff/documents', 'Document Operations'],
    ['/staff/support', 'Customer Support'],
    ['/staff/customer-support', 'Customer Support'],
    ['/staff/containers', 'Containers'],
  ])('%s shows %s', async (path, heading) => {
    await renderAt(path);
    expect(screen.getByRole('main', { name: heading })).toBeInTheDocument();
  });

  it.each(staffRoutes.filter((route) => !route.path.includes(':')).map((route) => [route.path, route.title]))(
    'the routes table titles /staff/%s as its heading, %s',
    async (path, title) => {
      await renderAt(`/staff/${path}`);
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    },
  );

  it('an unknown path is a 404 within the section, linking to its home', async () => {
    await renderAt('/staff/finance');
    expect(screen.getByText('Oops! Page not found')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to the Staff section' }));
    expect(screen.getByRole('main', { name: 'Staff Dashboard' })).toBeInTheDocument();
  });
});

it("names each screen in the shell's sidebar as the section's routes title it", () => {
  expect(sidebarLabelsUnlikeRoutes('staff', 'staff_app', staffRoutes)).toEqual([]);
});
