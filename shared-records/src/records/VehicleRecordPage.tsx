import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { VEHICLE_STATUS_LABELS, customerDisplayName } from '@export-portal/shared-domain';
import { StatusBadge, formatDate, formatMileage, formatMoney, RecordGrid } from '@export-portal/shared-ui';
import { useLiveTable, tableKeys } from '@export-portal/shared-auth';
import { FactsCard, RecordPage, type RecordFacts } from './RecordPage';
import { ExportFileSection } from './ExportFileSection';
import { RecordDocuments } from './RecordDocuments';
import { RecordHistory } from './RecordHistory';
import { RecordShipments } from './RecordShipments';
import { useVehicleCost, useVehicleRecord, vehicleKeys, type VehicleReader } from './vehicleRecord';

export interface VehicleRecordPageProps {
  vehicleId: string;
  reader: VehicleReader;
  back: { to: string; label: string };
  /** The owner's page in this section; left out, the owner is named without a link. */
  customerPath?: (customerId: string) => string;
  /** A shipment's page in this section; left out, shipments are named without a link. */
  shipmentPath?: (shipmentId: string) => string;
  /** Admin and staff read the purchase price, the internal notes, the owner and the history; a client reads their own vehicle's facts. */
  business: boolean;
}

/** One vehicle's page: its facts, the shipments it is or was in, its export file, its documents and, for the business, its history. */
export function VehicleRecordPage({ vehicleId, reader, back, customerPath, shipmentPath, business }: VehicleRecordPageProps) {
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
              <RecordShipments column="vehicle_id" id={vehicle.id} {...(shipmentPath ? { shipmentPath } : {})} />
              <ExportFileSection vehicleId={vehicle.id} />
              <RecordDocuments
                column="vehicle_id"
                id={vehicle.id}
                {...(business
                  ? {
                      upload: {
                        vehicle: {
                          id: vehicle.id,
                          label: `${vehicle.year} ${vehicle.make} ${vehicle.model} · ${vehicle.vin}`,
                          customerId: vehicle.customer?.id ?? null,
                        },
                      },
                    }
                  : {})}
              />
            </RecordGrid>
            {business ? <RecordHistory table="vehicles" recordId={vehicle.id} /> : null}
          </>
        );
      }}
    </RecordPage>
  );
}
