import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { loadFailureMessage } from '@export-portal/shared-domain';
import { Alert, Card, CardContent, EmptyState, PageSpinner, RetryButton, useScreenPartLoading } from '@export-portal/shared-ui';

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.typography.sizes.lg};
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

/** What a section needs of its read: React Query's result, of a plain or a paged query. */
export interface SectionRead<Data> {
  data: Data | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
}

export interface RecordSectionProps<Data> {
  heading: string;
  read: SectionRead<Data>;
  /** What the spinner says while the section loads, e.g. "Loading documents". */
  loadingLabel: string;
  emptyText: string;
  isEmpty: (data: Data) => boolean;
  children: (data: Data) => ReactNode;
  /** Beside the heading, such as the Live badge. */
  aside?: ReactNode;
}

/** One part of a record's page (its documents, its history): a heading, then the spinner, the failure with Retry, the empty text or the rows. */
export function RecordSection<Data>({ heading, read, loadingLabel, emptyText, isEmpty, children, aside }: RecordSectionProps<Data>) {
  const headingId = useId();
  const { data } = read;
  // A record's page is shown once each of its parts is.
  useScreenPartLoading(read.isPending);
  return (
    <Card as="section" aria-labelledby={headingId} aria-busy={read.isFetching}>
      <CardContent>
        <Header>
          <Heading id={headingId}>{heading}</Heading>
          {aside}
        </Header>
        {read.isPending ? (
          <PageSpinner label={loadingLabel} />
        ) : read.isError || data === undefined ? (
          <Alert tone="danger" title={loadFailureMessage(read.error)}>
            <RetryButton onRetry={() => void read.refetch()} />
          </Alert>
        ) : isEmpty(data) ? (
          <EmptyState message={emptyText} />
        ) : (
          children(data)
        )}
      </CardContent>
    </Card>
  );
}
