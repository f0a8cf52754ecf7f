import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test-utils';
import { Textarea } from './Textarea';

describe('Textarea', () => {
  it('takes several lines of text', async () => {
    renderWithTheme(<Textarea aria-label="Reply" />);
    const reply = screen.getByRole('textbox', { name: 'Reply' });
    await userEvent.type(reply, 'Thank you.{Enter}Your shipment has left Halifax.');
    expect(reply).toHaveValue('Thank you.\nYour shipment has left Halifax.');
  });
});
