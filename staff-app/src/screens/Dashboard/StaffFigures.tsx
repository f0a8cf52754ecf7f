import { FileText, MessageSquare, Ship, Truck } from 'lucide-react';
import { useSectionDashboardStats } from '@export-portal/shared-auth';
import { StatCard, StatGrid, formatCount } from '@export-portal/shared-ui';

/**
 * Active Shipments (planning, booked or in transit), Vehicle Inventory,
 * Documents and Customer Queries (unread inbound messages); "—" while a
 * figure cannot be read.
 */
export function StaffFigures() {
  const { data: stats, isPending } = useSectionDashboardStats();
  return (
    <StatGrid role="group" aria-label="Operations figures" aria-busy={isPending}>
      <StatCard
        title="Active Shipments"
        value={formatCount(stats?.active_shipments_staff)}
        description="Planning, booked or in transit"
        icon={<Ship aria-hidden />}
      />
      <StatCard
        title="Vehicle Inventory"
        value={formatCount(stats?.total_vehicles)}
        description={stats ? `${formatCount(stats.available_vehicles)} available` : undefined}
        icon={<Truck aria-hidden />}
      />
      <StatCard
        title="Documents"
        value={formatCount(stats?.documents)}
        description={
          stats ? `${formatCount(stats.documents_expired)} expired, ${formatCount(stats.documents_expiring_soon)} expiring soon` : undefined
        }
        icon={<FileText aria-hidden />}
      />
      <StatCard
        title="Customer Queries"
        value={formatCount(stats?.unread_communications)}
        description="Unread messages from customers"
        icon={<MessageSquare aria-hidden />}
        tone="warning"
      />
    </StatGrid>
  );
}
