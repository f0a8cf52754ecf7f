import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupRealBackend } from '@export-portal/shared-auth/testing';
import { showAdmin } from '../../testing/renderAdmin';

const real = setupRealBackend();

async function openBanking() {
  await showAdmin(real.backend, '/admin/reports');
  await userEvent.click(screen.getByRole('tab', { name: 'Banking Integration' }));
  return screen.findByRole('form', { name: 'Connect a bank account' });
}

describe('admin Reports & Analytics', () => {
  it('switches between its four tabs', async () => {
    await showAdmin(real.backend, '/admin/reports');
    expect(await screen.findByRole('group', { name: 'Financial overview' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Advanced Analytics' }));
    expect(screen.getByText(/^Vehicle sales: 85%/)).toBeInTheDocument();
    expect(screen.getByText(/^Shipping services: 12%/)).toBeInTheDocument();
    expect(screen.getByText(/^Documentation: 3%/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Reports & Export' }));
    expect(screen.getByRole('button', { name: 'Monthly Report (PDF)' })).toBeInTheDocument();
  });

  it('checks required fields and digits-only formats', async () => {
    const form = await openBanking();
    await userEvent.click(within(form).getByRole('button', { name: 'Connect Bank Account' }));
    expect(await within(form).findByText('Enter the bank name')).toBeInTheDocument();
    expect(within(form).getByText('Enter the account number')).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText(/Routing number/), '12345-001');
    await userEvent.type(within(form).getByLabelText('Account number'), '1234');
    await userEvent.click(within(form).getByRole('button', { name: 'Connect Bank Account' }));
    expect(await within(form).findByText('Use digits only')).toBeInTheDocument();
    expect(within(form).getByText('An account number has 7 to 12 digits')).toBeInTheDocument();
  });

  it('masks the account number once typed and keeps it out of browser storage', async () => {
    const form = await openBanking();
    const account = within(form).getByLabelText('Account number');
    await userEvent.type(within(form).getByLabelText('Bank name'), 'Royal Bank of Canada');
    await userEvent.type(account, '123456789');
    expect(account).toHaveAttribute('type', 'text');
    await userEvent.type(within(form).getByLabelText(/Routing number/), '00011003');
    expect(account).toHaveAttribute('type', 'password');
    expect(within(form).getByText('•••• 6789')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Connect Bank Account' }));
    expect(await screen.findByText('Connected: Royal Bank of Canada, chequing account •••• 6789')).toBeInTheDocument();
    const stored = [localStorage, sessionStorage].flatMap((storage) => Object.keys(storage).map((key) => storage.getItem(key) ?? ''));
    expect(stored.join('\n')).not.toContain('123456789');
    expect(document.body.innerHTML).not.toContain('123456789');
  });
});
