import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { DesignSystemProvider } from '@export-portal/shared-ui';
import { UnauthorizedScreen } from './UnauthorizedScreen';

describe('UnauthorizedScreen', () => {
  beforeEach(() => {
    render(
      <DesignSystemProvider>
        <MemoryRouter initialEntries={['/unauthorized']}>
          <Routes>
            <Route path="/unauthorized" element={<UnauthorizedScreen />} />
            <Route path="/dashboard" element={<p>Dashboard page</p>} />
          </Routes>
        </MemoryRouter>
      </DesignSystemProvider>,
    );
  });

  it("reads 'Access Denied' with the spec's explanation", () => {
    expect(screen.getByRole('main', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeInTheDocument();
    expect(
      screen.getByText(
        "You don't have permission to access this page. Please contact your administrator if you believe this is an error.",
      ),
    ).toBeInTheDocument();
  });

  it('leads back to the dashboard', async () => {
    const link = screen.getByRole('link', { name: 'Back to Dashboard' });
    expect(link).toHaveAttribute('href', '/dashboard');
    await userEvent.click(link);
    expect(screen.getByText('Dashboard page')).toBeInTheDocument();
  });
});
