import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '../../test-utils';
import { Select } from './Select';

const statuses = [
  { value: 'all', label: 'All statuses' },
  { value: 'available', label: 'Available' },
  { value: 'inspection', label: 'Inspection' },
  { value: 'shipped', label: 'Shipped' },
];

function StatusFilter({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('all');
  return (
    <Select
      label="Status"
      options={statuses}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('Select', () => {
  it('is a combobox named by its label showing the current choice', () => {
    renderWithTheme(<StatusFilter onChange={jest.fn()} />);
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('All statuses');
  });

  it('opens from the keyboard and picks an option with the arrow keys and Enter', async () => {
    const onChange = jest.fn();
    renderWithTheme(<StatusFilter onChange={onChange} />);
    await userEvent.tab();
    const combobox = screen.getByRole('combobox', { name: 'Status' });
    expect(combobox).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['All statuses', 'Available', 'Inspection', 'Shipped']);

    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith('inspection');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(combobox).toHaveTextContent('Inspection');
  });

  it('keeps a hidden label as the accessible name', () => {
    renderWithTheme(<Select label="Document type" hideLabel options={statuses} placeholder="Type" />);
    expect(screen.getByRole('combobox', { name: 'Document type' })).toHaveTextContent('Type');
  });

  it('makes the page behind its open list inert, and gives focus back to itself when the list closes', async () => {
    renderWithTheme(
      <>
        <StatusFilter onChange={jest.fn()} />
        <button type="button">Search</button>
      </>,
    );
    const combobox = screen.getByRole('combobox', { name: 'Status' });
    const pageBehind = combobox.closest('body > *');
    combobox.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('listbox');
    expect(pageBehind).toHaveAttribute('inert');

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(pageBehind).not.toHaveAttribute('inert');
    expect(combobox).toHaveFocus();
  });
});
