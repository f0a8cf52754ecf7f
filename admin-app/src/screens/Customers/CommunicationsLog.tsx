import { lazy } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { customerDisplayName, isUnread } from '@export-portal/shared-domain';
import { threadEntryKind } from '@export-portal/shared-domain/conversations';
import { useSectionPath } from '@export-portal/shared-auth';
import { CallLogButton, DeliveryStatus, MarkAsReadButton, NewMessageButton } from '@export-portal/shared-records/conversations';
import type { CustomerChooser } from '@export-portal/shared-records/customer-picker';
import { Alert, Badge, Button, EmptyState, PageSpinner, formatDateTime } from '@export-portal/shared-ui';
import { COMMUNICATIONS_LOG_LIMIT, useCommunicationsLog } from '../../data/customers';

// The picker downloads with the first New Message or Call Log opened, as their forms do, not with the screen.
const CustomerChoice = lazy(() => import('./CustomerChoice').then((module) => ({ default: module.CustomerChoice })));
const chooseCustomer: CustomerChooser = (field) => <CustomerChoice {...field} />;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

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
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

/** The latest 50 messages in either direction, with New Message and Call Log above them. */
export function CommunicationsLog() {
  return (
    <>
      <Toolbar>
        <CallLogButton chooseCustomer={chooseCustomer} />
        <NewMessageButton chooseCustomer={chooseCustomer} />
      </Toolbar>
      <LatestCommunications />
    </>
  );
}

/** The latest 50 messages and calls: the customer (a link to their page and thread), what it was, its read state with Mark as Read, or its e-mail delivery. */
function LatestCommunications() {
  const log = useCommunicationsLog();
  const pathOf = useSectionPath();
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
            <strong>
              {message.customer && message.customer_id ? (
                <Link to={pathOf(`customers/${message.customer_id}`)}>{customerDisplayName(message.customer)}</Link>
              ) : (
                'Unknown customer'
              )}
            </strong>
            <Badge tone={message.direction === 'inbound' ? 'info' : 'neutral'}>{threadEntryKind(message)}</Badge>
            {message.direction === 'inbound' ? (
              <Badge tone={message.read_status ? 'success' : 'warning'}>{message.read_status ? 'Read' : 'Unread'}</Badge>
            ) : null}
            <small>{formatDateTime(message.created_at)}</small>
          </div>
          {message.subject ? <p>{message.subject}</p> : null}
          <p>{message.message}</p>
          <DeliveryStatus status={message.delivery_status} error={message.delivery_error} deliveredAt={message.delivered_at} />
          {isUnread(message) ? (
            <div>
              <MarkAsReadButton communicationId={message.id} />
            </div>
          ) : null}
        </Entry>
      ))}
    </Log>
  );
}
