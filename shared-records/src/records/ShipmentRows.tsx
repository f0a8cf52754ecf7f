import { Link } from 'react-router-dom';
import { SHIPMENT_STATUS_LABELS, type ShipmentStatus } from '@export-portal/shared-domain';
import { StatusBadge, formatDate, Muted, RecordRows } from '@export-portal/shared-ui';

export interface ShipmentRowFacts {
  id: string;
  shipment_number: string;
  status: ShipmentStatus;
  destination_port: string | null;
  estimated_arrival: string | null;
}

/** A record page's shipments: number (linked to its page where the section has one), destination, arrival, status. */
export function ShipmentRows({ shipments, shipmentPath }: { shipments: readonly ShipmentRowFacts[]; shipmentPath?: (shipmentId: string) => string }) {
  return (
    <RecordRows aria-label="Shipments">
      {shipments.map((shipment) => (
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
  );
}
