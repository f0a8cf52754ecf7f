import type { ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { DesignSystemProvider } from '@export-portal/shared-ui';
import { SectionRoutes, type SectionAppProps } from '@export-portal/shared-auth';
import { RemoteSection } from './RemoteSection';
import { SectionLoader, type FederationRuntime } from './SectionLoader';
import { SectionLoaderContext } from './SectionLoaderContext';
import { RemoteUnavailableError, SharedVersionMismatchError } from './RemoteUnavailableError';

const entries = {
  admin_app: 'http://admin.example/remoteEntry.js',
  staff_app: 'http://staff.example/remoteEntry.js',
  client_app: 'http://client.example/remoteEntry.js',
};

function AdminSection({ basePath }: SectionAppProps) {
  return <h1>Admin section at {basePath}</h1>;
}

/** A section with a field, to see that what was typed there survives the shell rendering again. */
function SectionWithNotes() {
  return (
    <label>
      Notes <input />
    </label>
  );
}

/** A federation runtime whose remotes are up or down as a test says. */
class ScriptedRuntime implements FederationRuntime {
  readonly registrations: Array<{ name: string; entry: string; force: boolean }> = [];
  readonly down = new Set<string>();
  /** Remotes built for a shared-auth the page does not run: the runtime's own refusal. */
  readonly tooNew = new Set<string>();
  loads = 0;

  registerRemotes(remotes: Array<{ name: string; entry: string }>, options?: { force?: boolean }) {
    for (const remote of remotes) this.registrations.push({ ...remote, force: options?.force ?? false });
  }

  section: ComponentType<SectionAppProps> = AdminSection;

  async loadRemote<T>(id: string): Promise<T | null> {
    this.loads += 1;
    const remote = id.split('/')[0]!;
    if (this.down.has(remote)) throw new TypeError('Failed to fetch');
    if (this.tooNew.has(remote)) {
      throw new Error(
        `[ Federation Runtime ]: Version 1.0.0 from shell of shared singleton module @export-portal/shared-auth does not satisfy the requirement of ${remote} which needs ^2.0.0)`,
      );
    }
    return { default: this.section } as T;
  }
}

function renderSection(runtime: ScriptedRuntime, path = '/admin') {
  const loader = new SectionLoader(() => Promise.resolve(runtime), entries);
  render(
    <DesignSystemProvider>
      <SectionLoaderContext.Provider value={loader}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/admin/*" element={<RemoteSection remote="admin_app" basePath="/admin" />} />
          </Routes>
        </MemoryRouter>
      </SectionLoaderContext.Provider>
    </DesignSystemProvider>,
  );
  return loader;
}

describe('RemoteSection', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('registers every remote from the configuration, by entry URL, once a section is needed', async () => {
    const runtime = new ScriptedRuntime();
    renderSection(runtime);
    await screen.findByRole('heading', { name: 'Admin section at /admin' });
    expect(runtime.registrations).toEqual([
      { name: 'admin_app', entry: entries.admin_app, force: false },
      { name: 'staff_app', entry: entries.staff_app, force: false },
      { name: 'client_app', entry: entries.client_app, force: false },
    ]);
  });

  it('keeps what the visitor typed in a section shown while it loaded, however often the shell renders it again', async () => {
    const runtime = new ScriptedRuntime();
    runtime.section = SectionWithNotes;
    const loader = new SectionLoader(() => Promise.resolve(runtime), entries);
    const shell = () => (
      <DesignSystemProvider>
        <SectionLoaderContext.Provider value={loader}>
          <MemoryRouter initialEntries={['/admin']}>
            <RemoteSection remote="admin_app" basePath="/admin" />
          </MemoryRouter>
        </SectionLoaderContext.Provider>
      </DesignSystemProvider>
    );
    const { rerender } = render(shell());
    await userEvent.type(await screen.findByRole('textbox', { name: 'Notes' }), 'call the yard');
    rerender(shell());
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveValue('call the yard');
  });

  it('renders the remote section with the base path it is mounted at', async () => {
    renderSection(new ScriptedRuntime());
    expect(await screen.findByRole('heading', { name: 'Admin section at /admin' })).toBeInTheDocument();
  });

  it('shows the fallback with Retry in place when the remote cannot be loaded', async () => {
    const runtime = new ScriptedRuntime();
    runtime.down.add('admin_app');
    renderSection(runtime);
    expect(await screen.findByText('This section is temporarily unavailable.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toHaveFocus();
    expect(screen.queryByRole('heading', { name: /Admin section/ })).not.toBeInTheDocument();
  });

  it('Retry re-registers the remote and shows the section once it is back', async () => {
    const runtime = new ScriptedRuntime();
    runtime.down.add('admin_app');
    renderSection(runtime);
    const retry = await screen.findByRole('button', { name: 'Retry' });

    runtime.down.delete('admin_app');
    await userEvent.click(retry);

    expect(await screen.findByRole('heading', { name: 'Admin section at /admin' })).toBeInTheDocument();
    expect(runtime.registrations.at(-1)).toEqual({ name: 'admin_app', entry: entries.admin_app, force: true });
  });

  it('names the shared package and both versions when the remote needs a newer one than the page runs', async () => {
    const runtime = new ScriptedRuntime();
    runtime.tooNew.add('admin_app');
    renderSection(runtime);
    expect(
      await screen.findByText(
        'This section needs @export-portal/shared-auth ^2.0.0, but the portal provides 1.0.0. Reload after the portal is updated.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('This section is temporarily unavailable.')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Admin section/ })).not.toBeInTheDocument();

    // Once a matching build is deployed, Retry downloads the remote again.
    runtime.tooNew.delete('admin_app');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Admin section at /admin' })).toBeInTheDocument();
    expect(runtime.registrations.at(-1)).toEqual({ name: 'admin_app', entry: entries.admin_app, force: true });
  });

  it('Retry while the remote is still down shows the fallback again', async () => {
    const runtime = new ScriptedRuntime();
    runtime.down.add('admin_app');
    renderSection(runtime);
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('This section is temporarily unavailable.')).toBeInTheDocument();
    expect(runtime.loads).toBe(2);
  });
});

/** Whether `BrokenSection` throws; a test clears it before pressing Retry. */
let sectionThrows = true;

function BrokenSection(): null {
  if (sectionThrows) throw new Error('the section itself failed to render');
  return null;
}

function ThrowingVehicles(): null {
  throw new Error('vehicles exploded');
}

/** An admin remote whose vehicles screen throws while rendering, with links between its screens. */
function AdminWithBrokenScreen({ basePath = '/' }: SectionAppProps) {
  return (
    <>
      <Link to="/admin/vehicles">Vehicle Inventory</Link>
      <Link to="/admin/customers">Customer Management</Link>
      <SectionRoutes
        remote="admin_app"
        basePath={basePath}
        routes={[
          { path: 'vehicles', title: 'Vehicles', element: <ThrowingVehicles /> },
          { path: 'customers', title: 'Customers', element: <h1>Customers</h1> },
        ]}
      />
    </>
  );
}

describe('RemoteSection with a failing screen', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('a throwing admin screen, then a click on another admin link shows that screen', async () => {
    const runtime = new ScriptedRuntime();
    runtime.section = AdminWithBrokenScreen;
    renderSection(runtime, '/admin/vehicles');
    expect(await screen.findByText('Something went wrong on this page.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Customer Management' }));
    expect(await screen.findByRole('heading', { name: 'Customers' })).toBeInTheDocument();
    expect(runtime.loads).toBe(1);
  });

  it('Retry after a render error renders the section again without downloading the remote again', async () => {
    sectionThrows = true;
    const runtime = new ScriptedRuntime();
    runtime.section = BrokenSection;
    renderSection(runtime);
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.getByText('Something went wrong in this section.')).toBeInTheDocument();
    sectionThrows = false;
    await userEvent.click(retry);
    expect(screen.queryByText('Something went wrong in this section.')).not.toBeInTheDocument();
    expect(runtime.loads).toBe(1);
    expect(runtime.registrations.filter((registration) => registration.force)).toEqual([]);
  });
});

