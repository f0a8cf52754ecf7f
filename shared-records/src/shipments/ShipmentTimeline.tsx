import styled from 'styled-components';
import { SHIPMENT_STATUS_LABELS, loadFailureMessage } from '@export-portal/shared-domain';
import { Alert, RetryButton, Spinner, StatusBadge, formatDate, formatDateTime } from '@export-portal/shared-ui';
import { useSupabase } from '@export-portal/shared-auth';
import { useShipmentTimeline } from './shipmentTimeline';

const Steps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Step = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding-left: ${({ theme }) => theme.space[3]};
  border-left: 2px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.muted};
`;

const Actuals = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  margin: ${({ theme }) => theme.space[4]} 0 0;
  font-size: ${({ theme }) => theme.typography.sizes.sm};

  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
  }
`;

export interface ShipmentTimelineProps {
  shipment: { id: string; actual_departure: string | null; actual_arrival: string | null };
  /** Who made each change: the business's people see it, a client does not. */
  showActors?: boolean;
}

/** The shipment's status changes with their dates, oldest first, and its actual departure and arrival. */
export function ShipmentTimeline({ shipment, showActors = false }: ShipmentTimelineProps) {
  const timeline = useShipmentTimeline(useSupabase(), shipment.id);
  return (
    <div aria-busy={timeline.isFetching}>
      {timeline.isPending ? (
        <Spinner aria-label="Loading the timeline" />
      ) : timeline.isError ? (
        <Alert tone="danger" title={loadFailureMessage(timeline.error)}>
          <RetryButton onRetry={() => void timeline.refetch()} />
        </Alert>
      ) : timeline.data.length === 0 ? (
        <Muted>No status changes are recorded for this shipment.</Muted>
      ) : (
        <Steps aria-label="Status changes">
          {timeline.data.map((entry) => (
            <Step key={`${entry.changed_at}-${entry.status}`}>
              <StatusBadge status={entry.status} label={SHIPMENT_STATUS_LABELS[entry.status]} />
              <time dateTime={entry.changed_at}>{formatDateTime(entry.changed_at)}</time>
              {showActors ? <Muted>by {entry.actor_name ?? 'System'}</Muted> : null}
            </Step>
          ))}
        </Steps>
      )}
      <Actuals>
        <dt>Departed</dt>
        <dd>{formatDate(shipment.actual_departure)}</dd>
        <dt>Arrived</dt>
        <dd>{formatDate(shipment.actual_arrival)}</dd>
      </Actuals>
    </div>
  );
}
