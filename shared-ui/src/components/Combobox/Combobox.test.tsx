import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { renderWithTheme } from '../../test-utils';
import { Field } from '../Field';
import { Combobox, type ComboboxOption } from './Combobox';

const PEOPLE: ComboboxOption[] = [
  { value: 'a', label: 'Avery Martin', detail: 'avery@example.com' },
  { value: 'b', label: 'Blake Tremblay', detail: 'blake@example.com' },
  { value: 'c', label: 'Maple Leaf Motors', detail: 'sales@maple.example.com' },
];

/** An owner as a screen would be: the text in state, options found a little later, as a server would answer. */
function PersonPicker({
  onSelect,
  onDismiss,
  answerAfterMs = 20,
}: {
  onSelect: (value: string) => void;
  onDismiss?: () => void;
  answerAfterMs?: number;
}) {
  const [text, setText] = useState('');
  const [found, setFound] = useState<{ term: string; options: ComboboxOption[] } | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => {
      const needle = text.toLowerCase();
      setFound({ term: text, options: PEOPLE.filter((person) => String(person.label).toLowerCase().includes(needle)) });
    }, answerAfterMs);
    return () => clearTimeout(timer);
  }, [text, answerAfterMs]);
  const loading = found?.term !== text;
  return (
    <Field label="Owner">
      <Combobox
        inputValue={text}
        onInputChange={setText}
        options={found?.options ?? []}
        loading={loading}
        noMatchText="No customer matches"
        listLabel="Matching customers"
        clearLabel="Clear owner"
        onClear={() => setText('')}
        onDismiss={onDismiss}
        onSelect={(option) => {
          setText(String(option.label));
          onSelect(option.value);
        }}
      />
    </Field>
  );
}

describe('Combobox', () => {
  it('is a combobox named by its field, whose list opens as one types and lists the matches', async () => {
    renderWithTheme(<PersonPicker onSelect={jest.fn()} />);
    const box = screen.getByRole('combobox', { name: 'Owner' });
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await userEvent.type(box, 'ma');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('listbox', { name: 'Matching customers' });
    expect(box).toHaveAttribute('aria-controls', list.id);
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(2));
    expect(within(list).getByRole('option', { name: /Maple Leaf Motors/ })).toHaveTextContent('sales@maple.example.com');
  });

  it('moves through the options with the arrow keys and chooses with Enter, keeping focus in the box', async () => {
    const onSelect = jest.fn();
    renderWithTheme(<PersonPicker onSelect={onSelect} />);
    const box = screen.getByRole('combobox', { name: 'Owner' });
    await userEvent.type(box, 'a');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const second = screen.getByRole('option', { name: /Blake Tremblay/ });
    expect(box).toHaveAttribute('aria-activedescendant', second.id);
    expect(second).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: /Maple Leaf Motors/ }).id);
    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith('c');
    expect(box).toHaveValue('Maple Leaf Motors');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    expect(box).toHaveFocus();
  });

  it('opens with ArrowDown and closes with Escape without choosing, keeping the key from a dialog around it', async () => {
    const onSelect = jest.fn();
    const onDismiss = jest.fn();
    renderWithTheme(<PersonPicker onSelect={onSelect} onDismiss={onDismiss} />);
    const box = screen.getByRole('combobox', { name: 'Owner' });
    box.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(box).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: /Avery Martin/ }).id));
    const dialogListener = jest.fn();
    document.addEventListener('keydown', dialogListener, { capture: true });
    await userEvent.keyboard('{Escape}');
    document.removeEventListener('keydown', dialogListener, { capture: true });
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(onSelect).not.toHaveBeenCalled();
    expect(dialogListener).not.toHaveBeenCalled();
  });

  it('chooses an option by clicking it', async () => {
    const onSelect = jest.fn();
    renderWithTheme(<PersonPicker onSelect={onSelect} />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Owner' }), 'blake');
    await userEvent.click(await screen.findByRole('option', { name: /Blake Tremblay/ }));
    expect(onSelect).toHaveBeenCalledWith('b');
  });

  it('says it is searching, then that nothing matches', async () => {
    renderWithTheme(<PersonPicker onSelect={jest.fn()} answerAfterMs={200} />);
    const box = screen.getByRole('combobox', { name: 'Owner' });
    await userEvent.type(box, 'zz');
    expect(screen.getByRole('status')).toHaveTextContent('Searching…');
    expect(box).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No customer matches'));
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('keeps every keystroke typed 10 ms apart while answers arrive in between', async () => {
    renderWithTheme(<PersonPicker onSelect={jest.fn()} answerAfterMs={5} />);
    const box = screen.getByRole('combobox', { name: 'Owner' });
    const user = userEvent.setup({ delay: 10 });
    await user.type(box, 'Maple Leaf Motors of Halifax');
    expect(box).toHaveValue('Maple Leaf Motors of Halifax');
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(box).toHaveValue('Maple Leaf Motors of Halifax');
    expect(screen.getByRole('status')).toHaveTextContent('No customer matches');
  });

  it('offers a button that clears the text', async () => {
    renderWithTheme(<PersonPicker onSelect={jest.fn()} />);
    const box = screen.getByRole('combobox', { name: 'Owner' });
    expect(screen.queryByRole('button', { name: 'Clear owner' })).not.toBeInTheDocument();
    await userEvent.type(box, 'av');
    await userEvent.click(screen.getByRole('button', { name: 'Clear owner' }));
    expect(box).toHaveValue('');
  });
});
