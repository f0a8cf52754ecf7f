import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test-utils';
import { Input } from './Input';

describe('Input', () => {
  it('takes typed text and forwards its ref and extra props', async () => {
    const ref = { current: null as HTMLInputElement | null };
    renderWithTheme(<Input ref={ref} aria-label="VIN" name="vin" maxLength={17} />);
    const input = screen.getByRole('textbox', { name: 'VIN' });
    await userEvent.type(input, '1HGCM82633A004352X');
    expect(input).toHaveValue('1HGCM82633A004352');
    expect(ref.current).toBe(input);
    expect(input).toHaveAttribute('name', 'vin');
  });

  it('keeps its own ARIA wiring outside a Field', () => {
    renderWithTheme(<Input aria-label="Notes" aria-invalid="true" />);
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveAttribute('aria-invalid', 'true');
  });
});
