import styled from 'styled-components';
import { loadFailureMessage } from '@export-portal/shared-domain';
import { Alert, EmptyState, PageSpinner, RetryButton } from '@export-portal/shared-ui';
import { Pagination } from '@export-portal/shared-ui/lists';
import type { SubmittedSearch } from '../../search/useSubmittedSearch';
import { OwnDocumentCard } from '../MyDocuments/OwnDocumentCard';
import { DownloadDocumentButton } from '@export-portal/shared-records/documents';
import { ownDocumentList } from '../../data/ownRecords';

const Results = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const Cards = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Count = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

/** The client's documents a search found on the server, each with its Download button. */
export function DocumentSearchResults({ search }: { search: SubmittedSearch }) {
  const query = ownDocumentList.useList({ search: search.term, filters: {}, page: search.page });
  const page = query.data;
  return (
    <Results aria-label="Documents found" aria-busy={query.isFetching}>
      {query.isPending ? (
        <PageSpinner label="Searching your documents" />
      ) : query.isError && !page ? (
        <Alert tone="danger" title={loadFailureMessage(query.error)}>
          <RetryButton onRetry={() => void query.refetch()} />
        </Alert>
      ) : !page || page.rows.length === 0 ? (
        <EmptyState message="No documents found matching your search." />
      ) : (
        <>
          <Count role="status">
            {page.total.toLocaleString('en-CA')} {page.total === 1 ? 'document' : 'documents'}
          </Count>
          <Cards aria-label="Documents found">
            {page.rows.map((document) => (
              <li key={document.id}>
                <OwnDocumentCard document={document} actions={<DownloadDocumentButton document={document} />} />
              </li>
            ))}
          </Cards>
          <Pagination label="Documents found pages" page={page.page} pageCount={page.pageCount} onPageChange={search.setPage} />
        </>
      )}
    </Results>
  );
}
