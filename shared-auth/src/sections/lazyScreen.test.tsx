import type { ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { DesignSystemProvider } from '@export-portal/shared-ui';
import { waitForScreenAfter } from '../testing/renderSection';
import { lazyScreen } from './lazyScreen';
import { prepareScreen, SectionRoutes } from './SectionRoutes';

function Reports() {
  return <h1>Reports</h1>;
}

function sectionShowing(Screen: ComponentType) {
  const routes = [{ path: 'reports', title: 'Reports', element: <Screen /> }];
  return (
    <DesignSystemProvider>
      <MemoryRouter initialEntries={['/admin/reports']}>
        <Routes>
          <Route path="/admin/*" element={<SectionRoutes remote="admin_app" routes={routes} basePath="/admin" />} />
        </Routes>
      </MemoryRouter>
    </DesignSystemProvider>
  );
}

describe('lazyScreen', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('downloads a screen the first time it is shown, and only then', async () => {
    const load = jest.fn(() => Promise.resolve(Reports));
    const LazyReports = lazyScreen(load);
    expect(load).not.toHaveBeenCalled();

    let unmount: () => void = () => undefined;
    await waitForScreenAfter(() => ({ unmount } = render(sectionShowing(LazyReports))));
    expect(screen.getByRole('heading', { name: 'Reports' })).toBeInTheDocument();

    unmount();
    render(sectionShowing(LazyReports));
    expect(screen.getByRole('heading', { name: 'Reports' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed download, so Retry downloads the screen again', async () => {
    let online = false;
    const load = jest.fn(() => (online ? Promise.resolve(Reports) : Promise.reject(new Error('Loading chunk 42 failed'))));
    const LazyReports = lazyScreen(load);
    await waitForScreenAfter(() => render(sectionShowing(LazyReports)));
    expect(await screen.findByText('Something went wrong on this page.')).toBeInTheDocument();

    online = true;
    await waitForScreenAfter(() => userEvent.click(screen.getByRole('button', { name: 'Retry' })));
    expect(screen.getByRole('heading', { name: 'Reports' })).toBeInTheDocument();
  });

  it('is downloaded ahead for the path a first visit opens, a record page by its id, and only for that one', async () => {
    const loadReports = jest.fn(() => Promise.resolve(Reports));
    const loadUsers = jest.fn(() => Promise.resolve(Reports));
    const LazyReports = lazyScreen(loadReports);
    const LazyUsers = lazyScreen(loadUsers);
    const routes = [
      { path: '', title: 'Home', element: <h1>Admin home</h1> },
      { path: 'reports', title: 'Reports', element: <LazyReports /> },
      { path: 'users', title: 'Users', element: <LazyUsers /> },
    ];
    await prepareScreen('admin_app', routes, { pathname: '/staff/reports', search: '' });
    await prepareScreen('admin_app', routes, { pathname: '/admin', search: '' });
    expect(loadReports).not.toHaveBeenCalled();

    await prepareScreen('admin_app', routes, { pathname: '/admin/reports/', search: '' });
    expect(loadReports).toHaveBeenCalledTimes(1);
    expect(loadUsers).not.toHaveBeenCalled();

    const loadSupport = jest.fn(() => Promise.resolve(Reports));
    const LazySupport = lazyScreen(loadSupport);
    await prepareScreen('staff_app', [{ path: 'support', title: 'Customer Support', element: <LazySupport /> }], {
      pathname: '/staff/customer-support',
      search: '',
    });
    expect(loadSupport).toHaveBeenCalledTimes(1);

    const loadRecord = jest.fn(() => Promise.resolve(Reports));
    const LazyRecord = lazyScreen(loadRecord);
    const withRecord = [...routes, { path: 'users/:id', title: 'User', element: <LazyRecord /> }];
    await prepareScreen('admin_app', withRecord, { pathname: '/admin/users/abc/more', search: '' });
    expect(loadRecord).not.toHaveBeenCalled();
    await prepareScreen('admin_app', withRecord, { pathname: '/admin/users/abc', search: '' });
    expect(loadRecord).toHaveBeenCalledTimes(1);
    expect(loadUsers).not.toHaveBeenCalled();

    // Downloaded ahead, the screen renders at once: no spinner in between.
    render(sectionShowing(LazyReports));
    expect(screen.getByRole('heading', { name: 'Reports' })).toBeInTheDocument();
  });
});
