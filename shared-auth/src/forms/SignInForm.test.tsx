import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DEMO_ACCOUNTS } from '@export-portal/shared-domain';
import { SignInForm, type SignInCredentials } from './SignInForm';
import { setupRealBackend } from '../testing/realBackend';
import { createPortalStore, portalClient, PortalTestProviders, type PortalStore } from '../testing/PortalTestProviders';

const admin = DEMO_ACCOUNTS.find((account) => account.role === 'admin')!;

const real = setupRealBackend();

function showForm(store: PortalStore = createPortalStore(real.backend)) {
  render(
    <PortalTestProviders store={store}>
      <SignInForm />
    </PortalTestProviders>,
  );
  return store;
}

/** A sign-in form that a button elsewhere on the page fills with the admin login. */
function FilledFromOutside() {
  const [fill, setFill] = useState<SignInCredentials | null>(null);
  return (
    <>
      <button type="button" onClick={() => setFill({ email: admin.email, password: admin.password })}>
        Use the admin login
      </button>
      <SignInForm fill={fill} />
    </>
  );
}

async function typeCredentials(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  return user;
}

describe('SignInForm', () => {
  it('asks for an email address and a password', () => {
    showForm();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Email')).toBeRequired();
    expect(screen.getByLabelText('Password')).toBeRequired();
  });

  it('sends nothing while a required field is empty, and says so beside the field', async () => {
    showForm();
    const before = real.network.requests.length;
    await typeCredentials(admin.email, ' ');
    await userEvent.clear(screen.getByLabelText('Password'));
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription('Enter your password');
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    expect(real.network.requests.slice(before)).toEqual([]);

    await userEvent.type(password, 'x');
    expect(password).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Enter your password')).not.toBeInTheDocument();
  });

  it('asks for a well-formed email address before sending anything', async () => {
    showForm();
    const before = real.network.requests.length;
    const user = await typeCredentials('admin-at-demo.test', admin.password);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter a valid email address');
    expect(real.network.requests.slice(before)).toEqual([]);
  });

  it('signs the user in with the password grant', async () => {
    const store = showForm();
    const user = await typeCredentials(admin.email, admin.password);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(async () => {
      const { data } = await portalClient(store).auth.getSession();
      expect(data.session?.user.email).toBe(admin.email);
    });
    expect(real.network.requests).toContain(`${real.backend.url}/auth/v1/token?grant_type=password`);
  });

  it('shows the button as busy while the sign-in is in flight', async () => {
    showForm();
    await typeCredentials(admin.email, admin.password);
    const button = screen.getByRole('button', { name: 'Sign In' });
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    await waitFor(() => expect(button).toBeEnabled());
  });

  it("toasts 'Login Failed' with the server's message and keeps what was typed", async () => {
    showForm();
    const user = await typeCredentials(admin.email, 'not-the-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Login Failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid login credentials')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue(admin.email);
    expect(screen.getByLabelText('Password')).toHaveValue('not-the-password');
  });

  it('can be filled from outside, and typing goes on from there', async () => {
    render(
      <PortalTestProviders store={createPortalStore(real.backend)}>
        <FilledFromOutside />
      </PortalTestProviders>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Use the admin login' }));
    expect(screen.getByLabelText('Email')).toHaveValue(admin.email);
    expect(screen.getByLabelText('Password')).toHaveValue(admin.password);
    await userEvent.type(screen.getByLabelText('Email'), 'x');
    expect(screen.getByLabelText('Email')).toHaveValue(`${admin.email}x`);
  });
});
