import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupRealBackend, sidebarLabelsUnlikeRoutes } from '@export-portal/shared-auth/testing';
import { clientRoutes } from './routes';
import { renderClient } from './testing/renderClient';

const real = setupRealBackend();

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
  ])('%s shows %s', async (path, heading) => {
    await renderClient(path, real.backend);
    expect(screen.getByRole('main', { name: heading })).toBeInTheDocument();
  });

  it.each(clientRoutes.filter((route) => !route.path.includes(':')).map((route) => [route.path, route.title]))(
    'the routes table titles /client/%s as its heading, %s',
    async (path, title) => {
      await renderClient(`/client/${path}`, real.backend);
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    },
  );

  it('an unknown path is a 404 within the section, linking to its home', async () => {
    await renderClient('/client/finance', real.backend);
    expect(screen.getByText('Oops! Page not found')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to the Client section' }));
    expect(screen.getByRole('main', { name: 'My Dashboard' })).toBeInTheDocument();
  });
});

it("names each screen in the shell's sidebar as the section's routes title it", () => {
  expect(sidebarLabelsUnlikeRoutes('client', 'client_app', clientRoutes)).toEqual([]);
});
