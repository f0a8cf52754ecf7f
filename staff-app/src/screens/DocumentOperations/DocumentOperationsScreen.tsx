import { listFrame, useListParams, useLiveTable } from '@export-portal/shared-auth';
import { documentList } from '@export-portal/shared-records/lists';
import { DOCUMENT_TYPES, DOCUMENT_TYPE_LABELS, type DocumentType } from '@export-portal/shared-domain';
import { LiveStatus, Screen, RECORD_CARD_MIN_WIDTH_PX } from '@export-portal/shared-ui';
import { SearchableList } from '@export-portal/shared-ui/lists';
import { documentColumns } from '@export-portal/shared-records/cards';
import { UploadDocumentButton } from '@export-portal/shared-records/documents';
import { ExportCsvButton } from '@export-portal/shared-records/csv-export';
import { StatusFilter } from '../../components/StatusFilter';
import { DocumentCard } from './DocumentCard';

/** Document Operations: find documents by name, number or type, file new ones, open their files and renew them. */
export function DocumentOperationsScreen() {
  const params = useListParams<{ document_type: DocumentType }>({ document_type: DOCUMENT_TYPES });
  const query = documentList.useList(params.request);
  const live = useLiveTable(['documents', 'customers'], { invalidates: [documentList.keys.all] });
  return (
    <Screen
      actions={
        <>
          <LiveStatus state={live} />
          <UploadDocumentButton />
        </>
      }
    >
      <SearchableList
        label="Documents"
        noun={['document', 'documents']}
        searchLabel="Search documents by name, number or type"
        filters={
          <StatusFilter
            label="Document type"
            anyLabel="All types"
            statuses={DOCUMENT_TYPES}
            words={DOCUMENT_TYPE_LABELS}
            value={params.filters.document_type}
            onChange={(type) => params.setFilter('document_type', type)}
          />
        }
        {...listFrame(params, query)}
        emptyText="No documents found matching your search criteria."
        getKey={(document) => document.id}
        renderRow={(document) => <DocumentCard document={document} />}
        columns={documentColumns}
        minCardWidthPx={RECORD_CARD_MIN_WIDTH_PX}
        estimatedCardHeightPx={360}
        actions={
          <ExportCsvButton list={documentList} request={params.request} columns={documentColumns} subject="documents" disabled={!query.data?.total} />
        }
      />
    </Screen>
  );
}
