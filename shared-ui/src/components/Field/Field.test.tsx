import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test-utils';
import { Input } from '../Input';
import { Textarea } from '../Textarea';
import { Field } from './Field';

describe('Field', () => {
  it('names its control by the label', async () => {
    renderWithTheme(
      <Field label="Email">
        <Input type="email" />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'admin@example.com');
    expect(input).toHaveValue('admin@example.com');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('marks the control invalid and describes it with the error message', () => {
    renderWithTheme(
      <Field label="Password" error="Password must be at least 6 characters">
        <Input type="text" />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Password' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Password must be at least 6 characters');
  });

  it('describes the control with both the error and the hint', () => {
    renderWithTheme(
      <Field label="Reply" hint="Sent by e-mail" error="A reply cannot be empty">
        <Textarea />
      </Field>,
    );
    expect(screen.getByRole('textbox', { name: 'Reply' })).toHaveAccessibleDescription('A reply cannot be empty Sent by e-mail');
  });

  it('uses an id given to it so an outside label or test can find the control', () => {
    renderWithTheme(
      <Field label="Company" id="company">
        <Input />
      </Field>,
    );
    expect(screen.getByRole('textbox', { name: 'Company' })).toHaveAttribute('id', 'company');
  });
});
