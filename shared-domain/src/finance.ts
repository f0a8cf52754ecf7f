/** At or above this margin the figure is shown green, below it yellow. */
export const HEALTHY_PROFIT_MARGIN = 15;

export type ProfitMarginTone = 'green' | 'yellow';

export function profitMarginTone(margin: number): ProfitMarginTone {
  return margin >= HEALTHY_PROFIT_MARGIN ? 'green' : 'yellow';
}

/** The Finance page's figures, as fractions of total revenue. */
export const REVENUE_FRACTIONS = { cashFlow: 0.15, outstandingInvoices: 0.08, bankBalance: 0.25 } as const;

/** The fixed split of revenue shown by Advanced Analytics, in percent. */
export const REVENUE_SPLIT = [
  { source: 'Vehicle sales', percent: 85 },
  { source: 'Shipping services', percent: 12 },
  { source: 'Documentation', percent: 3 },
] as const;
