import { businessToday, DOCUMENT_VALIDITY_LABELS, documentValidity, type IsoDate } from '@export-portal/shared-domain';
import { StatusBadge } from '@export-portal/shared-ui';

/**
 * Valid, 'Expires within 30 days' or 'Action Required: Document Expired', as of the business's
 * today, the day the database judges export files by, wherever the browser is.
 */
export function DocumentValidityBadge({ expiryDate, today = businessToday() }: { expiryDate: string | null; today?: IsoDate | Date }) {
  const validity = documentValidity(expiryDate, today);
  return <StatusBadge status={validity} label={DOCUMENT_VALIDITY_LABELS[validity]} />;
}
