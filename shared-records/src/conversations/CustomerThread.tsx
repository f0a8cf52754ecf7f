import styled from 'styled-components';
import { loadFailureMessage } from '@export-portal/shared-domain';
import { Button, LiveStatus, RecordSection, Spinner, formatCount } from '@export-portal/shared-ui';
import { useLiveTable } from '@export-portal/shared-auth';
import { CallLogButton } from './CallLogDialog';
import { communicationKeys, useCustomerThread } from './conversationData';
import { NewMessageButton, type ConversationCustomer } from './NewMessageDialog';
import { ThreadEntry } from './ThreadEntry';

const Aside = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const Entries = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;

  & > li + li {
    padding-top: ${({ theme }) => theme.space[4]};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const More = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * A customer's one thread: every e-mail in and out, call and quote request, newest first by when
 * it happened, a page at a time, with New Message and Call Log for this customer. It is live: a
 * message arriving or an e-mail's delivery changing shows without a reload.
 */
export function CustomerThread({ customer }: { customer: ConversationCustomer }) {
  const read = useCustomerThread(customer.id);
  const live = useLiveTable('communications', { filter: { column: 'customer_id', equals: customer.id }, invalidates: [communicationKeys.all] });
  const entries = read.data?.pages.flatMap((page) => page.rows) ?? [];
  const total = read.data?.pages.at(-1)?.total ?? 0;
  return (
    <RecordSection
      heading="Conversation"
      read={read}
      failureMessage={loadFailureMessage}
      loadingLabel="Loading the conversation"
      emptyText="No messages or calls yet."
      isEmpty={() => entries.length === 0}
      aside={
        <Aside>
          <LiveStatus state={live} />
          <CallLogButton customer={customer} size="sm" />
          <NewMessageButton customer={customer} size="sm" />
        </Aside>
      }
    >
      {() => (
        <>
          <Entries aria-label={`Messages and calls with ${customer.name}`}>
            {entries.map((entry) => (
              <li key={entry.id}>
                <ThreadEntry entry={entry} customer={customer} />
              </li>
            ))}
          </Entries>
          <More>
            <span>
              Showing {formatCount(entries.length)} of {formatCount(total)}
            </span>
            {read.hasNextPage ? (
              <Button size="sm" variant="outline" disabled={read.isFetchingNextPage} onClick={() => void read.fetchNextPage()}>
                {read.isFetchingNextPage ? <Spinner size="sm" aria-hidden /> : null}
                Show more
              </Button>
            ) : null}
          </More>
        </>
      )}
    </RecordSection>
  );
}
