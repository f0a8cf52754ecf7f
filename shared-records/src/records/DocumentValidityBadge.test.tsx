import { render, screen } from '@testing-library/react';
import { DesignSystemProvider } from '@export-portal/shared-ui';
import { DocumentValidityBadge } from './DocumentValidityBadge';

describe('the validity badge', () => {
  const today = new Date(2026, 5, 15);
  it.each([
    ['2026-06-14', 'Action Required: Document Expired'],
    ['2026-06-15', 'Expires within 30 days'],
    ['2026-07-15', 'Expires within 30 days'],
    ['2026-07-16', 'Valid'],
    [null, 'Valid'],
  ])('expiring %s reads %s', (expiryDate, text) => {
    render(
      <DesignSystemProvider>
        <DocumentValidityBadge expiryDate={expiryDate} today={today} />
      </DesignSystemProvider>,
    );
    expect(screen.getByText(text)).toBeInTheDocument();
  });
});