describe('SectionLoader', () => {
  it('loads a remote once however often it is asked for', async () => {
    const runtime = new ScriptedRuntime();
    const loader = new SectionLoader(() => Promise.resolve(runtime), entries);
    loader.preload('admin_app');
    await loader.load('admin_app');
    await loader.load('admin_app');
    expect(runtime.loads).toBe(1);
  });

  it("has the browser fetch a remote's entry while the federation runtime itself is still downloading", async () => {
    let startRuntime: (runtime: FederationRuntime) => void = () => undefined;
    const loader = new SectionLoader(() => new Promise((resolve) => (startRuntime = resolve)), entries);
    document.head.replaceChildren();
    const ahead = () => [...document.head.querySelectorAll('link[rel="preload"][as="script"]')].map((link) => link.getAttribute('href'));
    loader.preload('staff_app');
    expect(ahead()).toEqual([entries.staff_app]);

    const runtime = new ScriptedRuntime();
    startRuntime(runtime);
    await loader.load('staff_app');
    await loader.load('admin_app');
    expect(ahead()).toEqual([entries.staff_app]);
    expect(runtime.loads).toBe(2);
  });

  it('names the remote in the error when it is unavailable', async () => {
    const runtime = new ScriptedRuntime();
    runtime.down.add('staff_app');
    const loader = new SectionLoader(() => Promise.resolve(runtime), entries);
    const failure = loader.load('staff_app');
    await expect(failure).rejects.toBeInstanceOf(RemoteUnavailableError);
    await expect(failure).rejects.toMatchObject({ remote: 'staff_app' });
  });

  it('forgets a failed load so the next attempt fetches again', async () => {
    const runtime = new ScriptedRuntime();
    runtime.down.add('client_app');
    const loader = new SectionLoader(() => Promise.resolve(runtime), entries);
    await expect(loader.load('client_app')).rejects.toThrow('client_app');
    runtime.down.delete('client_app');
    await expect(loader.load('client_app')).resolves.toHaveProperty('default', AdminSection);
    expect(runtime.loads).toBe(2);
  });

  it('reports a shared version mismatch as one, naming the remote', async () => {
    const runtime = new ScriptedRuntime();
    runtime.tooNew.add('client_app');
    const loader = new SectionLoader(() => Promise.resolve(runtime), entries);
    const failure = loader.load('client_app');
    await expect(failure).rejects.toBeInstanceOf(SharedVersionMismatchError);
    await expect(failure).rejects.toMatchObject({
      remote: 'client_app',
      mismatch: { module: '@export-portal/shared-auth', required: '^2.0.0', provided: '1.0.0' },
    });
  });

  it('rejects a remote whose ./App has no default component', async () => {
    const runtime = new ScriptedRuntime();
    runtime.loadRemote = async <T,>() => ({}) as T;
    const loader = new SectionLoader(() => Promise.resolve(runtime), entries);
    await expect(loader.load('admin_app')).rejects.toThrow('no default component');
  });
});

describe('RemoteSection across sections', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('a failed section does not carry its failure into the next section', async () => {
    const runtime = new ScriptedRuntime();
    runtime.down.add('admin_app');
    const loader = new SectionLoader(() => Promise.resolve(runtime), entries);
    const tree = (remote: 'admin_app' | 'staff_app') => (
      <DesignSystemProvider>
        <SectionLoaderContext.Provider value={loader}>
          <MemoryRouter>
            <RemoteSection remote={remote} basePath={`/${remote}`} />
          </MemoryRouter>
        </SectionLoaderContext.Provider>
      </DesignSystemProvider>
    );
    const { rerender } = render(tree('admin_app'));
    expect(await screen.findByText('This section is temporarily unavailable.')).toBeInTheDocument();
    rerender(tree('staff_app'));
    expect(await screen.findByRole('heading', { name: 'Admin section at /staff_app' })).toBeInTheDocument();
  });
});
