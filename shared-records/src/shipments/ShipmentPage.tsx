import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PageVehicleIds, ShipmentExportFlag, VehicleExportFile } from '../cards/exportFile';
import {
  CONTAINER_STATUS_LABELS,
  SHIPMENT_STATUS_LABELS,
  containerCapacityText,
  customerDisplayName,
  loadFailureMessage,
} from '@export-portal/shared-domain';
import {
  Alert,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  EmptyState,
  MISSING_VALUE,
  PageSpinner,
  RetryButton,
  Screen,
  StatusBadge,
  formatDate,
} from '@export-portal/shared-ui';
import { carriedVehicles, useShipmentRecord, vehicleName, type ShipmentRecord } from './shipmentRecord';
import { ShipmentTimeline } from './ShipmentTimeline';

const Sections = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 22rem), 1fr));
  gap: ${({ theme }) => theme.space[4]};
  align-items: start;
`;

const Wide = styled.div`
  grid-column: 1 / -1;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  margin: 0;
  font-size: ${({ theme }) => theme.typography.sizes.sm};

  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Rows = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.typography.sizes.sm};

  & > li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[2]};
  }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.muted};
`;

export type ShipmentFact = readonly [string, ReactNode];

export interface ShipmentPageProps {
  shipmentId: string;
  /** The list the page belongs to, for the link back and the not-found state. */
  list: { path: string; label: string };
  /** Where a carried vehicle's own page is in this section. */
  vehiclePath: (vehicleId: string) => string;
  /** Who made each status change: the business's people see it, a client does not. */
  showActors?: boolean;
  /** The shipment's documents: `RecordDocuments`, with Upload Document where the section files the shipment's papers. */
  documents: (shipment: ShipmentRecord) => ReactNode;
  /** Facts only some sections show, such as the admin's costs. */
  extraFacts?: ReadonlyArray<ShipmentFact>;
  /** Buttons beside the title, given the shipment shown. */
  actions?: (shipment: ShipmentRecord) => ReactNode;
  /** Sections after the timeline, such as the record's history. */
  children?: ReactNode;
}

function Section({ title, children, wide = false }: { title: string; children: ReactNode; wide?: boolean }) {
  const card = (
    <Card as="section" aria-label={title}>
      <CardHeader>
        <CardTitle as="h2">{title}</CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
  return wide ? <Wide>{card}</Wide> : card;
}

const route = (shipment: ShipmentRecord) => `${shipment.origin_port ?? MISSING_VALUE} → ${shipment.destination_port ?? MISSING_VALUE}`;

function FactList({ facts }: { facts: ReadonlyArray<ShipmentFact> }) {
  return (
    <Facts>
      {facts.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value ?? MISSING_VALUE}</dd>
        </Fragment>
      ))}
    </Facts>
  );
}

/**
 * A shipment's own page: its facts and readiness for customs, container, the vehicles it carries
 * (each linking to its page, with its export file), its documents and its timeline. A shipment that does not exist, or that the reader may
 * not see, shows a clear not-found state instead.
 */
export function ShipmentPage({
  shipmentId,
  list,
  vehiclePath,
  showActors = false,
  documents,
  extraFacts = [],
  actions,
  children,
}: ShipmentPageProps) {
  const record = useShipmentRecord(shipmentId);
  const shipment = record.data ?? null;
  const back = <Link to={list.path}>Back to {list.label}</Link>;
  if (record.isPending) {
    return (
      <Screen busy>
        <PageSpinner label="Loading the shipment" />
      </Screen>
    );
  }
  if (record.isError) {
    return (
      <Screen>
        <Alert tone="danger" title={loadFailureMessage(record.error)}>
          <RetryButton onRetry={() => void record.refetch()} />
        </Alert>
      </Screen>
    );
  }
  if (!shipment) {
    return (
      <Screen>
        <EmptyState message="Shipment not found. It does not exist, or it is not one you can see." action={back} />
      </Screen>
    );
  }
  const vehicles = carriedVehicles(shipment);
  return (
    <Screen title={`Shipment ${shipment.shipment_number}`} actions={actions?.(shipment)} busy={record.isFetching}>
      <p>{back}</p>
      <Sections>
        <Section title="Shipment">
          <FactList
            facts={[
              ['Status', <StatusBadge key="status" status={shipment.status} label={SHIPMENT_STATUS_LABELS[shipment.status]} />],
              ['Customer', shipment.customer ? customerDisplayName(shipment.customer) || null : null],
              ['Booking', shipment.booking_number],
              ['Route', route(shipment)],
              ['Vessel', shipment.vessel_name],
              ['Voyage', shipment.voyage_number],
              ['Est. departure', formatDate(shipment.estimated_departure)],
              ['Est. arrival', formatDate(shipment.estimated_arrival)],
              ['Export files', <ShipmentExportFlag key="export-files" shipmentId={shipment.id} />],
              ...extraFacts,
            ]}
          />
        </Section>
        <Section title="Container">
          {shipment.containers.length === 0 ? (
            <Muted>No container yet.</Muted>
          ) : (
            shipment.containers.map((container) => (
              <FactList
                key={container.id}
                facts={[
                  ['Number', container.container_number],
                  ['Type', container.container_type],
                  ['Capacity', `${containerCapacityText(container.capacity)} (${vehicles.length} carried)`],
                  ['Status', CONTAINER_STATUS_LABELS[container.status as keyof typeof CONTAINER_STATUS_LABELS] ?? container.status],
                ]}
              />
            ))
          )}
        </Section>
        <Section title="Vehicles">
          {vehicles.length === 0 ? (
            <Muted>This shipment carries no vehicles yet.</Muted>
          ) : (
            <PageVehicleIds.Provider value={vehicles.map((vehicle) => vehicle.id)}>
              <Rows aria-label="Vehicles carried">
                {vehicles.map((vehicle) => (
                  <li key={vehicle.id}>
                    <span>
                      <Link to={vehiclePath(vehicle.id)}>{vehicleName(vehicle)}</Link> <Muted>· VIN {vehicle.vin}</Muted>
                    </span>
                    <VehicleExportFile vehicleId={vehicle.id} />
                  </li>
                ))}
              </Rows>
            </PageVehicleIds.Provider>
          )}
        </Section>
        {documents(shipment)}
        <Section title="Timeline" wide>
          <ShipmentTimeline shipment={shipment} showActors={showActors} />
        </Section>
        {children ? <Wide>{children}</Wide> : null}
      </Sections>
    </Screen>
  );
}
