import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test-utils';
import { Switch } from './Switch';

describe('Switch', () => {
  it('is a switch named by its label that toggles from the keyboard', async () => {
    const onCheckedChange = jest.fn();
    renderWithTheme(
      <Switch
        label="SMS notifications"
        description="Text messages about shipment milestones"
        defaultChecked={false}
        onCheckedChange={onCheckedChange}
      />,
    );
    const toggle = screen.getByRole('switch', { name: 'SMS notifications' });
    expect(toggle).toHaveAccessibleDescription('Text messages about shipment milestones');
    expect(toggle).not.toBeChecked();

    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(toggle).toBeChecked();
    expect(onCheckedChange).toHaveBeenCalledWith(true);
  });

  it('toggles when its label is clicked', async () => {
    renderWithTheme(<Switch label="Maintenance mode" />);
    await userEvent.click(screen.getByText('Maintenance mode'));
    expect(screen.getByRole('switch', { name: 'Maintenance mode' })).toBeChecked();
  });
});
