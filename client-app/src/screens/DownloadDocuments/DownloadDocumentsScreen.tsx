import { Search } from 'lucide-react';
import { tableKeys, useLiveTable } from '@export-portal/shared-auth';
import { Screen, LiveStatus } from '@export-portal/shared-ui';
import { SearchForm } from '../../search/SearchForm';
import { useSubmittedSearch } from '../../search/useSubmittedSearch';
import { DocumentSearchResults } from './DocumentSearchResults';

/** Find one of the client's own documents by name, number or type, to download it. */
export function DownloadDocumentsScreen() {
  const live = useLiveTable('documents', { invalidates: [tableKeys('documents').all] });
  const search = useSubmittedSearch();
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
      {search.term ? <DocumentSearchResults search={search} /> : null}
    </Screen>
  );
}
