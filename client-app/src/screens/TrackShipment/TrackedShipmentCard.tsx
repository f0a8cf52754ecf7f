import styled from 'styled-components';
import { SHIPMENT_STATUS_LABELS } from '@export-portal/shared-domain';
import { RecordCard, StatusBadge, formatDate } from '@export-portal/shared-ui';
import { ShipmentTimeline } from '@export-portal/shared-records/shipments';
import { shipmentContainers, voyageFacts } from '../MyShipments/shipmentFacts';
import { CarriedVehicles, ShipmentPageLink } from '../MyShipments/CarriedVehicles';
import { ShipmentProgress } from './ShipmentProgress';
import type { TrackedShipment } from '../../data/tracking';

const TimelineSection = styled.section`
  width: 100%;
`;

/** A tracked shipment: how far it has come, its route, vessel and dates, the vehicles it carries, and, once found by a search, its timeline. */
export function TrackedShipmentCard({ shipment, withTimeline = false }: { shipment: TrackedShipment; withTimeline?: boolean }) {
  return (
    <RecordCard
      id={`tracked-${shipment.id}`}
      title={<ShipmentPageLink shipment={shipment} />}
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
        ['Vehicles', <CarriedVehicles key="vehicles" shipment={shipment} label={`Vehicles in ${shipment.shipment_number}`} />],
      ]}
      {...(withTimeline
        ? {
            actions: [
              <TimelineSection key="timeline" aria-label={`Timeline of ${shipment.shipment_number}`}>
                <ShipmentTimeline shipment={shipment} />
              </TimelineSection>,
            ],
          }
        : {})}
    >
      <ShipmentProgress status={shipment.status} />
    </RecordCard>
  );
}
