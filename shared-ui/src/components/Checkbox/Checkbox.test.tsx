import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test-utils';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('is a checkbox named by its label, ticked by click or Space', async () => {
    const onCheckedChange = jest.fn();
    renderWithTheme(<Checkbox label="Default business account" onCheckedChange={onCheckedChange} />);
    const box = screen.getByRole('checkbox', { name: 'Default business account' });

    await userEvent.click(screen.getByText('Default business account'));
    expect(box).toBeChecked();
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);

    await userEvent.keyboard(' ');
    expect(box).not.toBeChecked();
  });

  it('shows a mixed state', () => {
    renderWithTheme(<Checkbox label="All documents" checked="indeterminate" />);
    expect(screen.getByRole('checkbox', { name: 'All documents' })).toBePartiallyChecked();
  });
});
