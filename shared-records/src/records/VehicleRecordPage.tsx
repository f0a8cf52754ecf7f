import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { VEHICLE_STATUS_LABELS, customerDisplayName, type VehicleRow } from '@export-portal/shared-domain';
import { StatusBadge, formatDate, formatMileage, formatMoney, RecordGrid } from '@export-portal/shared-ui';
import { useLiveTable, tableKeys } from '@export-portal/shared-auth';
import { FactsCard, RecordPage, type RecordFacts } from './RecordPage';
import { ExportFileSection } from './ExportFileSection';
import { useVehicleCost, useVehicleRecord, vehicleKeys, type VehicleReader } from './vehicleRecord';

export interface VehicleRecordPageProps {
  vehicleId: string;
  reader: VehicleReader;
  back: { to: string; label: string };
  /** The owner's page in this section; left out, the owner is named without a link. */
  customerPath?: (customerId: string) => string;
  /** The vehicle's shipments: `RecordShipments`, linked to the section's shipment pages where it has them. */
  shipments: (vehicle: VehicleRow) => ReactNode;
  /** The vehicle's documents: `RecordDocuments`, with Upload Document where the section files documents. */
  documents: (vehicle: VehicleRow) => ReactNode;
  /** Below the rest, such as the vehicle's history where the section shows it. */
  history?: (vehicle: VehicleRow) => ReactNode;
}

/**
 * One vehicle's page: its facts, its export file, and the parts the section composes it of (the
 * shipments it is or was in, its documents, its history). The business reads the purchase price,
 * the internal notes and the owner as well; a client reads their own vehicle's facts.
 */
export function VehicleRecordPage({ vehicleId, reader, back, customerPath, shipments, documents, history }: VehicleRecordPageProps) {
  const business = reader.kind === 'business';
  const read = useVehicleRecord(vehicleId, reader);
  const cost = useVehicleCost(vehicleId, business);
  useLiveTable('vehicles', { filter: { column: 'id', equals: vehicleId }, invalidates: [vehicleKeys.detail(vehicleId)] });
  useLiveTable(['shipment_vehicles', 'documents'], {
    filter: { column: 'vehicle_id', equals: vehicleId },
    invalidates: [tableKeys('shipment_vehicles').all, tableKeys('documents').all],
  });
  return (
    <RecordPage
      read={read}
      titleOf={(vehicle) => `${vehicle.year} ${vehicle.make} ${vehicle.model}`}
      descriptionOf={(vehicle) => `VIN ${vehicle.vin}`}
      back={back}
      notFound={{
        title: 'Vehicle not found',
        text: business
          ? 'There is no vehicle at this address: it may have been deleted.'
          : 'This vehicle is not one of yours, or it no longer exists.',
      }}
    >
      {(vehicle) => {
        const owner: ReactNode = vehicle.customer ? (
          customerPath ? (
            <Link to={customerPath(vehicle.customer.id)}>{customerDisplayName(vehicle.customer)}</Link>
          ) : (
            customerDisplayName(vehicle.customer)
          )
        ) : null;
        const facts: RecordFacts = [
          ['Status', <StatusBadge key="status" status={vehicle.status} label={VEHICLE_STATUS_LABELS[vehicle.status]} />],
          ['Year', vehicle.year],
          ['Make', vehicle.make],
          ['Model', vehicle.model],
          ['VIN', vehicle.vin],
          ['Color', vehicle.color],
          ['Mileage', formatMileage(vehicle.mileage)],
          ['Location', vehicle.location],
          ['Sale price', formatMoney(vehicle.sale_price)],
          ...(business
            ? ([
                ['Purchase price', cost.isPending ? 'Loading…' : cost.isError ? 'Could not be read' : formatMoney(cost.data)],
                ['Owner', owner],
                ['Added', formatDate(vehicle.created_at)],
                ['Notes', vehicle.notes],
              ] as const)
            : []),
        ];
        return (
          <>
            <FactsCard label="Vehicle details" facts={facts} />
            <RecordGrid>
              {shipments(vehicle)}
              <ExportFileSection vehicleId={vehicle.id} />
              {documents(vehicle)}
            </RecordGrid>
            {history?.(vehicle)}
          </>
        );
      }}
    </RecordPage>
  );
}
