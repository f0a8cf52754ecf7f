import { act, screen } from '@testing-library/react';
import { renderWithTheme } from '../../test-utils';
import { toast } from './Toaster';

afterEach(() => {
  act(() => {
    toast.dismiss();
  });
});

describe('toast', () => {
  it('shows a success toast with its title and description', async () => {
    renderWithTheme(<p>Dashboard</p>);
    act(() => {
      toast.success('Account Created', { description: 'Please check your email to verify your account' });
    });
    expect(await screen.findByText('Account Created')).toBeInTheDocument();
    expect(screen.getByText('Please check your email to verify your account')).toBeInTheDocument();
    expect(screen.getByText('Account Created').closest('[data-sonner-toast]')).toHaveAttribute('data-type', 'success');
  });

  it('shows an error toast', async () => {
    renderWithTheme(<p>Sign in</p>);
    act(() => {
      toast.error('Login Failed', { description: 'Invalid login credentials' });
    });
    expect(await screen.findByText('Login Failed')).toBeInTheDocument();
    expect(screen.getByText('Login Failed').closest('[data-sonner-toast]')).toHaveAttribute('data-type', 'error');
  });

  it('rises from the bottom corner, away from the screen header and its actions', async () => {
    renderWithTheme(<p>Vehicles</p>);
    act(() => {
      toast.success('Vehicle updated');
    });
    const shown = (await screen.findByText('Vehicle updated')).closest('[data-sonner-toast]');
    expect(shown).toHaveAttribute('data-y-position', 'bottom');
    expect(shown).toHaveAttribute('data-x-position', 'right');
  });
});
