import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { DesignSystemProvider } from '@export-portal/shared-ui';
import StaffApp from './App';
import { staffRoutes } from './routes';

function renderAt(path: string) {
  render(
    <DesignSystemProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/staff/*" element={<StaffApp basePath="/staff" />} />
        </Routes>
      </MemoryRouter>
    </DesignSystemProvider>,
  );
}

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
  ])('%s shows %s', (path, heading) => {
    renderAt(path);
    expect(screen.getByRole('main', { name: heading })).toBeInTheDocument();
  });

  it.each(staffRoutes.map((route) => [route.path, route.title]))('the routes table titles /staff/%s as its heading, %s', (path, title) => {
    renderAt(`/staff/${path}`);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('an unknown path is a 404 within the section, linking to its home', async () => {
    renderAt('/staff/finance');
    expect(screen.getByText('Oops! Page not found')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to the Staff section' }));
    expect(screen.getByRole('main', { name: 'Staff Dashboard' })).toBeInTheDocument();
  });
});
