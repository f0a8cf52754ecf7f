import { MessageSquareQuote } from 'lucide-react';
import type { VehicleRow } from '@export-portal/shared-domain';
import { Button, RecordCard, formatMoney, formatMileage } from '@export-portal/shared-ui';

export type InventoryVehicle = Pick<VehicleRow, 'id' | 'year' | 'make' | 'model' | 'vin' | 'color' | 'mileage' | 'sale_price' | 'location'>;

/** An available vehicle with its asking price, and Request Quote to ask the business about it. */
export function InventoryVehicleCard({
  vehicle,
  onRequestQuote,
}: {
  vehicle: InventoryVehicle;
  onRequestQuote: (vehicle: InventoryVehicle) => void;
}) {
  return (
    <RecordCard
      id={`vehicle-${vehicle.id}`}
      title={`${vehicle.year} ${vehicle.make} ${vehicle.model}`}
      facts={[
        ['Price', formatMoney(vehicle.sale_price)],
        ['Colour', vehicle.color],
        ['Mileage', formatMileage(vehicle.mileage)],
        ['Location', vehicle.location],
        ['VIN', vehicle.vin],
      ]}
      actions={[
        <Button key="quote" variant="outline" size="sm" onClick={() => onRequestQuote(vehicle)}>
          <MessageSquareQuote aria-hidden size={16} />
          Request Quote
        </Button>,
      ]}
    />
  );
}
