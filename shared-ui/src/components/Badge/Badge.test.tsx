import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test-utils';
import { Badge } from './Badge';
import { statusTone } from './statusTone';

describe('statusTone', () => {
  it.each([
    ['available', 'success'],
    ['reserved', 'warning'],
    ['inspection', 'warning'],
    ['sold', 'info'],
    ['shipped', 'neutral'],
  ])('gives the vehicle status %s the %s tone', (status, tone) => {
    expect(statusTone(status)).toBe(tone);
  });

  it.each([
    ['planning', 'neutral'],
    ['booked', 'info'],
    ['loading', 'warning'],
    ['in_transit', 'info'],
    ['delivered', 'success'],
    ['cancelled', 'danger'],
  ])('gives the shipment status %s the %s tone', (status, tone) => {
    expect(statusTone(status)).toBe(tone);
  });

  it.each([
    ['Completed', 'success'],
    ['Pending', 'warning'],
    ['Failed', 'danger'],
  ])('gives the transaction status %s the %s tone', (status, tone) => {
    expect(statusTone(status)).toBe(tone);
  });

  it.each([
    ['expired', 'danger'],
    ['expiring-soon', 'warning'],
    ['valid', 'success'],
  ])('gives the document validity %s the %s tone', (status, tone) => {
    expect(statusTone(status)).toBe(tone);
  });

  it('reads statuses however they are cased or separated', () => {
    expect(statusTone('In Transit')).toBe('info');
    expect(statusTone('EXPIRING_SOON')).toBe('warning');
  });

  it('falls back to neutral for unknown or missing statuses', () => {
    expect(statusTone('on_hold')).toBe('neutral');
    expect(statusTone(null)).toBe('neutral');
    expect(statusTone(undefined)).toBe('neutral');
  });
});

describe('Badge', () => {
  it('shows its text in the tone it is given', () => {
    renderWithTheme(<Badge tone={statusTone('cancelled')}>cancelled</Badge>);
    expect(screen.getByText('cancelled')).toHaveAttribute('data-tone', 'danger');
  });

  it('is neutral unless told otherwise', () => {
    renderWithTheme(<Badge>draft</Badge>);
    expect(screen.getByText('draft')).toHaveAttribute('data-tone', 'neutral');
  });
});
