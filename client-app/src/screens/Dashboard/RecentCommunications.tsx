import styled from 'styled-components';
import { ArrowDownLeft, ArrowUpRight } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle, EmptyState, PageSpinner, formatDateTime } from '@export-portal/shared-ui';
import type { useClientDashboard } from '../../data/clientDashboard';

const Messages = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Message = styled.li`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  padding-bottom: ${({ theme }) => theme.space[3]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  &:last-child {
    border-bottom: none;
    padding-bottom: 0;
  }
  h3 {
    font-size: ${({ theme }) => theme.typography.sizes.sm};
    font-weight: ${({ theme }) => theme.typography.weights.semibold};
  }
  p {
    grid-column: 2;
    margin: 0;
    font-size: ${({ theme }) => theme.typography.sizes.sm};
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** The client's five latest messages, both those they sent and the business's replies. */
export function RecentCommunications({ dashboard }: { dashboard: ReturnType<typeof useClientDashboard> }) {
  const messages = dashboard.data?.recentCommunications ?? [];
  return (
    <Card as="section" aria-labelledby="client-recent-communications">
      <CardHeader>
        <CardTitle as="h2" id="client-recent-communications">
          Recent Communications
        </CardTitle>
      </CardHeader>
      <CardContent>
        {dashboard.isPending ? (
          <PageSpinner label="Loading recent communications" />
        ) : messages.length === 0 ? (
          <EmptyState message="No recent communications" />
        ) : (
          <Messages>
            {messages.map((message) => (
              <Message key={message.id}>
                {message.direction === 'inbound' ? (
                  <ArrowUpRight aria-label="Sent by you" size={16} />
                ) : (
                  <ArrowDownLeft aria-label="From us" size={16} />
                )}
                <h3>{message.subject ?? 'Message'}</h3>
                <p>{message.message}</p>
                <p>
                  <time dateTime={message.created_at}>{formatDateTime(message.created_at)}</time>
                </p>
              </Message>
            ))}
          </Messages>
        )}
      </CardContent>
    </Card>
  );
}
