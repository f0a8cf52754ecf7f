import { useRef, useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test-utils';
import { Button } from '../Button';
import { Sheet } from './Sheet';

/** A sheet its owner opens from a button elsewhere, as the mobile sidebar's toggle does. */
function Navigation() {
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button ref={toggle} onClick={() => setOpen(true)}>
        Toggle sidebar
      </Button>
      <Sheet title="Navigation" hideTitle open={open} onOpenChange={setOpen} returnFocusRef={toggle}>
        <a href="#dashboard">Dashboard</a>
      </Sheet>
    </>
  );
}

describe('Sheet', () => {
  it('opens as a modal panel named by its title and closes on Escape, returning focus', async () => {
    renderWithTheme(
      <Sheet title="Filters" trigger={<Button>Show filters</Button>}>
        <Button>Apply</Button>
      </Sheet>,
    );
    const trigger = screen.getByRole('button', { name: 'Show filters' });
    await userEvent.click(trigger);
    expect(await screen.findByRole('dialog', { name: 'Filters' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Filters' })).toBeVisible();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  it('keeps a hidden title as the accessible name', () => {
    renderWithTheme(
      <Sheet title="Navigation" hideTitle open>
        <a href="#dashboard">Dashboard</a>
      </Sheet>,
    );
    expect(screen.getByRole('dialog', { name: 'Navigation' })).toBeInTheDocument();
  });

  it('opened by a button of its owner, returns focus to the element named by returnFocusRef after its close button', async () => {
    renderWithTheme(<Navigation />);
    const toggle = screen.getByRole('button', { name: 'Toggle sidebar' });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Navigation' });
    expect(toggle).not.toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toggle).toHaveFocus();
  });
});
