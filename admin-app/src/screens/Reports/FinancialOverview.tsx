import { useSectionDashboardStats } from '@export-portal/shared-auth';
import { profitMarginTone } from '@export-portal/shared-domain';
import { StatCard, formatMoney, formatPercent, StatGrid } from '@export-portal/shared-ui';

/** Revenue, costs, profit and margin of the sold vehicles, and this month's revenue. */
export function FinancialOverview() {
  const { data: stats, isPending } = useSectionDashboardStats();
  const money = (value: number | undefined) => (value === undefined ? '—' : formatMoney(value));
  return (
    <StatGrid role="group" aria-label="Financial overview" aria-busy={isPending}>
      <StatCard title="Revenue" value={money(stats?.total_revenue)} />
      <StatCard title="Purchase Costs" value={money(stats?.total_purchase_costs)} />
      <StatCard title="Gross Profit" value={stats ? formatMoney(stats.total_revenue - stats.total_purchase_costs) : '—'} />
      <StatCard
        title="Margin"
        value={stats ? formatPercent(stats.profit_margin) : '—'}
        {...(stats ? { tone: profitMarginTone(stats.profit_margin) === 'green' ? 'success' : 'warning' } : {})}
      />
      <StatCard title="This Month" value={money(stats?.monthly_revenue)} />
    </StatGrid>
  );
}
