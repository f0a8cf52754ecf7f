import { SHIPMENT_STATUS_LABELS } from '@export-portal/shared-domain';
import { RecordCard, StatusBadge, formatDate } from '@export-portal/shared-ui';
import { shipmentContainers, voyageFacts } from '../MyShipments/shipmentFacts';
import { ShipmentProgress } from './ShipmentProgress';
import type { TrackedShipment } from '../../data/tracking';

/** A tracked shipment: how far it has come, its route, vessel and dates. */
export function TrackedShipmentCard({ shipment }: { shipment: TrackedShipment }) {
  return (
    <RecordCard
      id={`tracked-${shipment.id}`}
      title={shipment.shipment_number}
      badge={<StatusBadge status={shipment.status} label={SHIPMENT_STATUS_LABELS[shipment.status]} />}
      facts={[
        ...voyageFacts(shipment),
        ['Container', shipmentContainers(shipment)],
        [
          'Departure',
          shipment.actual_departure
            ? `${formatDate(shipment.actual_departure)} (departed)`
            : `${formatDate(shipment.estimated_departure)} (estimated)`,
        ],
        [
          'Arrival',
          shipment.actual_arrival ? `${formatDate(shipment.actual_arrival)} (arrived)` : `${formatDate(shipment.estimated_arrival)} (estimated)`,
        ],
      ]}
    >
      <ShipmentProgress status={shipment.status} />
    </RecordCard>
  );
}
