import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Car } from 'lucide-react';
import { renderWithTheme } from '../../test-utils';
import { Button } from '../Button';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('shows its message and offers its action', async () => {
    const clearSearch = jest.fn();
    renderWithTheme(
      <EmptyState
        icon={<Car />}
        message="No vehicles found matching your search criteria."
        action={<Button onClick={clearSearch}>Clear search</Button>}
      />,
    );
    expect(screen.getByText('No vehicles found matching your search criteria.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(clearSearch).toHaveBeenCalled();
  });
});
