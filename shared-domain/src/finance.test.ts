import { profitMarginTone } from './finance';

describe('profit margin', () => {
  it('is green at 15% or more, otherwise yellow', () => {
    expect(profitMarginTone(15)).toBe('green');
    expect(profitMarginTone(42)).toBe('green');
    expect(profitMarginTone(14.99)).toBe('yellow');
  });
});
