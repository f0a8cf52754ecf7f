import { render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { Session } from '@supabase/auth-js';
import { DesignSystemProvider } from '@export-portal/shared-ui';
import { authLoadingAtom, lastAuthEventAtom, sessionAtom, userRoleAtom } from '../session/atoms';
import { RequireRole } from './RequireRole';

const session = { access_token: 'token', user: { id: 'user-1', email: 'someone@demo.test' } } as unknown as Session;

function AuthPage() {
  const location = useLocation();
  return <h1>Sign in (from {(location.state as { from?: string } | null)?.from ?? 'nowhere'})</h1>;
}

function renderGuard({
  roles,
  signedIn,
  role,
  loading = false,
  signedOut = false,
}: {
  roles: string[];
  signedIn: boolean;
  role: string | null;
  loading?: boolean;
  signedOut?: boolean;
}) {
  const store = createStore();
  if (signedOut) store.set(lastAuthEventAtom, 'SIGNED_OUT');
  store.set(sessionAtom, signedIn ? session : null);
  store.set(userRoleAtom, role);
  store.set(authLoadingAtom, loading);
  render(
    <Provider store={store}>
      <DesignSystemProvider>
        <MemoryRouter initialEntries={['/admin/vehicles?q=ford']}>
          <Routes>
            <Route
              path="/admin/*"
              element={
                <RequireRole roles={roles}>
                  <h1>Admin vehicles</h1>
                </RequireRole>
              }
            />
            <Route path="/auth" element={<AuthPage />} />
            <Route path="/unauthorized" element={<h1>Access Denied</h1>} />
          </Routes>
        </MemoryRouter>
      </DesignSystemProvider>
    </Provider>,
  );
  return store;
}

describe('RequireRole', () => {
  it('shows the page spinner while the session and role load', () => {
    renderGuard({ roles: ['admin'], signedIn: false, role: null, loading: true });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('sends a visitor without a session to /auth, carrying the page they came from', () => {
    renderGuard({ roles: ['admin'], signedIn: false, role: null });
    expect(screen.getByRole('heading', { name: 'Sign in (from /admin/vehicles?q=ford)' })).toBeInTheDocument();
  });

  it('sends a user who has just signed out to /auth without a return address', () => {
    renderGuard({ roles: ['admin'], signedIn: false, role: null, signedOut: true });
    expect(screen.getByRole('heading', { name: 'Sign in (from nowhere)' })).toBeInTheDocument();
  });

  it('admits an allowed role', () => {
    renderGuard({ roles: ['admin', 'staff'], signedIn: true, role: 'staff' });
    expect(screen.getByRole('heading', { name: 'Admin vehicles' })).toBeInTheDocument();
  });

  it('sends a role that is not allowed to /unauthorized', () => {
    renderGuard({ roles: ['admin'], signedIn: true, role: 'client' });
    expect(screen.getByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
  });

  it('admits any signed-in user when the allowed list is empty', () => {
    renderGuard({ roles: [], signedIn: true, role: 'auditor' });
    expect(screen.getByRole('heading', { name: 'Admin vehicles' })).toBeInTheDocument();
  });

  it('skips the role check while the role is not known', () => {
    renderGuard({ roles: ['admin'], signedIn: true, role: null });
    expect(screen.getByRole('heading', { name: 'Admin vehicles' })).toBeInTheDocument();
  });
});
