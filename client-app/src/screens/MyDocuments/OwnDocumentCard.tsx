import type { ReactNode } from 'react';
import { DOCUMENT_TYPE_LABELS, DOCUMENT_VALIDITY_LABELS, businessToday, documentValidity, type DocumentRow } from '@export-portal/shared-domain';
import type { DownloadColumn } from '@export-portal/shared-records/csv-export';
import { RecordCard, StatusBadge, formatDate, formatFileSize } from '@export-portal/shared-ui';

export type OwnDocument = Pick<
  DocumentRow,
  'id' | 'document_name' | 'document_number' | 'document_type' | 'issue_date' | 'expiry_date' | 'file_size' | 'file_path' | 'file_name' | 'mime_type'
>;

/** Valid, expiring or expired, as of the business's today, the day the database judges export files by. */
const validityOf = (document: OwnDocument) => documentValidity(document.expiry_date, businessToday());

/** What an export of the client's documents holds: the card's facts, the size in bytes. */
export const ownDocumentColumns: readonly DownloadColumn<OwnDocument>[] = [
  { header: 'Document', value: (document) => document.document_name },
  { header: 'Type', value: (document) => DOCUMENT_TYPE_LABELS[document.document_type] },
  { header: 'Number', value: (document) => document.document_number },
  { header: 'Validity', value: (document) => DOCUMENT_VALIDITY_LABELS[validityOf(document)] },
  { header: 'Issued', value: (document) => document.issue_date },
  { header: 'Expires', value: (document) => document.expiry_date },
  { header: 'Size', value: (document) => document.file_size },
];

/** A document: type, number, issue and expiry dates, validity and file size. */
export function OwnDocumentCard({ document, actions }: { document: OwnDocument; actions?: ReactNode }) {
  const validity = validityOf(document);
  return (
    <RecordCard
      id={`document-${document.id}`}
      title={document.document_name}
      badge={<StatusBadge status={validity} label={DOCUMENT_VALIDITY_LABELS[validity]} />}
      facts={[
        ['Type', DOCUMENT_TYPE_LABELS[document.document_type]],
        ['Number', document.document_number],
        ['Issued', formatDate(document.issue_date)],
        ['Expires', formatDate(document.expiry_date)],
        ['Size', formatFileSize(document.file_size)],
      ]}
      actions={actions ? [actions] : []}
    />
  );
}
