import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '../../test-utils';
import { SearchInput } from './SearchInput';

function VehicleSearch() {
  const [query, setQuery] = useState('');
  return (
    <>
      <SearchInput label="Search vehicles" value={query} onChange={(event) => setQuery(event.target.value)} />
      <output>{query}</output>
    </>
  );
}

describe('SearchInput', () => {
  it('is a search box named by its label', async () => {
    renderWithTheme(<VehicleSearch />);
    const box = screen.getByRole('searchbox', { name: 'Search vehicles' });
    expect(box).toHaveAttribute('type', 'search');
    await userEvent.type(box, 'Toyota');
    expect(screen.getByRole('status')).toHaveTextContent('Toyota');
  });

  it('uses the label as placeholder unless given another', () => {
    renderWithTheme(<SearchInput label="Search documents" placeholder="Name, number or type" />);
    expect(screen.getByRole('searchbox', { name: 'Search documents' })).toHaveAttribute('placeholder', 'Name, number or type');
  });
});
