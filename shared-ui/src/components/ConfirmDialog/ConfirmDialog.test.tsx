import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test-utils';
import { Button } from '../Button';
import { ConfirmDialog } from './ConfirmDialog';

function DeleteUser({ onConfirm }: { onConfirm: () => Promise<void> }) {
  return (
    <ConfirmDialog
      trigger={<Button>Delete</Button>}
      title="Delete this user?"
      description="Their account and sign-in are removed."
      confirmLabel="Delete user"
      onConfirm={onConfirm}
      failureMessage={(error) => `The user was not deleted: ${(error as Error).message}`}
    />
  );
}

describe('ConfirmDialog', () => {
  it('does nothing until confirmed, and nothing when cancelled', async () => {
    const onConfirm = jest.fn(async () => undefined);
    renderWithTheme(<DeleteUser onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('dialog', { name: 'Delete this user?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
  });

  it('closes once the action worked', async () => {
    const onConfirm = jest.fn(async () => undefined);
    renderWithTheme(<DeleteUser onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete user' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
  });

  it('returns focus to its trigger when dismissed with Escape or the close button', async () => {
    renderWithTheme(<DeleteUser onConfirm={jest.fn(async () => undefined)} />);
    const trigger = screen.getByRole('button', { name: 'Delete' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Delete this user?' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  it('stays open after a failure and says why', async () => {
    renderWithTheme(<DeleteUser onConfirm={() => Promise.reject(new Error('admins cannot be deleted'))} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete user' }));
    expect(await screen.findByText('The user was not deleted: admins cannot be deleted')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Delete this user?' })).toBeInTheDocument();
  });
});
