import type { ReactNode } from 'react';
import { DOCUMENT_VALIDITY_LABELS, documentValidity, type DocumentRow } from '@export-portal/shared-domain';
import { MISSING_VALUE, StatusBadge, formatDate, formatFileSize, statusLabel } from '@export-portal/shared-ui';
import { Facts } from '../../components/Facts';
import { RecordCard } from '../../components/RecordCard';

export type OwnDocument = Pick<
  DocumentRow,
  'document_name' | 'document_number' | 'document_type' | 'issue_date' | 'expiry_date' | 'file_size'
>;

/** Valid, 'Expires within 30 days' or 'Action Required: Document Expired', as of today. */
export function DocumentValidityBadge({ expiry }: { expiry: string | null }) {
  const validity = documentValidity(expiry, new Date());
  return <StatusBadge status={validity} label={DOCUMENT_VALIDITY_LABELS[validity]} />;
}

/** A document: type, number, issue and expiry dates, validity and file size. */
export function OwnDocumentCard({ document, actions }: { document: OwnDocument; actions?: ReactNode }) {
  return (
    <RecordCard title={document.document_name} badge={<DocumentValidityBadge expiry={document.expiry_date} />} actions={actions}>
      <Facts>
        <dt>Type</dt>
        <dd>{statusLabel(document.document_type)}</dd>
        <dt>Number</dt>
        <dd>{document.document_number ?? MISSING_VALUE}</dd>
        <dt>Issued</dt>
        <dd>{formatDate(document.issue_date)}</dd>
        <dt>Expires</dt>
        <dd>{formatDate(document.expiry_date)}</dd>
        <dt>Size</dt>
        <dd>{formatFileSize(document.file_size)}</dd>
      </Facts>
    </RecordCard>
  );
}
