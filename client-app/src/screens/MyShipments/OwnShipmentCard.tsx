import { SHIPMENT_STATUS_LABELS } from '@export-portal/shared-domain';
import { RecordCard, StatusBadge, formatDate } from '@export-portal/shared-ui';
import { shipmentContainers, voyageFacts } from './shipmentFacts';
import { CarriedVehicles, ShipmentPageLink } from './CarriedVehicles';
import type { TrackedShipment } from '../../data/tracking';

/** A shipment: route, vessel and voyage, estimated and actual dates, its containers, the client's vehicles it carries, and status. */
export function OwnShipmentCard({ shipment }: { shipment: TrackedShipment }) {
  return (
    <RecordCard
      id={`shipment-${shipment.id}`}
      title={<ShipmentPageLink shipment={shipment} />}
      badge={<StatusBadge status={shipment.status} label={SHIPMENT_STATUS_LABELS[shipment.status]} />}
      facts={[
        ...voyageFacts(shipment),
        ['Est. departure', formatDate(shipment.estimated_departure)],
        ['Est. arrival', formatDate(shipment.estimated_arrival)],
        ['Departed', formatDate(shipment.actual_departure)],
        ['Arrived', formatDate(shipment.actual_arrival)],
        ['Container', shipmentContainers(shipment)],
        ['Vehicles', <CarriedVehicles key="vehicles" shipment={shipment} label={`Vehicles in ${shipment.shipment_number}`} />],
      ]}
    />
  );
}
