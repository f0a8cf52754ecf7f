import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { DesignSystemProvider } from '@export-portal/shared-ui';
import { portalConfigAtom } from '@export-portal/shared-auth';
import AdminApp from './App';
import { adminRoutes } from './routes';

function renderAt(path: string) {
  const store = createStore();
  store.set(portalConfigAtom, {
    supabaseUrl: 'https://backend.example.test',
    supabaseAnonKey: 'anon',
    remotes: {
      admin_app: 'http://localhost:3001/mf-manifest.json',
      staff_app: 'http://localhost:3002/mf-manifest.json',
      client_app: 'http://localhost:3003/mf-manifest.json',
    },
  });
  render(
    <Provider store={store}>
      <DesignSystemProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/admin/*" element={<AdminApp basePath="/admin" />} />
          </Routes>
        </MemoryRouter>
      </DesignSystemProvider>
    </Provider>,
  );
}

describe('admin section routes', () => {
  it.each([
    ['/admin', 'Admin Dashboard'],
    ['/admin/dashboard', 'Admin Dashboard'],
    ['/admin/vehicles', 'Vehicle Inventory'],
    ['/admin/customers', 'Customer Management'],
    ['/admin/shipments', 'Shipment Tracking'],
    ['/admin/documents', 'Document Center'],
    ['/admin/reports', 'Reports & Analytics'],
    ['/admin/containers', 'Container Management'],
    ['/admin/finance', 'Financial Management'],
    ['/admin/users', 'User Management'],
    ['/admin/settings', 'Settings'],
  ])('%s shows %s', (path, heading) => {
    renderAt(path);
    expect(screen.getByRole('main', { name: heading })).toBeInTheDocument();
  });

  it.each(adminRoutes.map((route) => [route.path, route.title]))('the routes table titles /admin/%s as its heading, %s', (path, title) => {
    renderAt(`/admin/${path}`);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('Settings shows the backend the shell configured', () => {
    renderAt('/admin/settings');
    expect(screen.getByText('https://backend.example.test')).toBeInTheDocument();
  });

  it('an unknown path is a 404 within the section, linking to its home', async () => {
    renderAt('/admin/nope');
    expect(screen.getByText('Oops! Page not found')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to the Admin section' }));
    expect(screen.getByRole('main', { name: 'Admin Dashboard' })).toBeInTheDocument();
  });
});
