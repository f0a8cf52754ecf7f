import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { DesignSystemProvider } from '@export-portal/shared-ui';
import { LandingScreen } from './LandingScreen';

describe('LandingScreen', () => {
  it("links to /auth and the demo dashboard, under the product's own tab title", () => {
    document.title = 'Vehicle Inventory · Export Portal';
    render(
      <DesignSystemProvider>
        <MemoryRouter>
          <LandingScreen />
        </MemoryRouter>
      </DesignSystemProvider>,
    );
    expect(screen.getByRole('link', { name: 'Access System' })).toHaveAttribute('href', '/auth');
    expect(screen.getByRole('link', { name: 'Demo Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(document.title).toBe('Export Portal');
  });
});
