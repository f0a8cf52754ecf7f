import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';
import styled from 'styled-components';
import { loadFailureMessage } from '@export-portal/shared-domain';
import { Alert, Card, CardContent, EmptyState, MISSING_VALUE, PageSpinner, RetryButton, Screen } from '@export-portal/shared-ui';

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  align-self: flex-start;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;

  dt {
    font-size: ${({ theme }) => theme.typography.sizes.sm};
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: ${({ theme }) => theme.space[1]} 0 0;
    overflow-wrap: anywhere;
    white-space: pre-line;
  }
`;

/** Label and value pairs; a missing value shows as "—". */
export type RecordFacts = ReadonlyArray<readonly [string, ReactNode]>;

/** A record's facts in a card, as a description list. */
export function FactsCard({ label, facts }: { label: string; facts: RecordFacts }) {
  return (
    <Card as="section" aria-label={label}>
      <CardContent>
        <Facts>
          {facts.map(([name, value]) => (
            <div key={name}>
              <dt>{name}</dt>
              <dd>{value === null || value === undefined || value === '' ? MISSING_VALUE : value}</dd>
            </div>
          ))}
        </Facts>
      </CardContent>
    </Card>
  );
}

/** What a record page's main read is: React Query's result of a read that resolves to null when the record is not found. */
export interface RecordRead<Row> {
  data: Row | null | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
}

export interface RecordPageProps<Row> {
  read: RecordRead<Row>;
  /** The page's heading once the record is read (the route's title until then). */
  titleOf: (row: Row) => string;
  descriptionOf?: (row: Row) => ReactNode;
  /** The list the record belongs to: where the back link goes and what it names. */
  back: { to: string; label: string };
  /** The heading and text when there is no such record, or it is not the reader's to see. */
  notFound: { title: string; text: string };
  actions?: (row: Row) => ReactNode;
  children: (row: Row) => ReactNode;
}

/**
 * The frame of one record's page: its heading, a link back to its list, busy while the
 * record loads, and a clear not-found for an id that names nothing the reader may see.
 */
export function RecordPage<Row>({ read, titleOf, descriptionOf, back, notFound, actions, children }: RecordPageProps<Row>) {
  const row = read.data ?? null;
  const missing = !read.isPending && !read.isError && row === null;
  const backLink = (
    <Back to={back.to}>
      <ArrowLeft aria-hidden size={16} />
      Back to {back.label}
    </Back>
  );
  return (
    <Screen
      {...(row ? { title: titleOf(row) } : missing ? { title: notFound.title } : {})}
      {...(row && descriptionOf ? { description: descriptionOf(row) } : {})}
      busy={read.isPending || (read.isFetching && !row)}
      {...(row && actions ? { actions: actions(row) } : {})}
    >
      {backLink}
      {read.isPending ? (
        <PageSpinner label="Loading" />
      ) : read.isError && !row ? (
        <Alert tone="danger" title={loadFailureMessage(read.error)}>
          <RetryButton onRetry={() => void read.refetch()} />
        </Alert>
      ) : row ? (
        children(row)
      ) : (
        <EmptyState message={notFound.text} />
      )}
    </Screen>
  );
}
