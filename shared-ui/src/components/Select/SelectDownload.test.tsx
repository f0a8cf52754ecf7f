import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test-utils';
import { FirstScreen, ScreenShownProvider } from '../Screen/screenShown';
import { Select } from './Select';

// Each test file runs in a fresh module registry, so the list starts not downloaded here.

const options = [
  { value: 'cash', label: 'Cash' },
  { value: 'wire', label: 'Wire transfer' },
];

describe('Select downloading its list', () => {
  it('downloads its list in idle time once the first screen is shown, keeping the focus it had', async () => {
    const firstScreen = new FirstScreen();
    renderWithTheme(
      <ScreenShownProvider value={firstScreen}>
        <Select label="Payment" options={options} placeholder="Choose a payment" />
      </ScreenShownProvider>,
    );
    const waiting = screen.getByRole('combobox', { name: 'Payment' });
    expect(waiting).toHaveTextContent('Choose a payment');
    expect(waiting).toHaveAttribute('data-placeholder');
    expect(waiting).not.toHaveAttribute('data-state');
    waiting.focus();

    firstScreen.reportShown();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Payment' })).toHaveAttribute('data-state', 'closed'));
    const select = screen.getByRole('combobox', { name: 'Payment' });
    expect(select).not.toBe(waiting);
    expect(select).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Cash', 'Wire transfer']);
  });
});
