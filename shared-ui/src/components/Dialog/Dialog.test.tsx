import { useState } from 'react';
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

/** A list whose rows open one shared dialog by setting `open`, as a Reply on a message card does. */
function MessagesWithReply() {
  const [rows, setRows] = useState(['first', 'second']);
  const [replyingTo, setReplyingTo] = useState<string | null>(null);
  return (
    <main>
      <h1 tabIndex={-1}>Customer Support</h1>
      {rows.map((row) => (
        <Button key={row} onClick={() => setReplyingTo(row)}>
          Reply to {row}
        </Button>
      ))}
      <Dialog
        title="Reply to customer"
        open={replyingTo !== null}
        onOpenChange={(open) => !open && setReplyingTo(null)}
        footer={
          <>
            <DialogClose>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button
              onClick={() => {
                setRows((current) => current.filter((row) => row !== replyingTo));
                setReplyingTo(null);
              }}
            >
              Archive
            </Button>
          </>
        }
      />
    </main>
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

  it.each([
    ['Escape', () => userEvent.keyboard('{Escape}')],
    ['Cancel', () => userEvent.click(screen.getByRole('button', { name: 'Cancel' }))],
    ['the close button', () => userEvent.click(screen.getByRole('button', { name: 'Close' }))],
  ])('opened by a button that is not its trigger, returns focus to that button after %s', async (_how, close) => {
    renderWithTheme(<MessagesWithReply />);
    const opener = screen.getByRole('button', { name: 'Reply to second' });
    opener.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Reply to customer' });
    expect(opener).not.toHaveFocus();
    await close();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it("moves focus to the page's heading when the button that opened it is gone", async () => {
    renderWithTheme(<MessagesWithReply />);
    await userEvent.click(screen.getByRole('button', { name: 'Reply to second' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Reply to second' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Customer Support' })).toHaveFocus();
  });
});
