import { listFrame, tableKeys, useListParams, useLiveTable } from '@export-portal/shared-auth';
import { Screen, LiveStatus } from '@export-portal/shared-ui';
import { SearchableList } from '@export-portal/shared-ui/lists';
import { DownloadDocumentButton, ViewDocumentButton } from '@export-portal/shared-records/documents';
import { ExportCsvButton } from '@export-portal/shared-records/csv-export';
import { OwnDocumentCard, ownDocumentColumns } from './OwnDocumentCard';
import { ownDocumentList } from '../../data/ownRecords';

/** The client's own documents with their validity and files, searched on name, number and type on the server. */
export function MyDocumentsScreen() {
  const params = useListParams({});
  const query = ownDocumentList.useList(params.request);
  const live = useLiveTable('documents', { invalidates: [tableKeys('documents').all] });
  return (
    <Screen actions={<LiveStatus state={live} />}>
      <SearchableList
        label="My documents"
        noun={['document', 'documents']}
        searchLabel="Search my documents by name, number or type"
        {...listFrame(params, query)}
        emptyText={params.request.search ? 'No documents found matching your search criteria.' : "You don't have any documents yet."}
        getKey={(document) => document.id}
        renderRow={(document) => (
          <OwnDocumentCard
            document={document}
            actions={
              <>
                <ViewDocumentButton document={document} />
                <DownloadDocumentButton document={document} />
              </>
            }
          />
        )}
        estimatedCardHeightPx={230}
        actions={
          <ExportCsvButton
            list={ownDocumentList}
            request={params.request}
            columns={ownDocumentColumns}
            subject="my-documents"
            disabled={!query.data?.total}
          />
        }
      />
    </Screen>
  );
}
