import { CalendarClock, Pencil } from 'lucide-react';
import { customerDisplayName, type CustomerName, type VehicleRow } from '@export-portal/shared-domain';
import { Button, StatusBadge, formatMoney } from '@export-portal/shared-ui';
import { OperationCard } from '../../components/OperationCard';
import { VehicleStatusActions } from './VehicleStatusActions';

export type OperationsVehicle = VehicleRow & { customer: CustomerName | null };

/** One vehicle on the board: what it is, where it is, its status buttons; Edit Details and Schedule are inert. */
export function VehicleCard({ vehicle }: { vehicle: OperationsVehicle }) {
  return (
    <OperationCard
      id={`vehicle-${vehicle.id}`}
      title={`${vehicle.year} ${vehicle.make} ${vehicle.model}`}
      subtitle={`VIN ${vehicle.vin}`}
      badge={<StatusBadge status={vehicle.status} />}
      facts={[
        ['Color', vehicle.color],
        ['Mileage', vehicle.mileage === null ? null : `${vehicle.mileage.toLocaleString('en-CA')} km`],
        ['Location', vehicle.location],
        ['Sale price', formatMoney(vehicle.sale_price)],
        ['Customer', vehicle.customer ? customerDisplayName(vehicle.customer) || null : null],
      ]}
      actions={[
        <VehicleStatusActions key="status" vehicle={vehicle} />,
        <>
          <Button size="sm" variant="ghost">
            <Pencil aria-hidden size={14} />
            Edit Details
          </Button>
          <Button size="sm" variant="ghost">
            <CalendarClock aria-hidden size={14} />
            Schedule
          </Button>
        </>,
      ]}
    />
  );
}
