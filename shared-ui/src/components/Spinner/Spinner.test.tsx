import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test-utils';
import { PageSpinner, Spinner } from './Spinner';

describe('PageSpinner', () => {
  it('announces loading as a status named "Loading"', () => {
    renderWithTheme(<PageSpinner />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('can name what is loading', () => {
    renderWithTheme(<PageSpinner label="Loading vehicles" />);
    expect(screen.getByRole('status', { name: 'Loading vehicles' })).toBeInTheDocument();
  });
});

describe('Spinner', () => {
  it('is decorative, leaving the announcement to whatever shows it', () => {
    const { container } = renderWithTheme(<Spinner />);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
