import { CheckCheck } from 'lucide-react';
import { Button } from '@export-portal/shared-ui';
import { useMarkCommunicationRead } from './useMarkCommunicationRead';

export interface MarkAsReadButtonProps {
  communicationId: string;
  /** Where the button stays on a message already read, it is disabled there. */
  disabled?: boolean;
}

/** Mark as Read on a message a customer sent: its Unread badge goes and the Unread figures drop. */
export function MarkAsReadButton({ communicationId, disabled = false }: MarkAsReadButtonProps) {
  const markRead = useMarkCommunicationRead();
  return (
    <Button size="sm" variant="outline" disabled={disabled} loading={markRead.isPending} onClick={() => markRead.mutate(communicationId)}>
      <CheckCheck aria-hidden size={14} />
      Mark as Read
    </Button>
  );
}
