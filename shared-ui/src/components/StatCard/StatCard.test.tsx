import { screen } from '@testing-library/react';
import { Car } from 'lucide-react';
import { renderWithTheme } from '../../test-utils';
import { StatCard } from './StatCard';

describe('StatCard', () => {
  it('is a group named by its title holding the value and the hint', () => {
    renderWithTheme(<StatCard title="Total Vehicles" value={42} description="30 available, 12 sold" icon={<Car />} />);
    const card = screen.getByRole('group', { name: 'Total Vehicles' });
    expect(card).toHaveTextContent('42');
    expect(card).toHaveTextContent('30 available, 12 sold');
    expect(screen.getByRole('heading', { name: 'Total Vehicles' })).toBeInTheDocument();
  });

  it('carries the tone it is given, e.g. a healthy profit margin', () => {
    renderWithTheme(<StatCard title="Profit Margin" value="18.5%" tone="success" />);
    expect(screen.getByRole('group', { name: 'Profit Margin' })).toHaveAttribute('data-tone', 'success');
  });
});
