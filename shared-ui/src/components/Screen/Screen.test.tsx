import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test-utils';
import { Screen } from './Screen';

describe('Screen', () => {
  it('is a main landmark named by its heading', () => {
    renderWithTheme(<Screen title="Vehicle Inventory" description="Every vehicle in stock." />);
    const main = screen.getByRole('main', { name: 'Vehicle Inventory' });
    expect(main).toHaveAttribute('aria-busy', 'false');
    expect(screen.getByRole('heading', { level: 1, name: 'Vehicle Inventory' })).toBeInTheDocument();
    expect(screen.getByText('Every vehicle in stock.')).toBeInTheDocument();
  });

  it('marks itself busy while its data loads', () => {
    renderWithTheme(<Screen title="Shipments" busy />);
    expect(screen.getByRole('main', { name: 'Shipments' })).toHaveAttribute('aria-busy', 'true');
  });

  it('shows its actions beside the title and its content below', () => {
    renderWithTheme(
      <Screen title="Documents" actions={<button type="button">Upload Document</button>}>
        <p>No documents found matching your search criteria.</p>
      </Screen>,
    );
    expect(screen.getByRole('button', { name: 'Upload Document' })).toBeInTheDocument();
    expect(screen.getByText('No documents found matching your search criteria.')).toBeInTheDocument();
  });
});
