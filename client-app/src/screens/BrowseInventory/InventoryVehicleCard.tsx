import { MessageSquareQuote } from 'lucide-react';
import type { VehicleRow } from '@export-portal/shared-domain';
import { Button, MISSING_VALUE, formatMoney } from '@export-portal/shared-ui';
import { Facts } from '../../components/Facts';
import { RecordCard } from '../../components/RecordCard';
import { formatMileage } from '../../components/mileage';

type InventoryVehicle = Pick<VehicleRow, 'year' | 'make' | 'model' | 'vin' | 'color' | 'mileage' | 'sale_price' | 'location'>;

/** An available vehicle with its asking price. Request Quote has no action yet: it stays inert. */
export function InventoryVehicleCard({ vehicle }: { vehicle: InventoryVehicle }) {
  return (
    <RecordCard
      title={`${vehicle.year} ${vehicle.make} ${vehicle.model}`}
      actions={
        <Button variant="outline" size="sm">
          <MessageSquareQuote aria-hidden size={16} />
          Request Quote
        </Button>
      }
    >
      <Facts>
        <dt>Price</dt>
        <dd>{formatMoney(vehicle.sale_price)}</dd>
        <dt>Colour</dt>
        <dd>{vehicle.color ?? MISSING_VALUE}</dd>
        <dt>Mileage</dt>
        <dd>{formatMileage(vehicle.mileage)}</dd>
        <dt>Location</dt>
        <dd>{vehicle.location ?? MISSING_VALUE}</dd>
        <dt>VIN</dt>
        <dd>{vehicle.vin}</dd>
      </Facts>
    </RecordCard>
  );
}
