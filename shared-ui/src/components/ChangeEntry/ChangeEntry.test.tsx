import { screen, within } from '@testing-library/react';
import { renderWithTheme } from '../../test-utils';
import { ChangeEntry, ChangeFields } from './ChangeEntry';

describe('ChangeEntry', () => {
  it('says what happened, who and when, then a line per field', () => {
    renderWithTheme(
      <ChangeEntry
        title="Changed"
        actor="Avery Morgan"
        changedAt="2026-03-05T15:30:00Z"
        fields={[
          { column: 'color', label: 'Color', kind: 'text', old: 'Red', new: 'Teal' },
          { column: 'mileage', label: 'Mileage', kind: 'mileage', old: 12000, new: 13500 },
        ]}
      />,
    );
    expect(screen.getByText('Changed')).toBeInTheDocument();
    expect(screen.getByText(/by Avery Morgan/)).toBeInTheDocument();
    expect(screen.getByText(/Mar 5, 2026/).closest('time')).toHaveAttribute('dateTime', '2026-03-05T15:30:00Z');
    const lines = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual(['Color: Red → Teal', 'Mileage: 12,000 km → 13,500 km']);
  });

  it('lists nothing for a change without fields', () => {
    renderWithTheme(<ChangeFields fields={[]} />);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
