import { listFrame, useListParams, useLiveTable } from '@export-portal/shared-auth';
import { documentList } from '@export-portal/shared-records/lists';
import { DocumentCard, documentColumns } from '@export-portal/shared-records/cards';
import { DOCUMENT_TYPES, type DocumentType } from '@export-portal/shared-domain';
import { RECORD_CARD_MIN_WIDTH_PX, Screen, LiveStatus } from '@export-portal/shared-ui';
import { SearchableList } from '@export-portal/shared-ui/lists';
import { DownloadDocumentButton, RenewDocumentButton, UploadDocumentButton, ViewDocumentButton } from '@export-portal/shared-records/documents';
import { CustomerPicker } from '@export-portal/shared-records/customer-picker';
import { ExportCsvButton } from '@export-portal/shared-records/csv-export';

/** Document Center: every document, searched by name, number or type; files are uploaded, viewed and downloaded here. */
export function DocumentsScreen() {
  const params = useListParams<{ document_type: DocumentType }>({ document_type: DOCUMENT_TYPES });
  const query = documentList.useList(params.request);
  const live = useLiveTable(['documents', 'customers'], { invalidates: [documentList.keys.all] });
  return (
    <Screen
      actions={
        <>
          <LiveStatus state={live} />
          <UploadDocumentButton chooseCustomer={({ value, onChange }) => <CustomerPicker label="Customer" value={value} onChange={onChange} />} />
        </>
      }
    >
      <SearchableList
        label="Documents"
        noun={['document', 'documents']}
        searchLabel="Search documents by name, number or type"
        {...listFrame(params, query)}
        emptyText="No documents found matching your search criteria."
        getKey={(document) => document.id}
        renderRow={(document) => (
          <DocumentCard
            document={document}
            actions={[
              <>
                <ViewDocumentButton document={document} />
                <DownloadDocumentButton document={document} />
              </>,
              <RenewDocumentButton key="renew" document={document} />,
            ]}
          />
        )}
        columns={documentColumns}
        minCardWidthPx={RECORD_CARD_MIN_WIDTH_PX}
        estimatedCardHeightPx={330}
        actions={
          <ExportCsvButton list={documentList} request={params.request} columns={documentColumns} subject="documents" disabled={!query.data?.total} />
        }
      />
    </Screen>
  );
}
