import { containerCapacityLabel, containerCheckDigit, isContainerNumber, normaliseContainerNumber } from './containers';

describe('container numbers (ISO 6346)', () => {
  it('computes the check digit of published examples', () => {
    expect(containerCheckDigit('CSQU305438')).toBe(3);
    expect(containerCheckDigit('MSCU310412')).toBe(9);
  });

  it('writes a remainder of 10 as 0', () => {
    // MSCU100007 sums to 10 modulo 11.
    expect(containerCheckDigit('MSCU100007')).toBe(0);
    expect(isContainerNumber('MSCU1000070')).toBe(true);
  });

  it('accepts a number with its check digit, spaces and case aside', () => {
    expect(isContainerNumber('CSQU3054383')).toBe(true);
    expect(isContainerNumber('mscu 310412 9')).toBe(true);
    expect(normaliseContainerNumber(' mscu 310412 9 ')).toBe('MSCU3104129');
  });

  it('refuses a wrong check digit, a category other than U, J or Z, and wrong lengths', () => {
    expect(isContainerNumber('CSQU3054384')).toBe(false);
    expect(isContainerNumber('CSQX3054383')).toBe(false);
    expect(isContainerNumber('CSQU305438')).toBe(false);
    expect(isContainerNumber('CSQU30543830')).toBe(false);
  });

  it('names the capacity in vehicles', () => {
    expect(containerCapacityLabel(4)).toBe('4 vehicles');
    expect(containerCapacityLabel(1)).toBe('1 vehicle');
  });
});
