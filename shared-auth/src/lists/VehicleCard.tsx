import type { ReactNode } from 'react';
import { VEHICLE_STATUS_LABELS, customerDisplayName, type CustomerName, type VehicleRow } from '@export-portal/shared-domain';
import { RecordCard, StatusBadge, formatMoney, formatMileage } from '@export-portal/shared-ui';

/** A vehicle as the admin and staff boards list it: with its owner's names. */
export type BoardVehicle = VehicleRow & { customer: CustomerName | null };

export interface VehicleCardProps {
  vehicle: BoardVehicle;
  /** Facts only some boards show, after the shared ones (the admin's purchase price). */
  extraFacts?: ReadonlyArray<readonly [string, ReactNode]>;
  /** Rows of buttons; each board has its own. */
  actions?: ReadonlyArray<ReactNode>;
}

/** One vehicle: year, make and model, VIN, status, where it is, its price and its owner. */
export function VehicleCard({ vehicle, extraFacts = [], actions }: VehicleCardProps) {
  return (
    <RecordCard
      id={`vehicle-${vehicle.id}`}
      title={`${vehicle.year} ${vehicle.make} ${vehicle.model}`}
      subtitle={`VIN ${vehicle.vin}`}
      badge={<StatusBadge status={vehicle.status} label={VEHICLE_STATUS_LABELS[vehicle.status]} />}
      facts={[
        ['Color', vehicle.color],
        ['Mileage', formatMileage(vehicle.mileage)],
        ['Location', vehicle.location],
        ['Sale price', formatMoney(vehicle.sale_price)],
        ...extraFacts,
        ['Customer', vehicle.customer ? customerDisplayName(vehicle.customer) || null : null],
      ]}
      {...(actions ? { actions } : {})}
    />
  );
}
