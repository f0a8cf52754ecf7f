import styled from 'styled-components';
import { DELIVERY_STATUSES, DELIVERY_STATUS_LABELS, type DeliveryStatus as Status } from '@export-portal/shared-domain';
import { Badge, formatDateTime, type Tone } from '@export-portal/shared-ui';

const Line = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  color: ${({ theme }) => theme.colors.muted};
  overflow-wrap: anywhere;
`;

const TONES: Readonly<Record<Status, Tone>> = { queued: 'info', sent: 'success', failed: 'danger', not_sent: 'warning' };

export interface DeliveryStatusProps {
  status: string | null;
  error: string | null;
  deliveredAt: string | null;
}

/** What became of an e-mail to the customer: Queued, Sent (and when), Failed or Not sent with the reason. Nothing for what is not e-mailed. */
export function DeliveryStatus({ status, error, deliveredAt }: DeliveryStatusProps) {
  const known = DELIVERY_STATUSES.find((candidate) => candidate === status);
  if (!known) return null;
  return (
    <Line>
      <span>E-mail:</span>
      <Badge tone={TONES[known]}>{DELIVERY_STATUS_LABELS[known]}</Badge>
      {known === 'sent' && deliveredAt ? <span>{formatDateTime(deliveredAt)}</span> : null}
      {(known === 'failed' || known === 'not_sent') && error ? <span>{error}</span> : null}
    </Line>
  );
}
