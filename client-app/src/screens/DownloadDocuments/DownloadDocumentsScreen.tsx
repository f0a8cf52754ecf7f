import { Search } from 'lucide-react';
import { tableKeys, useLiveTable } from '@export-portal/shared-auth';
import { Screen, LiveStatus } from '@export-portal/shared-ui';
import { SearchForm } from '../../search/SearchForm';
import { useSubmittedSearch } from '../../search/useSubmittedSearch';
import { RecentRecords } from '../../search/RecentRecords';
import { useRecentOwnDocuments } from '../../data/recent';
import { OwnDocumentCard } from '../MyDocuments/OwnDocumentCard';
import { DocumentSearchResults } from './DocumentSearchResults';
import { DownloadDocumentButton } from '@export-portal/shared-records/documents';

/** Find one of the client's own documents by name, number or type, to download it; before a search, their latest. */
export function DownloadDocumentsScreen() {
  const live = useLiveTable('documents', { invalidates: [tableKeys('documents').all] });
  const search = useSubmittedSearch();
  const recent = useRecentOwnDocuments();
  return (
    <Screen actions={<LiveStatus state={live} />}>
      <SearchForm
        label="Search documents by name, number or type"
        placeholder="e.g. Title, INV-2026026 or bill of lading"
        term={search.term}
        onSubmit={search.submit}
        submitLabel="Search"
        icon={<Search aria-hidden size={16} />}
      />
      {search.term ? (
        <DocumentSearchResults search={search} />
      ) : (
        <RecentRecords
          heading="Your latest documents"
          query={recent}
          loadingLabel="Loading your latest documents"
          emptyText="You don't have any documents yet."
          getKey={(document) => document.id}
          renderRow={(document) => <OwnDocumentCard document={document} actions={<DownloadDocumentButton document={document} />} />}
        />
      )}
    </Screen>
  );
}
