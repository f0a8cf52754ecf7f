import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEMO_ACCOUNTS } from '@export-portal/shared-domain';
import { SignUpForm } from './SignUpForm';
import { setupRealBackend } from '../testing/realBackend';
import { createPortalStore, portalClient, PortalTestProviders } from '../testing/PortalTestProviders';

const real = setupRealBackend();

function showForm() {
  const store = createPortalStore(real.backend);
  render(
    <PortalTestProviders store={store}>
      <SignUpForm />
    </PortalTestProviders>,
  );
  return store;
}

interface Details {
  firstName?: string;
  lastName?: string;
  email?: string;
  password?: string;
  company?: string;
}

async function fillIn(details: Details) {
  const user = userEvent.setup();
  const fields: Array<[string, string | undefined]> = [
    ['First Name', details.firstName],
    ['Last Name', details.lastName],
    ['Email', details.email],
    ['Password', details.password],
    ['Company', details.company],
  ];
  for (const [label, value] of fields) {
    if (value) await user.type(screen.getByLabelText(label), value);
  }
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
}

const newClient = { firstName: 'Élise', lastName: 'Bouchard', email: 'elise@bouchard.test', password: 'Montreal#2026' };

describe('SignUpForm', () => {
  it('requires first name, last name, email and password; company is optional', () => {
    showForm();
    for (const label of ['First Name', 'Last Name', 'Email', 'Password']) {
      expect(screen.getByLabelText(label)).toBeRequired();
    }
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Company')).not.toBeRequired();
  });

  it('sends nothing while a required field is empty, and says which beside it', async () => {
    showForm();
    const before = real.network.requests.length;
    await fillIn({ ...newClient, lastName: '   ' });
    expect(screen.getByLabelText('Last Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Last Name')).toHaveAccessibleDescription('Enter your last name');
    expect(screen.getByLabelText('First Name')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Company')).toHaveAccessibleDescription('Optional');
    expect(real.network.requests.slice(before)).toEqual([]);
  });

  it('creates a client account from the details; signed in at once, it is ready, not waiting for an e-mail', async () => {
    const store = showForm();
    await fillIn({ ...newClient, company: 'Bouchard Autos' });
    expect(await screen.findByText('Account Created')).toBeInTheDocument();
    expect(screen.getByText('Your account is ready and you are signed in.')).toBeInTheDocument();
    expect(screen.queryByText('Please check your email to verify your account')).not.toBeInTheDocument();
    expect(real.network.requests).toContain(`${real.backend.url}/auth/v1/signup?redirect_to=${encodeURIComponent('http://localhost/')}`);
    expect(screen.getByLabelText('Email')).toHaveValue('');

    const client = portalClient(store);
    const { data: signedIn } = await client.auth.signInWithPassword({ email: newClient.email, password: newClient.password });
    const { data: profile } = await client.from('profiles').select('first_name, last_name, company, role').eq('user_id', signedIn.user!.id).single();
    expect(profile).toEqual({ first_name: 'Élise', last_name: 'Bouchard', company: 'Bouchard Autos', role: 'client' });
  });

  it('asks the new user to confirm by e-mail when the backend returns no session yet', async () => {
    const store = createPortalStore(real.backend);
    const client = portalClient(store);
    const pending = jest.spyOn(client.auth, 'signUp').mockResolvedValue({ data: { user: null, session: null }, error: null });
    try {
      render(
        <PortalTestProviders store={store}>
          <SignUpForm />
        </PortalTestProviders>,
      );
      await fillIn({ ...newClient, email: 'pending@bouchard.test', company: '  ' });
      expect(await screen.findByText('Account Created')).toBeInTheDocument();
      expect(screen.getByText('Please check your email to verify your account')).toBeInTheDocument();
      expect(pending).toHaveBeenCalledWith({
        email: 'pending@bouchard.test',
        password: newClient.password,
        options: {
          data: { first_name: 'Élise', last_name: 'Bouchard', company: null },
          emailRedirectTo: 'http://localhost/',
        },
      });
      expect(screen.getByLabelText('First Name')).toHaveValue('');
    } finally {
      pending.mockRestore();
    }
  });

  it("shows the server's reason for a weak password and keeps what was typed", async () => {
    showForm();
    await fillIn({ ...newClient, email: 'weak@bouchard.test', password: 'abc' });
    expect(await screen.findByText('Signup Failed')).toBeInTheDocument();
    expect(screen.getByText('Password should be at least 6 characters.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('weak@bouchard.test');
  });

  it("toasts 'Signup Failed' with the server's message for an email already registered", async () => {
    showForm();
    await fillIn({ ...newClient, email: DEMO_ACCOUNTS[0]!.email });
    expect(await screen.findByText('Signup Failed')).toBeInTheDocument();
    expect(screen.getByText('User already registered')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign Up' })).toBeEnabled());
  });
});
