import { act, screen } from '@testing-library/react';
import { bootPortal } from './bootPortal';

function respondWith(body: string, status = 200): typeof fetch {
  return async () =>
    ({
      ok: status >= 200 && status < 300,
      status,
      statusText: status === 404 ? 'Not Found' : 'OK',
      json: async () => JSON.parse(body),
    }) as Response;
}

const config = {
  supabaseUrl: 'http://localhost:54321',
  supabaseAnonKey: 'anon',
  remotes: {
    admin_app: 'http://localhost:3001/mf-manifest.json',
    staff_app: 'http://localhost:3002/mf-manifest.json',
    client_app: 'http://localhost:3003/mf-manifest.json',
  },
};

describe('bootPortal', () => {
  let container: HTMLElement;
  const realFetch = globalThis.fetch;

  beforeEach(() => {
    container = document.body.appendChild(document.createElement('div'));
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
    container.remove();
  });

  it('renders the app with the configuration it read', async () => {
    globalThis.fetch = respondWith(JSON.stringify(config));
    await act(() => bootPortal(container, (loaded) => <p>Backend {loaded.supabaseUrl}</p>));
    expect(screen.getByText('Backend http://localhost:54321')).toBeInTheDocument();
  });

  it('shows a clear error screen, not a blank page, when the configuration is missing', async () => {
    globalThis.fetch = respondWith('', 404);
    await act(() => bootPortal(container, () => <p>app</p>));
    expect(screen.getByRole('heading', { name: 'The portal could not start' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('/portal-config.json answered 404 Not Found.');
    expect(screen.queryByText('app')).not.toBeInTheDocument();
  });

  it('shows what is wrong with a malformed configuration', async () => {
    globalThis.fetch = respondWith(JSON.stringify({ ...config, remotes: {} }));
    await act(() => bootPortal(container, () => <p>app</p>));
    expect(screen.getByRole('alert')).toHaveTextContent('"remotes.admin_app" is missing.');
  });
});
