import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test-utils';
import { Button } from '../Button';
import { Tooltip } from './Tooltip';

describe('Tooltip', () => {
  it('describes its element when focused and hides on Escape', async () => {
    renderWithTheme(
      <Tooltip content="Export all vehicles as CSV">
        <Button>Export Data</Button>
      </Tooltip>,
    );
    const button = screen.getByRole('button', { name: 'Export Data' });
    act(() => button.focus());
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Export all vehicles as CSV');
    expect(button).toHaveAccessibleDescription('Export all vehicles as CSV');

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows nothing while it has no content', () => {
    renderWithTheme(
      <Tooltip content={null}>
        <Button>Export Data</Button>
      </Tooltip>,
    );
    act(() => screen.getByRole('button', { name: 'Export Data' }).focus());
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
