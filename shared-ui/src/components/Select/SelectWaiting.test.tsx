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
  it('reads as the select, waits for the first screen, and opens on a press that came before its list', async () => {
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
    // Another waiting select changes only when focus reaches it, never under a pointer about to press it.
    const payment = screen.getByRole('combobox', { name: 'Payment' });
    await userEvent.hover(payment);
    expect(screen.getByRole('combobox', { name: 'Payment' })).toBe(payment);
    await userEvent.tab();
    expect(await screen.findByRole('combobox', { name: 'Payment' })).toHaveAttribute('data-state', 'closed');
    expect(screen.getByRole('combobox', { name: 'Payment' })).toHaveFocus();
    expect(screen.getByRole('combobox', { name: 'Payment' })).toHaveTextContent('Cash');
  });

  it('shows the list at once on a select rendered after the download', () => {
    renderWithTheme(<KindFilter onChange={jest.fn()} />);
    expect(listDownloaded()).toBe(true);
  });
});
