import { CreditCard, DollarSign, FileText, Percent, Ship, TrendingUp, Truck, Users } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useSectionDashboardStats, useSectionPath } from '@export-portal/shared-auth';
import { profitMarginTone } from '@export-portal/shared-domain';
import { StatCard, formatMoney, formatCount, formatPercent, StatGrid } from '@export-portal/shared-ui';

/**
 * The eight headline figures, all from one `dashboard_stats` call; "—" while they cannot be read.
 * System Users leads to the Users screen, which the spec's four link cards do not name.
 */
export function AdminFigures() {
  const { data: stats, isPending, isError } = useSectionDashboardStats();
  const pathOf = useSectionPath();
  return (
    <StatGrid role="group" aria-label="Business figures" aria-busy={isPending}>
      <StatCard
        title="Total Vehicles"
        value={formatCount(stats?.total_vehicles)}
        description={stats ? `${formatCount(stats.available_vehicles)} available, ${formatCount(stats.sold_vehicles)} sold` : undefined}
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
        value={formatCount(stats?.active_shipments_admin)}
        description="Planning or in transit"
        icon={<Ship aria-hidden />}
      />
      <StatCard
        title="System Users"
        value={formatCount(stats?.system_users)}
        description={
          <>
            {stats ? <span>{`${formatCount(stats.customers)} customers`}</span> : null}
            {stats ? ' · ' : null}
            <Link to={pathOf('users')}>Manage users</Link>
          </>
        }
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
        value={stats ? formatPercent(stats.profit_margin) : '—'}
        description="(Sales − purchase costs) ÷ sales"
        icon={<Percent aria-hidden />}
        {...(stats ? { tone: profitMarginTone(stats.profit_margin) === 'green' ? 'success' : 'warning' } : {})}
      />
      <StatCard
        title="Documents"
        value={formatCount(stats?.documents)}
        description={stats ? `${formatCount(stats.documents_expired)} expired` : undefined}
        icon={<FileText aria-hidden />}
      />
      <StatCard title="Transactions" value={formatCount(stats?.transactions)} description="On record" icon={<CreditCard aria-hidden />} />
      {isError ? <p role="status">The figures could not be loaded.</p> : null}
    </StatGrid>
  );
}
