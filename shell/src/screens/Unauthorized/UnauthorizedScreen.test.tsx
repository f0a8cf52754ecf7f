import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { Session } from '@supabase/auth-js';
import { DesignSystemProvider } from '@export-portal/shared-ui';
import { authLoadingAtom, sessionAtom, userRoleAtom } from '@export-portal/shared-auth';
import { UnauthorizedScreen } from './UnauthorizedScreen';

function showAccessDenied(role: string | null) {
  const store = createStore();
  store.set(sessionAtom, { user: { id: 'u1', email: 'someone@demo.test' } } as unknown as Session);
  store.set(userRoleAtom, role);
  store.set(authLoadingAtom, false);
  render(
    <Provider store={store}>
      <DesignSystemProvider>
        <MemoryRouter initialEntries={['/unauthorized']}>
          <Routes>
            <Route path="/unauthorized" element={<UnauthorizedScreen />} />
            <Route path="/dashboard" element={<p>Dashboard page</p>} />
            <Route path="/client/" element={<p>Client dashboard page</p>} />
          </Routes>
        </MemoryRouter>
      </DesignSystemProvider>
    </Provider>,
  );
}

describe('UnauthorizedScreen', () => {
  it("reads 'Access Denied' with the spec's explanation, and names the tab", () => {
    showAccessDenied('staff');
    expect(screen.getByRole('main', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeInTheDocument();
    expect(
      screen.getByText("You don't have permission to access this page. Please contact your administrator if you believe this is an error."),
    ).toBeInTheDocument();
    expect(document.title).toBe('Access Denied · Export Portal');
  });

  it.each(['admin', 'staff'])('leads %s back to the shared dashboard', async (role) => {
    showAccessDenied(role);
    const link = screen.getByRole('link', { name: 'Back to Dashboard' });
    expect(link).toHaveAttribute('href', '/dashboard');
    await userEvent.click(link);
    expect(screen.getByText('Dashboard page')).toBeInTheDocument();
  });

  it("leads a client back to their own dashboard, the client section's home", async () => {
    showAccessDenied('client');
    const link = screen.getByRole('link', { name: 'Back to Dashboard' });
    expect(link).toHaveAttribute('href', '/client/');
    await userEvent.click(link);
    expect(screen.getByText('Client dashboard page')).toBeInTheDocument();
  });
});
