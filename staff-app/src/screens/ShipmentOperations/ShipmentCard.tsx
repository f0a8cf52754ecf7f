import { MapPin, Pencil } from 'lucide-react';
import { customerDisplayName, type CustomerName, type ShipmentRow } from '@export-portal/shared-domain';
import { Button, StatusBadge, formatDate, formatMoney } from '@export-portal/shared-ui';
import { OperationCard } from '../../components/OperationCard';
import { ShipmentStatusActions } from './ShipmentStatusActions';

export type OperationsShipment = ShipmentRow & {
  customer: CustomerName | null;
  containers: ReadonlyArray<{ container_number: string }>;
};

const route = (shipment: ShipmentRow) =>
  shipment.origin_port || shipment.destination_port ? `${shipment.origin_port ?? '—'} → ${shipment.destination_port ?? '—'}` : null;

const dateOrNull = (value: string | null) => (value ? formatDate(value) : null);

/** One shipment on the board: route, vessel, dates, its workflow buttons; Edit and Track are inert. */
export function ShipmentCard({ shipment }: { shipment: OperationsShipment }) {
  const containers = shipment.containers.map((container) => container.container_number).join(', ');
  return (
    <OperationCard
      id={`shipment-${shipment.id}`}
      title={shipment.shipment_number}
      subtitle={shipment.booking_number ? `Booking ${shipment.booking_number}` : 'Not booked yet'}
      badge={<StatusBadge status={shipment.status} />}
      facts={[
        ['Customer', shipment.customer ? customerDisplayName(shipment.customer) || null : null],
        ['Route', route(shipment)],
        ['Vessel', shipment.vessel_name ? `${shipment.vessel_name}${shipment.voyage_number ? ` · ${shipment.voyage_number}` : ''}` : null],
        ['Departure', dateOrNull(shipment.actual_departure) ?? (shipment.estimated_departure ? `${formatDate(shipment.estimated_departure)} (est.)` : null)],
        ['Arrival', dateOrNull(shipment.actual_arrival) ?? (shipment.estimated_arrival ? `${formatDate(shipment.estimated_arrival)} (est.)` : null)],
        ['Containers', containers || null],
        ['Total cost', formatMoney(shipment.total_cost)],
      ]}
      actions={[
        <ShipmentStatusActions key="status" shipment={shipment} />,
        <>
          <Button size="sm" variant="ghost">
            <Pencil aria-hidden size={14} />
            Edit
          </Button>
          <Button size="sm" variant="ghost">
            <MapPin aria-hidden size={14} />
            Track
          </Button>
        </>,
      ]}
    />
  );
}
