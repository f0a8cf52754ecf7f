import styled from 'styled-components';
import { DOCUMENT_TYPE_LABELS, loadFailureMessage, type DocumentType } from '@export-portal/shared-domain';
import { Muted, RecordRows, RecordSection, formatDate } from '@export-portal/shared-ui';
import { DownloadDocumentButton, UploadDocumentButton, ViewDocumentButton, type DocumentContext } from '../documents';
import { DocumentValidityBadge } from './DocumentValidityBadge';
import { useRecordDocuments } from './vehicleRecord';

const Actions = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

export interface RecordDocumentsProps {
  column: 'vehicle_id' | 'customer_id' | 'shipment_id';
  id: string;
  /** Given to those who file documents (admin and staff): Upload Document, filed under this vehicle or shipment. */
  upload?: DocumentContext;
}

/** A vehicle's, a shipment's or a customer's documents: name, type and number, issue date, whether it is still valid, and its file. */
export function RecordDocuments({ column, id, upload }: RecordDocumentsProps) {
  const read = useRecordDocuments(column, id);
  return (
    <RecordSection
      heading="Documents"
      aside={upload ? <UploadDocumentButton size="sm" context={upload} /> : undefined}
      read={read}
      failureMessage={loadFailureMessage}
      loadingLabel="Loading documents"
      emptyText="No documents yet."
      isEmpty={(rows) => rows.length === 0}
    >
      {(rows) => (
        <RecordRows aria-label="Documents">
          {rows.map((document) => (
            <li key={document.id}>
              <span>
                <strong>{document.document_name}</strong>{' '}
                <Muted>
                  {[DOCUMENT_TYPE_LABELS[document.document_type as DocumentType] ?? document.document_type, document.document_number]
                    .filter(Boolean)
                    .join(' · ')}
                  {document.issue_date ? ` · issued ${formatDate(document.issue_date)}` : ''}
                </Muted>
              </span>
              <Actions>
                <DocumentValidityBadge expiryDate={document.expiry_date} />
                <ViewDocumentButton document={document} />
                <DownloadDocumentButton document={document} />
              </Actions>
            </li>
          ))}
        </RecordRows>
      )}
    </RecordSection>
  );
}
