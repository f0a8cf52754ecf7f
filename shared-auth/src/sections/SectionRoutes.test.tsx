import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { DesignSystemProvider } from '@export-portal/shared-ui';
import { SectionRoutes, type SectionRoute } from './SectionRoutes';

let vehiclesThrows = true;

function Vehicles() {
  if (vehiclesThrows) throw new Error('vehicles exploded');
  return <h1>Vehicles</h1>;
}

const routes: SectionRoute[] = [
  { path: '', title: 'Home', element: <h1>Admin home</h1> },
  { path: 'vehicles', title: 'Vehicles', element: <Vehicles /> },
  { path: 'customers', title: 'Customers', element: <h1>Customers</h1> },
];

function renderAdminAt(path: string) {
  render(
    <DesignSystemProvider>
      <MemoryRouter initialEntries={[path]}>
        <nav>
          <Link to="/admin/vehicles">Vehicles link</Link>
          <Link to="/admin/customers">Customers link</Link>
        </nav>
        <Routes>
          <Route path="/admin/*" element={<SectionRoutes remote="admin_app" routes={routes} basePath="/admin" />} />
        </Routes>
      </MemoryRouter>
    </DesignSystemProvider>,
  );
}

describe('SectionRoutes', () => {
  beforeEach(() => {
    vehiclesThrows = true;
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows the screen of each path, the index at the section root', () => {
    renderAdminAt('/admin');
    expect(screen.getByRole('heading', { name: 'Admin home' })).toBeInTheDocument();
  });

  it('shows a screen under the aliases the sections table gives it: /admin/dashboard is the admin home', () => {
    renderAdminAt('/admin/dashboard');
    expect(screen.getByRole('heading', { name: 'Admin home' })).toBeInTheDocument();
  });

  it('keeps a failing screen to itself: its fallback in place, the navigation still there', async () => {
    renderAdminAt('/admin/vehicles');
    expect(await screen.findByText('Something went wrong on this page.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Customers link' })).toBeInTheDocument();
  });

  it('a throwing screen, then a click on another link of the section shows that screen', async () => {
    renderAdminAt('/admin/vehicles');
    await screen.findByText('Something went wrong on this page.');
    await userEvent.click(screen.getByRole('link', { name: 'Customers link' }));
    expect(screen.getByRole('heading', { name: 'Customers' })).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong on this page.')).not.toBeInTheDocument();
  });

  it('Retry renders the screen again, which shows it once it no longer fails', async () => {
    renderAdminAt('/admin/vehicles');
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(retry).toHaveFocus();
    vehiclesThrows = false;
    await userEvent.click(retry);
    expect(screen.getByRole('heading', { name: 'Vehicles' })).toBeInTheDocument();
  });

  it('answers a path that is no screen of the section with the section 404', async () => {
    renderAdminAt('/admin/nope');
    expect(screen.getByText('Oops! Page not found')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to the Admin section' }));
    expect(screen.getByRole('heading', { name: 'Admin home' })).toBeInTheDocument();
  });
});
