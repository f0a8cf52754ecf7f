import styled from 'styled-components';
import { loadFailureMessage } from '@export-portal/shared-domain';
import { Alert, EmptyState, PageSpinner, RetryButton } from '@export-portal/shared-ui';
import { TrackedShipmentCard } from './TrackedShipmentCard';
import { useShipmentTracking } from '../../data/tracking';

const Results = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

/** What a tracking number finds among the client's own shipments. */
export function TrackingResults({ term }: { term: string }) {
  const tracking = useShipmentTracking(term);
  return (
    <Results aria-label="Tracking result" aria-busy={tracking.isFetching}>
      {tracking.isPending ? (
        <PageSpinner label="Tracking your shipment" />
      ) : tracking.isError ? (
        <Alert tone="danger" title={loadFailureMessage(tracking.error)}>
          <RetryButton onRetry={() => void tracking.refetch()} />
        </Alert>
      ) : tracking.data.length === 0 ? (
        <EmptyState message={`No shipment of yours has the number “${term}”. Check the shipment, booking or container number and try again.`} />
      ) : (
        tracking.data.map((shipment) => <TrackedShipmentCard key={shipment.id} shipment={shipment} withTimeline />)
      )}
    </Results>
  );
}
