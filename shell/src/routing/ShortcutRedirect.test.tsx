import { render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { Session } from '@supabase/auth-js';
import { DesignSystemProvider } from '@export-portal/shared-ui';
import { authLoadingAtom, sessionAtom, userRoleAtom } from '@export-portal/shared-auth';
import { ShortcutRedirect } from './ShortcutRedirect';

function Landing() {
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from;
  return (
    <h1>
      {location.pathname}
      {from ? ` from ${from}` : ''}
    </h1>
  );
}

function visit({ signedIn, role, loading = false }: { signedIn: boolean; role: string | null; loading?: boolean }) {
  const store = createStore();
  store.set(sessionAtom, signedIn ? ({ user: { id: 'u1' } } as unknown as Session) : null);
  store.set(userRoleAtom, role);
  store.set(authLoadingAtom, loading);
  render(
    <Provider store={store}>
      <DesignSystemProvider>
        <MemoryRouter initialEntries={['/track-shipment']}>
          <Routes>
            <Route path="/track-shipment" element={<ShortcutRedirect path="/track-shipment" />} />
            <Route path="*" element={<Landing />} />
          </Routes>
        </MemoryRouter>
      </DesignSystemProvider>
    </Provider>,
  );
}

describe('ShortcutRedirect', () => {
  it('waits with a spinner while the session loads', () => {
    visit({ signedIn: false, role: null, loading: true });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('sends a signed-out visitor to /auth, to come back to the shortcut', () => {
    visit({ signedIn: false, role: null });
    expect(screen.getByRole('heading', { name: '/auth from /track-shipment' })).toBeInTheDocument();
  });

  it.each([
    ['admin', '/admin/shipments'],
    ['staff', '/staff/shipments'],
    ['client', '/client/track-shipment'],
    ['auditor', '/unauthorized'],
  ])('sends %s to %s', (role, target) => {
    visit({ signedIn: true, role });
    expect(screen.getByRole('heading', { name: target })).toBeInTheDocument();
  });
});
