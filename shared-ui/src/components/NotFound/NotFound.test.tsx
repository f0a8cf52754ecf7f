import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { renderWithTheme } from '../../test-utils';
import { NotFound, SectionNotFound } from './NotFound';

describe('NotFound', () => {
  it("reads 'Oops! Page not found' and links home", async () => {
    renderWithTheme(
      <MemoryRouter initialEntries={['/nowhere']}>
        <Routes>
          <Route path="/" element={<h1>Landing</h1>} />
          <Route path="*" element={<NotFound homePath="/" homeLabel="Return to Home" />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('main', { name: 'Oops! Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toHaveAttribute('tabindex', '-1');
    expect(document.title).toBe('Page not found · Export Portal');
    await userEvent.click(screen.getByRole('link', { name: 'Return to Home' }));
    expect(screen.getByRole('heading', { name: 'Landing' })).toBeInTheDocument();
  });

  it("links back to the section's home inside a section", () => {
    renderWithTheme(
      <MemoryRouter>
        <SectionNotFound sectionName="Staff" sectionHome="/staff" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Back to the Staff section' })).toHaveAttribute('href', '/staff');
  });
});
