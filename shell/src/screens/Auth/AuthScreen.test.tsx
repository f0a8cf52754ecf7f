import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, type InitialEntry } from 'react-router-dom';
import type { Session } from '@supabase/auth-js';
import { AuthSync } from '@export-portal/shared-auth';
import { DEMO_ACCOUNTS } from '@export-portal/shared-domain';
import {
  setupRealBackend,
  createPortalStore,
  PortalTestProviders,
  signInStore,
  signOutPortalClient,
  type PortalStore,
} from '@export-portal/shared-auth/testing';
import { AuthScreen } from './AuthScreen';

const account = (email: string) => DEMO_ACCOUNTS.find((candidate) => candidate.email === email)!;
const admin = account('admin@demo.test');
const staff = account('staff@demo.test');

const real = setupRealBackend();

let adminSession: Session;

beforeAll(async () => {
  adminSession = await signInStore(createPortalStore(real.backend), admin.email, admin.password, 'admin');
  await signOutPortalClient(real.backend);
}, 60_000);

function CurrentPage() {
  const location = useLocation();
  return <p>Now at {location.pathname}</p>;
}

function showAuthPage(store: PortalStore, entry: InitialEntry = '/auth', options: { withAuthSync?: boolean } = {}) {
  render(
    <PortalTestProviders store={store}>
      {options.withAuthSync && <AuthSync />}
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path="/auth" element={<AuthScreen />} />
          <Route path="*" element={<CurrentPage />} />
        </Routes>
      </MemoryRouter>
    </PortalTestProviders>,
  );
}

const demoAccessCard = () => screen.getByRole('region', { name: 'Demo Access' });

describe('AuthScreen', () => {
  it('lists the four demo logins with their role, email and password', () => {
    showAuthPage(createPortalStore(real.backend));
    const card = within(demoAccessCard());
    for (const demo of DEMO_ACCOUNTS) {
      const login = card.getByRole('button', { name: new RegExp(demo.email) });
      expect(login).toHaveTextContent(demo.role);
      expect(login).toHaveTextContent(demo.password);
    }
    expect(card.getAllByRole('listitem')).toHaveLength(4);
  });

  it('names the browser tab after the form on show', async () => {
    showAuthPage(createPortalStore(real.backend));
    expect(document.title).toBe('Sign In · Export Portal');
    await userEvent.click(screen.getByRole('tab', { name: 'Sign Up' }));
    expect(document.title).toBe('Sign Up · Export Portal');
  });

  it('fills the Sign In form, on the Sign In tab, when a demo login is chosen', async () => {
    showAuthPage(createPortalStore(real.backend));
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Sign Up' }));
    await user.click(screen.getByRole('button', { name: new RegExp(staff.email) }));
    expect(screen.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
    const form = within(screen.getByRole('form', { name: 'Sign In' }));
    expect(form.getByLabelText('Email')).toHaveValue(staff.email);
    expect(form.getByLabelText('Password')).toHaveValue(staff.password);
  });

  it('signs in with a demo login and moves on to that role’s section', async () => {
    showAuthPage(createPortalStore(real.backend, { session: null, role: null }), '/auth', { withAuthSync: true });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: new RegExp(admin.email) }));
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Now at /admin/')).toBeInTheDocument();
  });

  it("toasts 'Login Failed' with the server's message and keeps the typed values", async () => {
    showAuthPage(createPortalStore(real.backend));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: new RegExp(admin.email) }));
    await user.type(screen.getByLabelText('Password'), '-wrong');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Login Failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid login credentials')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue(admin.email);
    expect(screen.getByLabelText('Password')).toHaveValue(`${admin.password}-wrong`);
  });

  it('creates the demo users and says so', async () => {
    showAuthPage(createPortalStore(real.backend));
    await userEvent.click(screen.getByRole('button', { name: 'Create Demo Users' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Demo users created successfully! You can now use the demo credentials to log in.');
    expect(real.network.requests).toContain(`${real.backend.url}/functions/v1/create-demo-users`);
  });

  it('says so when the demo users cannot be created', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      showAuthPage(createPortalStore({ url: 'http://127.0.0.1:9', anonKey: real.backend.anonKey }));
      await userEvent.click(screen.getByRole('button', { name: 'Create Demo Users' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Failed to create demo users. Please try again.');
      expect(logged).toHaveBeenCalled();
    } finally {
      logged.mockRestore();
    }
  });

  describe('a signed-in user whose role is known', () => {
    it.each([
      ['admin', '/admin/'],
      ['staff', '/staff/'],
      ['client', '/client/'],
      ['auditor', '/client/'],
    ])('is sent by the %s role to %s', (role, path) => {
      showAuthPage(createPortalStore(real.backend, { session: adminSession, role }));
      expect(screen.getByText(`Now at ${path}`)).toBeInTheDocument();
    });

    it('is sent back to the page they came from', () => {
      showAuthPage(createPortalStore(real.backend, { session: adminSession, role: 'admin' }), {
        pathname: '/auth',
        state: { from: '/staff/shipments' },
      });
      expect(screen.getByText('Now at /staff/shipments')).toBeInTheDocument();
    });

    it.each(['/auth', '//elsewhere.example/phish'])('ignores a return path of %s and goes by role', (from) => {
      showAuthPage(createPortalStore(real.backend, { session: adminSession, role: 'staff' }), { pathname: '/auth', state: { from } });
      expect(screen.getByText('Now at /staff/')).toBeInTheDocument();
    });

    it('stays on the page while the role is still loading', () => {
      showAuthPage(createPortalStore(real.backend, { session: adminSession, role: null, loading: true }));
      expect(screen.getByRole('heading', { level: 1, name: 'Export Portal' })).toBeInTheDocument();
    });
  });
});
