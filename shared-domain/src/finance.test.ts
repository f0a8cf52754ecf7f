import { profitMargin, profitMarginTone } from './finance';

describe('profit margin', () => {
  it('is green at 15% or more, otherwise yellow', () => {
    expect(profitMarginTone(15)).toBe('green');
    expect(profitMarginTone(42)).toBe('green');
    expect(profitMarginTone(14.99)).toBe('yellow');
  });
});

describe('profitMargin', () => {
  it('is what is left of the sales after the costs, in percent of the sales, to the hundredth', () => {
    expect(profitMargin(100_000, 85_000)).toBe(15);
    expect(profitMargin(3, 2)).toBe(33.33);
    expect(profitMargin(8, 7)).toBe(12.5);
    expect(profitMargin(30_000, 34_500)).toBe(-15);
    expect(profitMargin(200, 199.99)).toBe(0.01);
  });

  it('is 0 without sales, whatever the costs', () => {
    expect(profitMargin(0, 0)).toBe(0);
    expect(profitMargin(0, 4_500)).toBe(0);
  });
});
