/** At or above this margin the figure is shown green, below it yellow. */
export const HEALTHY_PROFIT_MARGIN = 15;

export type ProfitMarginTone = 'green' | 'yellow';

export function profitMarginTone(margin: number): ProfitMarginTone {
  return margin >= HEALTHY_PROFIT_MARGIN ? 'green' : 'yellow';
}

/**
 * The profit margin: what is left of the sales after the costs, in percent of the sales, to the
 * hundredth (halves away from zero, as the database rounds); 0 without sales. The database's
 * `private.profit_margin` is the same rule, and the reports' margins come from it.
 */
export function profitMargin(sales: number, costs: number): number {
  if (!(sales > 0)) return 0;
  const hundredths = ((sales - costs) / sales) * 10_000;
  // Cents do not divide exactly in binary: a true half can arrive as 0.4999999999995.
  const withoutNoise = Math.round(Math.abs(hundredths) * 1e6) / 1e6;
  return (Math.sign(hundredths) * Math.round(withoutNoise)) / 100;
}

/** The Finance page's figures, as fractions of total revenue. */
export const REVENUE_FRACTIONS = { cashFlow: 0.15, outstandingInvoices: 0.08, bankBalance: 0.25 } as const;

/** The fixed split of revenue shown by Advanced Analytics, in percent. */
export const REVENUE_SPLIT = [
  { source: 'Vehicle sales', percent: 85 },
  { source: 'Shipping services', percent: 12 },
  { source: 'Documentation', percent: 3 },
] as const;
