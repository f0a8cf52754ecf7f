import styled from 'styled-components';
import { trackingProgress, type ShipmentStatus } from '@export-portal/shared-domain';
import { Alert, formatPercent } from '@export-portal/shared-ui';

const Track = styled.div`
  height: 0.625rem;
  margin: ${({ theme }) => `${theme.space[2]} 0 ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.surfaceSubtle};
  overflow: hidden;
`;

const Fill = styled.div<{ $percent: number }>`
  width: ${({ $percent }) => $percent}%;
  height: 100%;
  border-radius: inherit;
  background: ${({ theme }) => theme.tones.info.foreground};
`;

const Caption = styled.p`
  display: flex;
  justify-content: space-between;
  margin: 0;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

/** How far the shipment has come, from its status; a cancelled shipment says so instead. */
export function ShipmentProgress({ status }: { status: ShipmentStatus }) {
  const progress = trackingProgress(status);
  if (progress.kind === 'cancelled') {
    return (
      <Alert tone="danger" title="This shipment was cancelled.">
        It is not on its way; contact us about what happens next.
      </Alert>
    );
  }
  return (
    <div>
      <Caption>
        <span>Progress</span>
        <span>{formatPercent(progress.percent)}</span>
      </Caption>
      <Track role="progressbar" aria-label="Shipment progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress.percent}>
        <Fill $percent={progress.percent} />
      </Track>
    </div>
  );
}
