import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { VEHICLE_STATUS_LABELS, customerDisplayName, type CustomerName, type VehicleRow } from '@export-portal/shared-domain';
import { RecordCard, StatusBadge, formatDate, formatMoney, formatMileage } from '@export-portal/shared-ui';
import type { ListColumn } from '@export-portal/shared-ui/lists';
import type { VehicleSort } from '../lists';
import { VehicleExportFile } from './exportFile';

/** A vehicle as the admin and staff boards list it: with its owner's names. */
export type BoardVehicle = VehicleRow & { customer: CustomerName | null };

export interface VehicleCardProps {
  vehicle: BoardVehicle;
  /**
   * The facts each board composes in after the vehicle's own columns, each read on its own for the
   * page: the export file (`exportFileFact`, which the client's own card shows too), and what only
   * that board shows (the admin's purchase price, staff's next task).
   */
  extraFacts?: ReadonlyArray<readonly [string, ReactNode]>;
  /** Rows of buttons; each board has its own. */
  actions?: ReadonlyArray<ReactNode>;
  /** The vehicle's page in the board's section: its title links there. */
  href?: string;
}

/** One vehicle: year, make and model, VIN, status, where it is, its price, the board's facts and its owner. */
export function VehicleCard({ vehicle, extraFacts = [], actions, href }: VehicleCardProps) {
  const name = `${vehicle.year} ${vehicle.make} ${vehicle.model}`;
  return (
    <RecordCard
      id={`vehicle-${vehicle.id}`}
      title={href ? <Link to={href}>{name}</Link> : name}
      subtitle={`VIN ${vehicle.vin}`}
      badge={<StatusBadge status={vehicle.status} label={VEHICLE_STATUS_LABELS[vehicle.status]} />}
      facts={[
        ['Color', vehicle.color],
        ['Mileage', formatMileage(vehicle.mileage)],
        ['Location', vehicle.location],
        ['Sale price', formatMoney(vehicle.sale_price)],
        ...extraFacts,
        ['Customer', ownerOf(vehicle)],
      ]}
      {...(actions ? { actions } : {})}
    />
  );
}

const ownerOf = (vehicle: BoardVehicle) => (vehicle.customer ? customerDisplayName(vehicle.customer) || null : null);

/**
 * The vehicle boards' table: the card's facts a column each, sorted on the server where a column
 * says how. An export holds every column but the export file, which is read for the page shown.
 */
export const vehicleColumns: readonly ListColumn<BoardVehicle, VehicleSort>[] = [
  { header: 'Year', value: (vehicle) => vehicle.year, sort: 'year', numeric: true },
  { header: 'Make', value: (vehicle) => vehicle.make, sort: 'make' },
  { header: 'Model', value: (vehicle) => vehicle.model, sort: 'model' },
  { header: 'VIN', value: (vehicle) => vehicle.vin, sort: 'vin' },
  {
    header: 'Status',
    cell: (vehicle) => <StatusBadge status={vehicle.status} label={VEHICLE_STATUS_LABELS[vehicle.status]} />,
    value: (vehicle) => VEHICLE_STATUS_LABELS[vehicle.status],
    sort: 'status',
  },
  { header: 'Mileage', cell: (vehicle) => formatMileage(vehicle.mileage), value: (vehicle) => vehicle.mileage, sort: 'mileage', numeric: true },
  {
    header: 'Sale price',
    cell: (vehicle) => formatMoney(vehicle.sale_price),
    value: (vehicle) => vehicle.sale_price,
    sort: 'sale_price',
    numeric: true,
  },
  { header: 'Color', value: (vehicle) => vehicle.color },
  { header: 'Location', value: (vehicle) => vehicle.location },
  { header: 'Customer', value: ownerOf },
  { header: 'Export file', cell: (vehicle) => <VehicleExportFile vehicleId={vehicle.id} /> },
  { header: 'Added', cell: (vehicle) => formatDate(vehicle.created_at), value: (vehicle) => vehicle.created_at, sort: 'created_at' },
];
