import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { SHIPMENT_STATUS_LABELS, customerDisplayName, type ContainerStatus, type CustomerName, type ShipmentRow } from '@export-portal/shared-domain';
import { RecordCard, StatusBadge, formatDate, formatMoney } from '@export-portal/shared-ui';
import type { ListColumn } from '@export-portal/shared-ui/lists';
import { useSectionPath } from '@export-portal/shared-auth';
import type { ShipmentSort } from '../lists';
import { ShipmentExportFlag } from './exportFile';

/** A shipment as the admin and staff boards list it: with its customer's names and its containers. */
export type BoardShipment = ShipmentRow & {
  customer: CustomerName | null;
  containers: ReadonlyArray<{ container_number: string; status?: ContainerStatus }>;
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
const actualOrEstimated = (actual: string | null, estimated: string | null, format: (day: string) => string = formatDate) =>
  actual ? format(actual) : estimated ? `${format(estimated)} (est.)` : null;

/** A day as a download holds it: as stored, YYYY-MM-DD. */
const asStored = (day: string) => day;

const customerOf = (shipment: BoardShipment) => (shipment.customer ? customerDisplayName(shipment.customer) || null : null);

/**
 * The line under the shipment number. Without a booking number only a shipment still being
 * planned is "not booked yet": one that went on (booked by status alone) says what it did.
 */
function bookingLine(shipment: ShipmentRow): string {
  if (shipment.booking_number) return `Booking ${shipment.booking_number}`;
  switch (shipment.status) {
    case 'planning':
      return 'Not booked yet';
    case 'cancelled':
      return 'Cancelled before booking';
    case 'delivered':
      return shipment.actual_arrival ? `Delivered ${formatDate(shipment.actual_arrival)}` : 'Delivered';
    default:
      return shipment.vessel_name ? `On ${shipment.vessel_name}, no booking number on record` : 'No booking number on record';
  }
}

/** One shipment: number and booking, status, customer, route, vessel and voyage, dates, containers and cost. */
const containersOf = (shipment: BoardShipment) => shipment.containers.map((container) => container.container_number).join(', ') || null;

const vesselOf = (shipment: ShipmentRow) =>
  shipment.vessel_name ? `${shipment.vessel_name}${shipment.voyage_number ? ` · ${shipment.voyage_number}` : ''}` : null;

/** The shipment's number, linking to its page in the section showing it. */
export function ShipmentNumberLink({ shipment }: { shipment: Pick<ShipmentRow, 'id' | 'shipment_number'> }) {
  const sectionPath = useSectionPath();
  return <Link to={sectionPath(`shipments/${shipment.id}`)}>{shipment.shipment_number}</Link>;
}

export function ShipmentCard({ shipment, extraFacts = [], actions }: ShipmentCardProps) {
  return (
    <RecordCard
      id={`shipment-${shipment.id}`}
      title={<ShipmentNumberLink shipment={shipment} />}
      subtitle={bookingLine(shipment)}
      badge={<StatusBadge status={shipment.status} label={SHIPMENT_STATUS_LABELS[shipment.status]} />}
      facts={[
        ['Customer', customerOf(shipment)],
        ['Route', route(shipment)],
        ['Vessel', vesselOf(shipment)],
        ['Departure', actualOrEstimated(shipment.actual_departure, shipment.estimated_departure)],
        ['Arrival', actualOrEstimated(shipment.actual_arrival, shipment.estimated_arrival)],
        ['Containers', containersOf(shipment)],
        ['Export files', <ShipmentExportFlag key="export-files" shipmentId={shipment.id} />],
        ...extraFacts,
        ['Total cost', formatMoney(shipment.total_cost)],
      ]}
      {...(actions ? { actions } : {})}
    />
  );
}

/** The shipment boards' table: the card's facts a column each; the dates sort by their estimates, which every planned shipment has. */
export const shipmentColumns: readonly ListColumn<BoardShipment, ShipmentSort>[] = [
  {
    header: 'Shipment',
    cell: (shipment) => <ShipmentNumberLink shipment={shipment} />,
    value: (shipment) => shipment.shipment_number,
    sort: 'shipment_number',
  },
  {
    header: 'Status',
    cell: (shipment) => <StatusBadge status={shipment.status} label={SHIPMENT_STATUS_LABELS[shipment.status]} />,
    value: (shipment) => SHIPMENT_STATUS_LABELS[shipment.status],
    sort: 'status',
  },
  { header: 'Customer', value: customerOf },
  { header: 'Destination', value: (shipment) => shipment.destination_port, sort: 'destination_port' },
  { header: 'Vessel', value: vesselOf, sort: 'vessel_name' },
  {
    header: 'Departure',
    cell: (shipment) => actualOrEstimated(shipment.actual_departure, shipment.estimated_departure),
    value: (shipment) => actualOrEstimated(shipment.actual_departure, shipment.estimated_departure, asStored),
    sort: 'estimated_departure',
  },
  {
    header: 'Arrival',
    cell: (shipment) => actualOrEstimated(shipment.actual_arrival, shipment.estimated_arrival),
    value: (shipment) => actualOrEstimated(shipment.actual_arrival, shipment.estimated_arrival, asStored),
    sort: 'estimated_arrival',
  },
  { header: 'Containers', value: containersOf },
  { header: 'Export files', cell: (shipment) => <ShipmentExportFlag shipmentId={shipment.id} /> },
  { header: 'Total cost', cell: (shipment) => formatMoney(shipment.total_cost), value: (shipment) => shipment.total_cost, numeric: true },
  { header: 'Created', cell: (shipment) => formatDate(shipment.created_at), value: (shipment) => shipment.created_at, sort: 'created_at' },
];
