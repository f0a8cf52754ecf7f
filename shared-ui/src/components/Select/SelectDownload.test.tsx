import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test-utils';
import { FirstScreen, ScreenShownProvider } from '../Screen/screenShown';
import { Select } from './Select';

// Each test file runs in a fresh module registry, so the list starts not downloaded here.

const options = [
  { value: 'cash', label: 'Cash' },
  { value: 'wire', label: 'Wire transfer' },
];

function Payments({ firstScreen, second }: { firstScreen: FirstScreen; second: boolean }) {
  return (
    <ScreenShownProvider value={firstScreen}>
      <Select label="Payment" options={options} placeholder="Choose a payment" />
      {second ? <Select label="Refund" options={options} value="wire" /> : null}
    </ScreenShownProvider>
  );
}

describe('Select fetching its list ahead', () => {
  it('fetches its list in idle time once the first screen is shown; a waiting trigger changes as focus reaches it, keeping it', async () => {
    const firstScreen = new FirstScreen();
    const { rerender } = renderWithTheme(<Payments firstScreen={firstScreen} second={false} />);
    const waiting = screen.getByRole('combobox', { name: 'Payment' });
    expect(waiting).toHaveTextContent('Choose a payment');
    expect(waiting).toHaveAttribute('data-placeholder');
    expect(waiting).not.toHaveAttribute('data-state');

    firstScreen.reportShown();
    await act(() => new Promise((resolve) => setTimeout(resolve, 600)));
    expect(screen.getByRole('combobox', { name: 'Payment' })).toBe(waiting);
    rerender(<Payments firstScreen={firstScreen} second />);
    expect(screen.getByRole('combobox', { name: 'Refund' })).toHaveAttribute('data-state', 'closed');

    waiting.focus();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Payment' })).toHaveAttribute('data-state', 'closed'));
    expect(screen.getByRole('combobox', { name: 'Payment' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Cash', 'Wire transfer']);
  });
});
