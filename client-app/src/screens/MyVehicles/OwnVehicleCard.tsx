import { Link } from 'react-router-dom';
import { useSectionPath } from '@export-portal/shared-auth';
import { exportFileFact } from '@export-portal/shared-records/cards';
import { VEHICLE_STATUS_LABELS, type VehicleRow } from '@export-portal/shared-domain';
import type { DownloadColumn } from '@export-portal/shared-records/csv-export';
import { RecordCard, StatusBadge, formatMoney, formatMileage } from '@export-portal/shared-ui';

type OwnVehicle = Pick<VehicleRow, 'id' | 'year' | 'make' | 'model' | 'vin' | 'color' | 'mileage' | 'status' | 'sale_price'>;

/** What an export of the client's vehicles holds: the card's facts, the vehicle named in its own columns; never a cost. */
export const ownVehicleColumns: readonly DownloadColumn<OwnVehicle>[] = [
  { header: 'Year', value: (vehicle) => vehicle.year },
  { header: 'Make', value: (vehicle) => vehicle.make },
  { header: 'Model', value: (vehicle) => vehicle.model },
  { header: 'VIN', value: (vehicle) => vehicle.vin },
  { header: 'Status', value: (vehicle) => VEHICLE_STATUS_LABELS[vehicle.status] },
  { header: 'Colour', value: (vehicle) => vehicle.color },
  { header: 'Mileage', value: (vehicle) => vehicle.mileage },
  { header: 'Price', value: (vehicle) => vehicle.sale_price },
];

export function OwnVehicleCard({ vehicle }: { vehicle: OwnVehicle }) {
  const pathOf = useSectionPath();
  return (
    <RecordCard
      id={`vehicle-${vehicle.id}`}
      title={<Link to={pathOf(`my-vehicles/${vehicle.id}`)}>{`${vehicle.year} ${vehicle.make} ${vehicle.model}`}</Link>}
      badge={<StatusBadge status={vehicle.status} label={VEHICLE_STATUS_LABELS[vehicle.status]} />}
      facts={[
        ['VIN', vehicle.vin],
        ['Colour', vehicle.color],
        ['Mileage', formatMileage(vehicle.mileage)],
        ['Price', formatMoney(vehicle.sale_price)],
        exportFileFact(vehicle.id),
      ]}
    />
  );
}
