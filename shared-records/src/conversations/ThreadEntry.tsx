import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Mail, MessageSquareQuote, Phone, Reply } from 'lucide-react';
import { canReplyTo, isUnread } from '@export-portal/shared-domain';
import { replySubjectFor, threadEntryKind } from '@export-portal/shared-domain/conversations';
import { Badge, formatDateTime } from '@export-portal/shared-ui';
import { useSectionPath } from '@export-portal/shared-auth';
import type { ThreadEntryRow } from './conversationData';
import { DeliveryStatus } from './DeliveryStatus';
import { MarkAsReadButton } from './MarkAsReadButton';
import { NewMessageButton, type ConversationCustomer } from './NewMessageDialog';

const Entry = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  color: ${({ theme }) => theme.colors.muted};

  & > svg {
    flex: none;
  }
`;

const Subject = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.sizes.md};
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
  overflow-wrap: anywhere;
`;

const Body = styled.p`
  margin: 0;
  /* A long message scrolls inside its entry, so the thread stays readable. */
  max-height: 16rem;
  overflow-y: auto;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const ICON_SIZE = 16;

function KindIcon({ type }: { type: ThreadEntryRow['communication_type'] }) {
  if (type === 'phone') return <Phone aria-hidden size={ICON_SIZE} />;
  if (type === 'quote_request') return <MessageSquareQuote aria-hidden size={ICON_SIZE} />;
  return <Mail aria-hidden size={ICON_SIZE} />;
}

/**
 * One communication in a customer's thread: what it is and when it happened, its subject and
 * words, the vehicle a quote request is about, and for an e-mail to the customer what became of
 * it. An unread message can be marked read; one the customer sent can be answered.
 */
export function ThreadEntry({ entry, customer }: { entry: ThreadEntryRow; customer: ConversationCustomer }) {
  const headingId = useId();
  const pathOf = useSectionPath();
  const unread = isUnread(entry);
  const vehicle = entry.vehicle;
  return (
    <Entry aria-labelledby={headingId}>
      <Meta>
        <KindIcon type={entry.communication_type} />
        <span>{threadEntryKind(entry)}</span>
        <span aria-hidden>·</span>
        <time dateTime={entry.occurred_at}>{formatDateTime(entry.occurred_at)}</time>
        {unread ? <Badge tone="warning">Unread</Badge> : null}
      </Meta>
      <Subject id={headingId}>{entry.subject ?? 'No subject'}</Subject>
      {vehicle ? (
        <Meta>
          <span>About</span>
          <Link to={pathOf(`vehicles/${vehicle.id}`)}>
            {vehicle.year} {vehicle.make} {vehicle.model}
          </Link>
          <span>VIN {vehicle.vin}</span>
        </Meta>
      ) : null}
      <Body>{entry.message}</Body>
      <DeliveryStatus status={entry.delivery_status} error={entry.delivery_error} deliveredAt={entry.delivered_at} />
      {unread || canReplyTo(entry) ? (
        <Actions>
          {unread ? <MarkAsReadButton communicationId={entry.id} /> : null}
          {canReplyTo(entry) ? (
            <NewMessageButton
              customer={customer}
              subject={replySubjectFor(entry.subject)}
              label="Reply"
              title="Reply to Customer"
              icon={<Reply aria-hidden size={14} />}
              size="sm"
            />
          ) : null}
        </Actions>
      ) : null}
    </Entry>
  );
}
