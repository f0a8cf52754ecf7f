import { Link } from 'react-router-dom';
import { SHIPMENT_STATUS_LABELS } from '@export-portal/shared-domain';
import { StatusBadge, formatDate } from '@export-portal/shared-ui';
import { Muted, RecordRows } from './RecordDocuments';
import { RecordSection } from './RecordSection';
import { useVehicleShipments } from './vehicleRecord';

/** The shipments a vehicle is or was in, latest first, each linked to its page where the section has one. */
export function VehicleShipments({ vehicleId, shipmentPath }: { vehicleId: string; shipmentPath?: (shipmentId: string) => string }) {
  const read = useVehicleShipments(vehicleId);
  return (
    <RecordSection
      heading="Shipments"
      read={read}
      loadingLabel="Loading shipments"
      emptyText="This vehicle is not in any shipment."
      isEmpty={(rows) => rows.length === 0}
    >
      {(rows) => (
        <RecordRows aria-label="Shipments">
          {rows.map((shipment) => (
            <li key={shipment.id}>
              <span>
                <strong>{shipmentPath ? <Link to={shipmentPath(shipment.id)}>{shipment.shipment_number}</Link> : shipment.shipment_number}</strong>{' '}
                <Muted>
                  {[
                    shipment.destination_port && `to ${shipment.destination_port}`,
                    shipment.estimated_arrival && `arriving ${formatDate(shipment.estimated_arrival)}`,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Muted>
              </span>
              <StatusBadge status={shipment.status} label={SHIPMENT_STATUS_LABELS[shipment.status]} />
            </li>
          ))}
        </RecordRows>
      )}
    </RecordSection>
  );
}
