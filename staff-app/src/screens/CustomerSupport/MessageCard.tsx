import { CheckCheck, Reply } from 'lucide-react';
import { DIRECTION_LABELS, canReplyTo, customerDisplayName, isUnread, type SupportMessage } from '@export-portal/shared-domain';
import { Badge, Button, formatDateTime, RecordCard } from '@export-portal/shared-ui';
import { useMarkRead } from './useMarkRead';

export interface MessageCardProps {
  message: SupportMessage;
  onReply: (message: SupportMessage) => void;
}

/** One message: who it is from or to, what it says, Mark as Read, and Reply on a message a customer sent. */
export function MessageCard({ message, onReply }: MessageCardProps) {
  const markRead = useMarkRead();
  const unread = isUnread(message);
  const customer = message.customer;
  return (
    <RecordCard
      id={`message-${message.id}`}
      title={message.subject ?? 'No subject'}
      subtitle={customer ? customerDisplayName(customer) || customer.email : 'No customer'}
      badge={unread ? <Badge tone="warning">Unread</Badge> : <Badge tone="neutral">{DIRECTION_LABELS[message.direction]}</Badge>}
      facts={[
        ['Message', message.message],
        ['E-mail', customer?.email ?? null],
        ['Phone', customer?.phone ?? null],
        ['Date', formatDateTime(message.created_at)],
      ]}
      actions={[
        <>
          <Button size="sm" variant="outline" disabled={message.read_status} loading={markRead.isPending} onClick={() => markRead.mutate(message.id)}>
            <CheckCheck aria-hidden size={14} />
            Mark as Read
          </Button>
          {canReplyTo(message) ? (
            <Button size="sm" onClick={() => onReply(message)}>
              <Reply aria-hidden size={14} />
              Reply
            </Button>
          ) : null}
        </>,
      ]}
    />
  );
}
