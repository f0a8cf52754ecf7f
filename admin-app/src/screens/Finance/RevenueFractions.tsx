import { Banknote, DollarSign, FileClock, Landmark } from 'lucide-react';
import { useSectionDashboardStats } from '@export-portal/shared-auth';
import { REVENUE_FRACTIONS } from '@export-portal/shared-domain';
import { StatCard, formatMoney, formatPercent, StatGrid } from '@export-portal/shared-ui';

/** Total revenue and the business's fixed fractions of it: cash flow 15 %, outstanding invoices 8 %, bank balance 25 %. */
export function RevenueFractions() {
  const { data: stats, isPending } = useSectionDashboardStats();
  const share = (fraction: number) => (stats ? formatMoney(stats.total_revenue * fraction) : '—');
  return (
    <StatGrid role="group" aria-label="Revenue" aria-busy={isPending}>
      <StatCard title="Total Revenue" value={stats ? formatMoney(stats.total_revenue) : '—'} icon={<DollarSign aria-hidden />} />
      <StatCard
        title="Cash Flow"
        value={share(REVENUE_FRACTIONS.cashFlow)}
        description={`${formatPercent(REVENUE_FRACTIONS.cashFlow * 100)} of revenue`}
        icon={<Banknote aria-hidden />}
      />
      <StatCard
        title="Outstanding Invoices"
        value={share(REVENUE_FRACTIONS.outstandingInvoices)}
        description={`${formatPercent(REVENUE_FRACTIONS.outstandingInvoices * 100)} of revenue`}
        icon={<FileClock aria-hidden />}
        tone="warning"
      />
      <StatCard
        title="Bank Balance"
        value={share(REVENUE_FRACTIONS.bankBalance)}
        description={`${formatPercent(REVENUE_FRACTIONS.bankBalance * 100)} of revenue`}
        icon={<Landmark aria-hidden />}
      />
    </StatGrid>
  );
}
