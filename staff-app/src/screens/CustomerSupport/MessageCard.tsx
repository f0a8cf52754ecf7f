import { Link } from 'react-router-dom';
import { MessagesSquare, Reply } from 'lucide-react';
import {
  DELIVERY_STATUS_LABELS,
  DIRECTION_LABELS,
  canReplyTo,
  customerDisplayName,
  isUnread,
  type SupportMessage,
} from '@export-portal/shared-domain';
import { Badge, Button, EmailAddress, formatDateTime, RecordCard } from '@export-portal/shared-ui';
import { CellActions, CellExcerpt, type ListColumn } from '@export-portal/shared-ui/lists';
import { useSectionPath } from '@export-portal/shared-auth';
import { DeliveryStatus, MarkAsReadButton } from '@export-portal/shared-records/conversations';
import type { SupportMessageSort } from '../../data/support';

export interface MessageCardProps {
  message: SupportMessage;
  onReply: (message: SupportMessage) => void;
}

/** Mark as Read, Reply on a message a customer sent, and the customer's whole thread, on a message's card and in its table row. */
function MessageActions({ message, onReply }: MessageCardProps) {
  const pathOf = useSectionPath();
  return (
    <>
      <MarkAsReadButton communicationId={message.id} disabled={message.read_status} />
      {canReplyTo(message) ? (
        <Button size="sm" onClick={() => onReply(message)}>
          <Reply aria-hidden size={14} />
          Reply
        </Button>
      ) : null}
      {message.customer ? (
        <Button asChild size="sm" variant="ghost">
          <Link to={pathOf(`support/customers/${message.customer.id}`)}>
            <MessagesSquare aria-hidden size={14} />
            View thread
          </Link>
        </Button>
      ) : null}
    </>
  );
}

/** Unread, or the message's direction: Received or Sent. */
const stateOf = (message: SupportMessage) => (isUnread(message) ? 'Unread' : DIRECTION_LABELS[message.direction]);

const stateBadgeOf = (message: SupportMessage) => <Badge tone={isUnread(message) ? 'warning' : 'neutral'}>{stateOf(message)}</Badge>;

/** What became of an e-mail to the customer, as the customer's thread says it; nothing for what is not e-mailed. */
const deliveryOf = (message: SupportMessage) => (
  <DeliveryStatus status={message.delivery_status} error={message.delivery_error} deliveredAt={message.delivered_at} />
);

/** One message: who it is from or to, what became of an e-mail to them, what it says, Mark as Read, and Reply on a message a customer sent. */
export function MessageCard({ message, onReply }: MessageCardProps) {
  const customer = message.customer;
  return (
    <RecordCard
      id={`message-${message.id}`}
      title={message.subject ?? 'No subject'}
      subtitle={customer ? customerDisplayName(customer) || (customer.email ? <EmailAddress address={customer.email} /> : null) : 'No customer'}
      badge={stateBadgeOf(message)}
      facts={[
        ['Message', message.message],
        ['E-mail', customer?.email ? <EmailAddress key="email" address={customer.email} /> : null],
        ['Phone', customer?.phone ?? null],
        ['Date', formatDateTime(message.created_at)],
      ]}
      actions={[<MessageActions key="actions" message={message} onReply={onReply} />]}
    >
      {deliveryOf(message)}
    </RecordCard>
  );
}

/** The messages table: the card's facts a column each, sorted on the server where a column says how. */
export function messageColumns(onReply: (message: SupportMessage) => void): readonly ListColumn<SupportMessage, SupportMessageSort>[] {
  return [
    { header: 'Date', cell: (message) => formatDateTime(message.created_at), value: (message) => message.created_at, sort: 'created_at' },
    { header: 'Subject', value: (message) => message.subject ?? 'No subject', sort: 'subject' },
    { header: 'Message', cell: (message) => <CellExcerpt>{message.message}</CellExcerpt>, value: (message) => message.message },
    { header: 'State', cell: stateBadgeOf, value: stateOf, sort: 'read_status' },
    {
      header: 'Delivery',
      cell: deliveryOf,
      value: (message) => (message.delivery_status ? DELIVERY_STATUS_LABELS[message.delivery_status] : null),
    },
    {
      header: 'Customer',
      value: (message) => (message.customer ? customerDisplayName(message.customer) || null : 'No customer'),
      sort: 'customer_last_name',
    },
    { header: 'E-mail', value: (message) => message.customer?.email ?? null, sort: 'customer_email' },
    { header: 'Phone', value: (message) => message.customer?.phone ?? null },
    {
      header: 'Actions',
      cell: (message) => (
        <CellActions>
          <MessageActions message={message} onReply={onReply} />
        </CellActions>
      ),
    },
  ];
}
