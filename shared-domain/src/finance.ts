/** At or above this margin the figure is shown green, below it yellow. */
export const HEALTHY_PROFIT_MARGIN = 15;

/** (sales − costs) ÷ sales × 100; no sales means no margin to speak of, so 0. */
export function profitMargin(sales: number, costs: number): number {
  if (sales <= 0) return 0;
  return ((sales - costs) / sales) * 100;
}

export type ProfitMarginTone = 'green' | 'yellow';

export function profitMarginTone(margin: number): ProfitMarginTone {
  return margin >= HEALTHY_PROFIT_MARGIN ? 'green' : 'yellow';
}
