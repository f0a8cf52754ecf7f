import { render, screen } from '@testing-library/react';
import { DesignSystemProvider } from '@export-portal/shared-ui';
import { DashboardScreen } from './DashboardScreen';

describe('admin DashboardScreen', () => {
  it("says it holds the admin section's own work, not the business-wide figures of /dashboard", () => {
    render(
      <DesignSystemProvider>
        <DashboardScreen />
      </DesignSystemProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(screen.getByText(/^Your admin work: /)).toBeInTheDocument();
    expect(screen.queryByText(/business-wide/i)).not.toBeInTheDocument();
  });
});
