import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRealBackend } from '@export-portal/shared-auth/src/testing/realBackend';
import { createPortalStore, PortalTestProviders } from '@export-portal/shared-auth/src/testing/PortalTestProviders';
import { DemoAccessCard } from './DemoAccessCard';

const real = useRealBackend();

describe('DemoAccessCard', () => {
  it('says that demo users are switched off when the server has not enabled them', async () => {
    render(
      <PortalTestProviders store={createPortalStore(real.backend)}>
        <DemoAccessCard onChoose={() => undefined} />
      </PortalTestProviders>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Create Demo Users' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Demo users are switched off on this server.');
    expect(real.network.requests).toContain(`${real.backend.url}/functions/v1/create-demo-users`);
  });
});
