import { Download, Eye } from 'lucide-react';
import { documentList, listFrame, useListParams, useLiveTable } from '@export-portal/shared-auth';
import { DocumentCard, documentColumns } from '@export-portal/shared-auth/lists';
import { DOCUMENT_TYPES, type DocumentType } from '@export-portal/shared-domain';
import { RECORD_CARD_MIN_WIDTH_PX, Screen, LiveStatus } from '@export-portal/shared-ui';
import { SearchableList } from '@export-portal/shared-ui/lists';
import { InertButton } from '../../components/InertButton';

/** Document Center: every document, searched by name, number or type; View and Download are inert. */
export function DocumentsScreen() {
  const params = useListParams<{ document_type: DocumentType }>({ document_type: DOCUMENT_TYPES });
  const query = documentList.useList(params.request);
  const live = useLiveTable(['documents', 'customers'], { invalidates: [documentList.keys.all] });
  return (
    <Screen actions={<LiveStatus state={live} />}>
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
                <InertButton icon={<Eye aria-hidden size={14} />}>View</InertButton>
                <InertButton icon={<Download aria-hidden size={14} />}>Download</InertButton>
              </>,
            ]}
          />
        )}
        columns={documentColumns}
        minCardWidthPx={RECORD_CARD_MIN_WIDTH_PX}
        estimatedCardHeightPx={330}
      />
    </Screen>
  );
}
