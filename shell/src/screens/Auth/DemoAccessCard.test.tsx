import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createPortalStore, installNodeFetch, PortalTestProviders } from '@export-portal/shared-auth/testing';
import { DemoAccessCard } from './DemoAccessCard';

/**
 * A deployment that has not enabled demo users answers the function as the real one does when
 * DEMO_USERS_ENABLED is unset: 403 with `demo_users_disabled`.
 */
let server: Server;
let url: string;
let network: ReturnType<typeof installNodeFetch>;

beforeAll(async () => {
  network = installNodeFetch();
  server = createServer((request, response) => {
    response.writeHead(request.url === '/functions/v1/create-demo-users' ? 403 : 404, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ error: 'demo_users_disabled', message: 'Demo users are switched off on this server.' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  network.restore();
  await new Promise((resolve) => server.close(resolve));
});

describe('DemoAccessCard', () => {
  it('says that demo users are switched off when the server has not enabled them', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      render(
        <PortalTestProviders store={createPortalStore({ url, anonKey: 'anon-key' })}>
          <DemoAccessCard onChoose={() => undefined} />
        </PortalTestProviders>,
      );
      await userEvent.click(screen.getByRole('button', { name: 'Create Demo Users' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Demo users are switched off on this server.');
      expect(network.requests).toContain(`${url}/functions/v1/create-demo-users`);
      expect(logged).not.toHaveBeenCalled();
    } finally {
      logged.mockRestore();
    }
  });
});
