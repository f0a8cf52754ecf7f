import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test-utils';
import { Button } from '../Button';
import { Sheet } from './Sheet';

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
});
