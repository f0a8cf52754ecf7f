import type { ReactNode } from 'react';
import { customerDisplayName, type CustomerName, type ShipmentRow } from '@export-portal/shared-domain';
import { RecordCard, StatusBadge, formatDate, formatMoney } from '@export-portal/shared-ui';

/** A shipment as the admin and staff boards list it: with its customer's names and its containers. */
export type BoardShipment = ShipmentRow & {
  customer: CustomerName | null;
  containers: ReadonlyArray<{ container_number: string; status?: string }>;
};

export interface ShipmentCardProps {
  shipment: BoardShipment;
  /** Facts only some boards show, after the shared ones (the admin's shipping cost). */
  extraFacts?: ReadonlyArray<readonly [string, ReactNode]>;
  actions?: ReadonlyArray<ReactNode>;
}

const route = (shipment: ShipmentRow) =>
  shipment.origin_port || shipment.destination_port ? `${shipment.origin_port ?? '—'} → ${shipment.destination_port ?? '—'}` : null;

/** The actual date when there is one, otherwise the estimate marked as such. */
const actualOrEstimated = (actual: string | null, estimated: string | null) =>
  actual ? formatDate(actual) : estimated ? `${formatDate(estimated)} (est.)` : null;

/** One shipment: number and booking, status, customer, route, vessel and voyage, dates, containers and cost. */
export function ShipmentCard({ shipment, extraFacts = [], actions }: ShipmentCardProps) {
  const containers = shipment.containers.map((container) => container.container_number).join(', ');
  return (
    <RecordCard
      id={`shipment-${shipment.id}`}
      title={shipment.shipment_number}
      subtitle={shipment.booking_number ? `Booking ${shipment.booking_number}` : 'Not booked yet'}
      badge={<StatusBadge status={shipment.status} />}
      facts={[
        ['Customer', shipment.customer ? customerDisplayName(shipment.customer) || null : null],
        ['Route', route(shipment)],
        ['Vessel', shipment.vessel_name ? `${shipment.vessel_name}${shipment.voyage_number ? ` · ${shipment.voyage_number}` : ''}` : null],
        ['Departure', actualOrEstimated(shipment.actual_departure, shipment.estimated_departure)],
        ['Arrival', actualOrEstimated(shipment.actual_arrival, shipment.estimated_arrival)],
        ['Containers', containers || null],
        ...extraFacts,
        ['Total cost', formatMoney(shipment.total_cost)],
      ]}
      {...(actions ? { actions } : {})}
    />
  );
}
