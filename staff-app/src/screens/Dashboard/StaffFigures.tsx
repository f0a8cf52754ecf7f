import { FileText, MessageSquare, Ship, Truck } from 'lucide-react';
import { useSectionDashboardStats } from '@export-portal/shared-auth';
import { StatCard, StatGrid } from '@export-portal/shared-ui';

const count = (value: number | undefined) => (value === undefined ? '—' : value.toLocaleString('en-CA'));

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
        value={count(stats?.active_shipments_staff)}
        description="Planning, booked or in transit"
        icon={<Ship aria-hidden />}
      />
      <StatCard
        title="Vehicle Inventory"
        value={count(stats?.total_vehicles)}
        description={stats ? `${count(stats.available_vehicles)} available` : undefined}
        icon={<Truck aria-hidden />}
      />
      <StatCard
        title="Documents"
        value={count(stats?.documents)}
        description={stats ? `${count(stats.documents_expired)} expired, ${count(stats.documents_expiring_soon)} expiring soon` : undefined}
        icon={<FileText aria-hidden />}
      />
      <StatCard
        title="Customer Queries"
        value={count(stats?.unread_communications)}
        description="Unread messages from customers"
        icon={<MessageSquare aria-hidden />}
        tone="warning"
      />
    </StatGrid>
  );
}
