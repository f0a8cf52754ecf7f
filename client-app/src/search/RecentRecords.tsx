import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import type { UseQueryResult } from '@tanstack/react-query';
import { loadFailureMessage } from '@export-portal/shared-domain';
import { Alert, EmptyState, PageSpinner, RetryButton } from '@export-portal/shared-ui';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.typography.sizes.lg};
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
`;

const Cards = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
`;

export interface RecentRecordsProps<Row> {
  heading: string;
  query: UseQueryResult<Row[], Error>;
  /** What the spinner says while the records load. */
  loadingLabel: string;
  /** What shows when the client has none. */
  emptyText: string;
  getKey: (row: Row) => string;
  renderRow: (row: Row) => ReactNode;
}

/** The client's latest records of one kind, offered before any search so the usual one is a click away. */
export function RecentRecords<Row>({ heading, query, loadingLabel, emptyText, getKey, renderRow }: RecentRecordsProps<Row>) {
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId} aria-busy={query.isFetching}>
      <Heading id={headingId}>{heading}</Heading>
      {query.isPending ? (
        <PageSpinner label={loadingLabel} />
      ) : query.isError ? (
        <Alert tone="danger" title={loadFailureMessage(query.error)}>
          <RetryButton onRetry={() => void query.refetch()} />
        </Alert>
      ) : query.data.length === 0 ? (
        <EmptyState message={emptyText} />
      ) : (
        <Cards aria-labelledby={headingId}>
          {query.data.map((row) => (
            <li key={getKey(row)}>{renderRow(row)}</li>
          ))}
        </Cards>
      )}
    </Section>
  );
}
