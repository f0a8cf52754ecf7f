import { Car, DollarSign, FileText, Ship } from 'lucide-react';
import { loadFailureMessage } from '@export-portal/shared-domain';
import { Alert, MISSING_VALUE, StatCard, formatCount, formatMoney, StatGrid, RetryButton } from '@export-portal/shared-ui';
import type { useClientDashboard } from '../../data/clientDashboard';

/**
 * My Vehicles, Active Shipments (planning, booked or in transit), My Documents
 * and Total Invested (the sale price of all the client's vehicles). While the
 * figures load, or when they could not be loaded, the tiles show a dash rather
 * than a zero that would mislead.
 */
export function ClientTiles({ dashboard }: { dashboard: ReturnType<typeof useClientDashboard> }) {
  const figures = dashboard.data;
  return (
    <>
      {dashboard.isError ? (
        <Alert tone="warning" title={loadFailureMessage(dashboard.error)}>
          <RetryButton onRetry={() => void dashboard.refetch()} />
        </Alert>
      ) : null}
      <StatGrid>
        <StatCard title="My Vehicles" icon={<Car />} value={figures ? formatCount(figures.vehicles) : MISSING_VALUE} />
        <StatCard title="Active Shipments" icon={<Ship />} value={figures ? formatCount(figures.activeShipments) : MISSING_VALUE} />
        <StatCard title="My Documents" icon={<FileText />} value={figures ? formatCount(figures.documents) : MISSING_VALUE} />
        <StatCard title="Total Invested" icon={<DollarSign />} value={figures ? formatMoney(figures.totalInvested) : MISSING_VALUE} />
      </StatGrid>
    </>
  );
}
