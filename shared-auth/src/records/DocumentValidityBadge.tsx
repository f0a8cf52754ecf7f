import { DOCUMENT_VALIDITY_LABELS, documentValidity } from '@export-portal/shared-domain';
import { StatusBadge } from '@export-portal/shared-ui';

/** Valid, 'Expires within 30 days' or 'Action Required: Document Expired', as of today. */
export function DocumentValidityBadge({ expiryDate, today = new Date() }: { expiryDate: string | null; today?: Date }) {
  const validity = documentValidity(expiryDate, today);
  return <StatusBadge status={validity} label={DOCUMENT_VALIDITY_LABELS[validity]} />;
}
