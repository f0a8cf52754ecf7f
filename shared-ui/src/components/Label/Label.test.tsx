import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test-utils';
import { Label } from './Label';

describe('Label', () => {
  it('names its control and focuses it when clicked', async () => {
    renderWithTheme(
      <>
        <Label htmlFor="bank-name">Bank name</Label>
        <input id="bank-name" />
      </>,
    );
    await userEvent.click(screen.getByText('Bank name'));
    expect(screen.getByRole('textbox', { name: 'Bank name' })).toHaveFocus();
  });
});
