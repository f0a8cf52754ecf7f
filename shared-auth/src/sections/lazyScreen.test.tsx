import type { ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { DesignSystemProvider } from '@export-portal/shared-ui';
import { waitForScreenAfter } from '../testing/renderSection';
import { lazyScreen } from './lazyScreen';
import { SectionRoutes } from './SectionRoutes';

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

    let unmount = () => undefined as void;
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
});
