import { profitMargin, profitMarginTone } from './finance';

describe('profit margin', () => {
  it('is (sales - purchase costs) / sales * 100', () => {
    expect(profitMargin(200_000, 150_000)).toBe(25);
  });

  it('is negative when costs exceed sales', () => {
    expect(profitMargin(100, 120)).toBe(-20);
  });

  it('is 0 without sales', () => {
    expect(profitMargin(0, 5_000)).toBe(0);
  });

  it('is green at 15% or more, otherwise yellow', () => {
    expect(profitMarginTone(15)).toBe('green');
    expect(profitMarginTone(42)).toBe('green');
    expect(profitMarginTone(14.99)).toBe('yellow');
  });
});
