import type { TrackedShipment } from '@export-portal/shared-auth';
import { MISSING_VALUE, StatusBadge, formatDate } from '@export-portal/shared-ui';
import { Facts } from '../../components/Facts';
import { RecordCard } from '../../components/RecordCard';
import { shipmentRoute, shipmentVoyage } from '../MyShipments/shipmentFacts';
import { ShipmentProgress } from './ShipmentProgress';

/** A tracked shipment: how far it has come, its route, vessel and dates. */
export function TrackedShipmentCard({ shipment }: { shipment: TrackedShipment }) {
  return (
    <RecordCard title={shipment.shipment_number} badge={<StatusBadge status={shipment.status} />}>
      <ShipmentProgress status={shipment.status} />
      <Facts>
        <dt>Route</dt>
        <dd>{shipmentRoute(shipment)}</dd>
        <dt>Vessel</dt>
        <dd>{shipmentVoyage(shipment)}</dd>
        <dt>Booking</dt>
        <dd>{shipment.booking_number ?? MISSING_VALUE}</dd>
        <dt>Container</dt>
        <dd>
          {shipment.containers.length === 0
            ? MISSING_VALUE
            : shipment.containers.map((container) => container.container_number).join(', ')}
        </dd>
        <dt>Departure</dt>
        <dd>
          {shipment.actual_departure
            ? `${formatDate(shipment.actual_departure)} (departed)`
            : `${formatDate(shipment.estimated_departure)} (estimated)`}
        </dd>
        <dt>Arrival</dt>
        <dd>
          {shipment.actual_arrival
            ? `${formatDate(shipment.actual_arrival)} (arrived)`
            : `${formatDate(shipment.estimated_arrival)} (estimated)`}
        </dd>
      </Facts>
    </RecordCard>
  );
}
