import { Car, DollarSign, FileText, MessageSquare, Percent, Ship, TrendingUp, UserCog, Users } from 'lucide-react';
import { profitMarginTone, type DashboardStats } from '@export-portal/shared-domain';
import { formatCount, formatMoney, formatMonth, formatPercent, StatCard, StatGrid } from '@export-portal/shared-ui';

export interface DashboardTilesProps {
  /** The figures; null (they could not be loaded) shows every tile with a dash. */
  stats: DashboardStats | null;
  role: string | null;
}

/** The business-wide headline figures admin and staff see on the shared dashboard. */
export function DashboardTiles({ stats, role }: DashboardTilesProps) {
  const figure = (pick: (figures: DashboardStats) => number | null) => (stats ? pick(stats) : null);
  const margin = figure((s) => s.profit_margin);
  const activeShipments = figure((s) => (role === 'admin' ? s.active_shipments_admin : s.active_shipments_staff));
  const systemUsers = role === 'admin' ? figure((s) => s.system_users) : null;

  return (
    <StatGrid>
      <StatCard
        title="Total Vehicles"
        icon={<Car />}
        value={formatCount(figure((s) => s.total_vehicles))}
        description={`${formatCount(figure((s) => s.available_vehicles))} available · ${formatCount(figure((s) => s.sold_vehicles))} sold`}
      />
      <StatCard
        title="Total Revenue"
        icon={<DollarSign />}
        value={formatMoney(figure((s) => s.total_revenue))}
        description="Sales of sold vehicles"
      />
      <StatCard
        title="Monthly Revenue"
        icon={<TrendingUp />}
        value={formatMoney(figure((s) => s.monthly_revenue))}
        description={formatMonth(new Date())}
      />
      <StatCard
        title="Profit Margin"
        icon={<Percent />}
        value={formatPercent(margin)}
        description="Healthy at 15% or more"
        // A missing figure is no margin at all, so it is not coloured as a thin one.
        tone={stats && margin !== null ? (profitMarginTone(margin) === 'green' ? 'success' : 'warning') : undefined}
      />
      <StatCard
        title="Active Shipments"
        icon={<Ship />}
        value={formatCount(activeShipments)}
        description={role === 'admin' ? 'Planning or in transit' : 'Planning, booked or in transit'}
      />
      <StatCard title="Customers" icon={<Users />} value={formatCount(figure((s) => s.customers))} description="On record" />
      <StatCard
        title="Documents"
        icon={<FileText />}
        value={formatCount(figure((s) => s.documents))}
        description={`${formatCount(figure((s) => s.documents_expired))} expired · ${formatCount(figure((s) => s.documents_expiring_soon))} expiring soon`}
      />
      <StatCard
        title="Unread Messages"
        icon={<MessageSquare />}
        value={formatCount(figure((s) => s.unread_communications))}
        description="Inbound, not yet read"
      />
      {role === 'admin' && (
        <StatCard title="System Users" icon={<UserCog />} value={formatCount(systemUsers)} description="Admin, staff and client accounts" />
      )}
    </StatGrid>
  );
}
