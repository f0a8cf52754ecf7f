import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test-utils';
import { Button } from '../Button';
import { Dialog, DialogClose } from './Dialog';

function ReplyDialog() {
  return (
    <Dialog
      title="Reply to customer"
      description="Your reply is sent by e-mail."
      trigger={<Button>Reply</Button>}
      footer={
        <>
          <DialogClose>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button>Send Reply</Button>
        </>
      }
    >
      <input aria-label="Message" />
    </Dialog>
  );
}

describe('Dialog', () => {
  it('opens from its trigger as a modal named by its title and described by its description', async () => {
    renderWithTheme(<ReplyDialog />);
    await userEvent.click(screen.getByRole('button', { name: 'Reply' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reply to customer' });
    expect(dialog).toHaveAccessibleDescription('Your reply is sent by e-mail.');
  });

  it('keeps keyboard focus inside while open', async () => {
    renderWithTheme(<ReplyDialog />);
    await userEvent.click(screen.getByRole('button', { name: 'Reply' }));
    const dialog = await screen.findByRole('dialog');
    for (let press = 0; press < 8; press += 1) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes on Escape and returns focus to the trigger', async () => {
    renderWithTheme(<ReplyDialog />);
    const trigger = screen.getByRole('button', { name: 'Reply' });
    await userEvent.click(trigger);
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  it('closes from a DialogClose action and from the close button', async () => {
    renderWithTheme(<ReplyDialog />);
    await userEvent.click(screen.getByRole('button', { name: 'Reply' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Reply' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('can be opened and closed by its owner', async () => {
    const onOpenChange = jest.fn();
    const { rerender } = renderWithTheme(
      <Dialog title="Reply to customer" open onOpenChange={onOpenChange}>
        body
      </Dialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Reply to customer' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    rerender(
      <Dialog title="Reply to customer" open={false} onOpenChange={onOpenChange}>
        body
      </Dialog>,
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
