import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { DesignSystemProvider } from '@export-portal/shared-ui';
import StaffApp from './App';

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
  ])('%s shows %s', (path, heading) => {
    renderAt(path);
    expect(screen.getByRole('main', { name: heading })).toBeInTheDocument();
  });

  it('an unknown path is a 404 within the section, linking to its home', async () => {
    renderAt('/staff/containers');
    expect(screen.getByText('Oops! Page not found')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to the Staff section' }));
    expect(screen.getByRole('main', { name: 'Staff Dashboard' })).toBeInTheDocument();
  });
});
