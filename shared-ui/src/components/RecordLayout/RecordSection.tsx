import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Alert } from '../Alert';
import { RetryButton } from '../Button';
import { Card, CardContent } from '../Card';
import { EmptyState } from '../EmptyState';
import { useScreenPartLoading } from '../Screen/screenShown';
import { PageSpinner } from '../Spinner';

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
  /** How a failed read reads to the user: the words are the business's, not the design system's. */
  failureMessage: (error: unknown) => string;
  /** Beside the heading, such as the Live badge. */
  aside?: ReactNode;
}

/** One part of a record's page (its documents, its history): a heading, then the spinner, the failure with Retry, the empty text or the rows. */
export function RecordSection<Data>({ heading, read, loadingLabel, emptyText, isEmpty, children, failureMessage, aside }: RecordSectionProps<Data>) {
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
          <Alert tone="danger" title={failureMessage(read.error)}>
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
