import type { VehicleRow } from '@export-portal/shared-domain';
import { MISSING_VALUE, StatusBadge, formatMoney } from '@export-portal/shared-ui';
import { Facts } from '../../components/Facts';
import { RecordCard } from '../../components/RecordCard';
import { formatMileage } from '../../components/mileage';

export function OwnVehicleCard({ vehicle }: { vehicle: Pick<VehicleRow, 'year' | 'make' | 'model' | 'vin' | 'color' | 'mileage' | 'status' | 'sale_price'> }) {
  return (
    <RecordCard title={`${vehicle.year} ${vehicle.make} ${vehicle.model}`} badge={<StatusBadge status={vehicle.status} />}>
      <Facts>
        <dt>VIN</dt>
        <dd>{vehicle.vin}</dd>
        <dt>Colour</dt>
        <dd>{vehicle.color ?? MISSING_VALUE}</dd>
        <dt>Mileage</dt>
        <dd>{formatMileage(vehicle.mileage)}</dd>
        <dt>Price</dt>
        <dd>{formatMoney(vehicle.sale_price)}</dd>
      </Facts>
    </RecordCard>
  );
}
