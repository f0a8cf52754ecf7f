import { Car, DollarSign, FileText, Ship } from 'lucide-react';
import { formatMoney, StatCard, StatGrid } from '@export-portal/shared-ui';

/**
 * What a client (or a role the portal does not know) sees on the shared
 * dashboard: placeholders at zero for their own kinds of figures, with no
 * captions, since the business's rules (margins, shipment readings) are not theirs.
 */
export function ClientPlaceholderTiles() {
  return (
    <StatGrid>
      <StatCard title="My Vehicles" icon={<Car />} value="0" />
      <StatCard title="Active Shipments" icon={<Ship />} value="0" />
      <StatCard title="My Documents" icon={<FileText />} value="0" />
      <StatCard title="Total Invested" icon={<DollarSign />} value={formatMoney(0)} />
    </StatGrid>
  );
}
