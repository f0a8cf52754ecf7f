import styled from 'styled-components';
import { COMMUNICATION_TYPE_LABELS, DIRECTION_LABELS, customerDisplayName } from '@export-portal/shared-domain';
import { Alert, Badge, Button, EmptyState, PageSpinner, formatDateTime } from '@export-portal/shared-ui';
import { COMMUNICATIONS_LOG_LIMIT, useCommunicationsLog } from '../../data/customers';

const Log = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Entry = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};

  & > div {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[2]};
    align-items: center;
  }
  p {
    margin: 0;
  }
`;

/** The latest 50 messages in either direction, with the customer, direction, type and read state. */
export function CommunicationsLog() {
  const log = useCommunicationsLog();
  if (log.isPending) return <PageSpinner label="Loading communications" />;
  if (log.isError)
    return (
      <Alert tone="danger" role="alert" title="The communications could not be loaded.">
        <Button size="sm" variant="outline" onClick={() => void log.refetch()}>
          Retry
        </Button>
      </Alert>
    );
  if (log.data.length === 0) return <EmptyState message="No recent communications" />;
  return (
    <Log aria-label={`Latest ${COMMUNICATIONS_LOG_LIMIT} communications`}>
      {log.data.map((message) => (
        <Entry key={message.id}>
          <div>
            <strong>{message.customer ? customerDisplayName(message.customer) : 'Unknown customer'}</strong>
            <Badge tone={message.direction === 'inbound' ? 'info' : 'neutral'}>{DIRECTION_LABELS[message.direction]}</Badge>
            <Badge>{COMMUNICATION_TYPE_LABELS[message.communication_type]}</Badge>
            {message.direction === 'inbound' ? (
              <Badge tone={message.read_status ? 'success' : 'warning'}>{message.read_status ? 'Read' : 'Unread'}</Badge>
            ) : null}
            <small>{formatDateTime(message.created_at)}</small>
          </div>
          {message.subject ? <p>{message.subject}</p> : null}
          <p>{message.message}</p>
        </Entry>
      ))}
    </Log>
  );
}
