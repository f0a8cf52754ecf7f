import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { DesignSystemProvider } from '@export-portal/shared-ui';
import ClientApp from './App';
import { clientRoutes } from './routes';

function renderAt(path: string) {
  render(
    <DesignSystemProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/client/*" element={<ClientApp basePath="/client" />} />
        </Routes>
      </MemoryRouter>
    </DesignSystemProvider>,
  );
}

describe('client section routes', () => {
  it.each([
    ['/client', 'My Dashboard'],
    ['/client/dashboard', 'My Dashboard'],
    ['/client/my-vehicles', 'My Vehicles'],
    ['/client/my-shipments', 'My Shipments'],
    ['/client/my-documents', 'My Documents'],
    ['/client/track-shipment', 'Track Shipment'],
    ['/client/browse-inventory', 'Browse Inventory'],
    ['/client/download-documents', 'Download Documents'],
  ])('%s shows %s', (path, heading) => {
    renderAt(path);
    expect(screen.getByRole('main', { name: heading })).toBeInTheDocument();
  });

  it.each(clientRoutes.map((route) => [route.path, route.title]))('the routes table titles /client/%s as its heading, %s', (path, title) => {
    renderAt(`/client/${path}`);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('an unknown path is a 404 within the section, linking to its home', async () => {
    renderAt('/client/finance');
    expect(screen.getByText('Oops! Page not found')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to the Client section' }));
    expect(screen.getByRole('main', { name: 'My Dashboard' })).toBeInTheDocument();
  });
});
