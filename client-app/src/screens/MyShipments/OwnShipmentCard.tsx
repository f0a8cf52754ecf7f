import { SHIPMENT_STATUS_LABELS } from '@export-portal/shared-domain';
import type { DownloadColumn } from '@export-portal/shared-records/csv-export';
import { RecordCard, StatusBadge, formatDate } from '@export-portal/shared-ui';
import { shipmentContainers, voyageFacts } from './shipmentFacts';
import { CarriedVehicles, ShipmentPageLink } from './CarriedVehicles';
import type { TrackedShipment } from '../../data/tracking';

/** The client's vehicles a shipment carries, as one cell: "2021 Toyota Camry (VIN …)", oldest model year first. */
const carriedVehicles = (shipment: TrackedShipment) =>
  shipment.shipment_vehicles
    .flatMap(({ vehicle }) => (vehicle ? [vehicle] : []))
    .sort((a, b) => a.year - b.year || a.vin.localeCompare(b.vin))
    .map((vehicle) => `${vehicle.year} ${vehicle.make} ${vehicle.model} (VIN ${vehicle.vin})`)
    .join('; ') || null;

/** What an export of the client's shipments holds: the card's facts, days as YYYY-MM-DD; never the business's costs. */
export const ownShipmentColumns: readonly DownloadColumn<TrackedShipment>[] = [
  { header: 'Shipment', value: (shipment) => shipment.shipment_number },
  { header: 'Status', value: (shipment) => SHIPMENT_STATUS_LABELS[shipment.status] },
  { header: 'Origin', value: (shipment) => shipment.origin_port },
  { header: 'Destination', value: (shipment) => shipment.destination_port },
  { header: 'Vessel', value: (shipment) => shipment.vessel_name },
  { header: 'Voyage', value: (shipment) => shipment.voyage_number },
  { header: 'Booking', value: (shipment) => shipment.booking_number },
  { header: 'Est. departure', value: (shipment) => shipment.estimated_departure },
  { header: 'Est. arrival', value: (shipment) => shipment.estimated_arrival },
  { header: 'Departed', value: (shipment) => shipment.actual_departure },
  { header: 'Arrived', value: (shipment) => shipment.actual_arrival },
  { header: 'Container', value: (shipment) => shipment.containers.map((container) => container.container_number).join(', ') || null },
  { header: 'Vehicles', value: carriedVehicles },
];

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
