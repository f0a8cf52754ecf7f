import { CreditCard, DollarSign, FileText, Percent, Ship, TrendingUp, Truck, Users } from 'lucide-react';
import { useSectionDashboardStats } from '@export-portal/shared-auth';
import { profitMarginTone } from '@export-portal/shared-domain';
import { StatCard, StatGrid, formatMoney } from '@export-portal/shared-ui';
import { count, formatMargin } from '../../components/Tiles';

/** The eight headline figures, all from one `dashboard_stats` call; "—" while they cannot be read. */
export function AdminFigures() {
  const { data: stats, isPending, isError } = useSectionDashboardStats();
  return (
    <StatGrid role="group" aria-label="Business figures" aria-busy={isPending}>
      <StatCard
        title="Total Vehicles"
        value={count(stats?.total_vehicles)}
        description={stats ? `${count(stats.available_vehicles)} available, ${count(stats.sold_vehicles)} sold` : undefined}
        icon={<Truck aria-hidden />}
      />
      <StatCard
        title="Total Revenue"
        value={stats ? formatMoney(stats.total_revenue) : '—'}
        description="Sale price of sold vehicles"
        icon={<DollarSign aria-hidden />}
      />
      <StatCard
        title="Active Shipments"
        value={count(stats?.active_shipments_admin)}
        description="Planning or in transit"
        icon={<Ship aria-hidden />}
      />
      <StatCard
        title="System Users"
        value={count(stats?.system_users)}
        description={stats ? `${count(stats.customers)} customers` : undefined}
        icon={<Users aria-hidden />}
      />
      <StatCard
        title="Monthly Revenue"
        value={stats ? formatMoney(stats.monthly_revenue) : '—'}
        description="Vehicles added this month"
        icon={<TrendingUp aria-hidden />}
      />
      <StatCard
        title="Profit Margin"
        value={stats ? formatMargin(stats.profit_margin) : '—'}
        description="(Sales − purchase costs) ÷ sales"
        icon={<Percent aria-hidden />}
        {...(stats ? { tone: profitMarginTone(stats.profit_margin) === 'green' ? 'success' : 'warning' } : {})}
      />
      <StatCard
        title="Documents"
        value={count(stats?.documents)}
        description={stats ? `${count(stats.documents_expired)} expired` : undefined}
        icon={<FileText aria-hidden />}
      />
      <StatCard title="Transactions" value={count(stats?.transactions)} description="On record" icon={<CreditCard aria-hidden />} />
      {isError ? <p role="status">The figures could not be loaded.</p> : null}
    </StatGrid>
  );
}
