import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test-utils';
import { Alert } from './Alert';

describe('Alert', () => {
  it('is announced as an alert with its title and message', () => {
    renderWithTheme(
      <Alert tone="danger" title="Update failed">
        Failed to update vehicle status.
      </Alert>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Update failed');
    expect(alert).toHaveTextContent('Failed to update vehicle status.');
    expect(alert).toHaveAttribute('data-tone', 'danger');
  });

  it('defaults to the info tone', () => {
    renderWithTheme(<Alert>Settings saved successfully!</Alert>);
    expect(screen.getByRole('alert')).toHaveAttribute('data-tone', 'info');
  });
});
