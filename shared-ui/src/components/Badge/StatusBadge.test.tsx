import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test-utils';
import { StatusBadge, statusLabel } from './StatusBadge';

describe('StatusBadge', () => {
  it.each([
    ['in_transit', 'In Transit'],
    ['available', 'Available'],
    ['expiring-soon', 'Expiring Soon'],
  ])('reads %s as %s', (status, label) => {
    expect(statusLabel(status)).toBe(label);
  });

  it('shows the status in its tone, or the words it is given', () => {
    renderWithTheme(
      <>
        <StatusBadge status="delivered" />
        <StatusBadge status="expired" label="Action Required: Document Expired" />
      </>,
    );
    expect(screen.getByText('Delivered')).toHaveAttribute('data-tone', 'success');
    expect(screen.getByText('Action Required: Document Expired')).toHaveAttribute('data-tone', 'danger');
  });
});
