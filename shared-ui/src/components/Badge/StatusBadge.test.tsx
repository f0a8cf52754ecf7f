import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test-utils';
import { StatusBadge } from './StatusBadge';

describe('StatusBadge', () => {
  it('shows the words it is given in the tone of the status', () => {
    renderWithTheme(
      <>
        <StatusBadge status="in_transit" label="In Transit" />
        <StatusBadge status="expired" label="Action Required: Document Expired" />
      </>,
    );
    expect(screen.getByText('In Transit')).toHaveAttribute('data-tone', 'info');
    expect(screen.getByText('Action Required: Document Expired')).toHaveAttribute('data-tone', 'danger');
    expect(screen.queryByText('in_transit')).not.toBeInTheDocument();
  });
});
