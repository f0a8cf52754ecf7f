import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '../../test-utils';
import { FirstScreen, ScreenShownProvider } from '../Screen/screenShown';
import { Select } from './Select';

// Each test file runs in a fresh module registry, so the list starts not downloaded here.

const kinds = [
  { value: 'all', label: 'All types' },
  { value: 'title', label: 'Title' },
  { value: 'invoice', label: 'Invoice' },
];

function KindFilter({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('all');
  return (
    <Select
      label="Document type"
      options={kinds}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

/** Radix's trigger tells whether its list is open; the waiting trigger has no list to tell of. */
const listDownloaded = () => screen.getByRole('combobox', { name: 'Document type', hidden: true }).hasAttribute('data-state');

describe('Select before its list is downloaded', () => {
  it('reads as the select, waits for the first screen, opens on a press that came before its list, and changes every select as it arrives', async () => {
    const firstScreen = new FirstScreen();
    const onChange = jest.fn();
    renderWithTheme(
      <ScreenShownProvider value={firstScreen}>
        <KindFilter onChange={onChange} />
        <Select label="Payment" options={[{ value: 'cash', label: 'Cash' }]} value="cash" />
      </ScreenShownProvider>,
    );
    const waiting = screen.getByRole('combobox', { name: 'Document type' });
    expect(waiting).toHaveTextContent('All types');
    expect(waiting).toHaveAttribute('aria-expanded', 'false');
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(listDownloaded()).toBe(false);

    await userEvent.pointer({ keys: '[MouseLeft>]', target: waiting });
    const list = await screen.findByRole('listbox');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['All types', 'Title', 'Invoice']);
    expect(list).toBeVisible();
    expect(listDownloaded()).toBe(true);

    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith('title');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Document type' })).toHaveTextContent('Title');
    expect(screen.getByRole('combobox', { name: 'Document type' })).toHaveFocus();
    expect(screen.getByRole('combobox', { name: 'Payment' })).toHaveAttribute('data-state', 'closed');
    expect(screen.getByRole('combobox', { name: 'Payment' })).toHaveTextContent('Cash');
  });

  it('shows the list at once on a select rendered after the download', () => {
    renderWithTheme(<KindFilter onChange={jest.fn()} />);
    expect(listDownloaded()).toBe(true);
  });
});
