import type { TrackedShipment } from '@export-portal/shared-auth';
import { MISSING_VALUE, StatusBadge, formatDate } from '@export-portal/shared-ui';
import { Facts } from '../../components/Facts';
import { RecordCard } from '../../components/RecordCard';
import { shipmentRoute, shipmentVoyage } from './shipmentFacts';

/** A shipment: route, vessel and voyage, estimated and actual dates, its containers and status. */
export function OwnShipmentCard({ shipment }: { shipment: TrackedShipment }) {
  return (
    <RecordCard title={shipment.shipment_number} badge={<StatusBadge status={shipment.status} />}>
      <Facts>
        <dt>Route</dt>
        <dd>{shipmentRoute(shipment)}</dd>
        <dt>Vessel</dt>
        <dd>{shipmentVoyage(shipment)}</dd>
        <dt>Booking</dt>
        <dd>{shipment.booking_number ?? MISSING_VALUE}</dd>
        <dt>Est. departure</dt>
        <dd>{formatDate(shipment.estimated_departure)}</dd>
        <dt>Est. arrival</dt>
        <dd>{formatDate(shipment.estimated_arrival)}</dd>
        <dt>Departed</dt>
        <dd>{formatDate(shipment.actual_departure)}</dd>
        <dt>Arrived</dt>
        <dd>{formatDate(shipment.actual_arrival)}</dd>
        <dt>Container</dt>
        <dd>
          {shipment.containers.length === 0
            ? MISSING_VALUE
            : shipment.containers.map((container) => container.container_number).join(', ')}
        </dd>
      </Facts>
    </RecordCard>
  );
}
