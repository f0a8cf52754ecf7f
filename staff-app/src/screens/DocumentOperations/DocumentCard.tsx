import { CalendarClock, Download, Eye, RefreshCw } from 'lucide-react';
import { customerDisplayName, type CustomerName, type DocumentRow } from '@export-portal/shared-domain';
import { Button, formatDate, formatFileSize, statusLabel } from '@export-portal/shared-ui';
import { OperationCard } from '../../components/OperationCard';
import { DocumentValidityBadge } from './DocumentValidityBadge';

export type OperationsDocument = DocumentRow & {
  customer: CustomerName | null;
  vehicle: { year: number; make: string; model: string; vin: string } | null;
  shipment: { shipment_number: string } | null;
};

/** One document: its type, dates, what it belongs to and its validity; every button is inert. */
export function DocumentCard({ document }: { document: OperationsDocument }) {
  const { vehicle } = document;
  return (
    <OperationCard
      id={`document-${document.id}`}
      title={document.document_name}
      subtitle={document.document_number ?? undefined}
      badge={<DocumentValidityBadge expiryDate={document.expiry_date} />}
      facts={[
        ['Type', statusLabel(document.document_type)],
        ['Issued', document.issue_date ? formatDate(document.issue_date) : null],
        ['Expires', document.expiry_date ? formatDate(document.expiry_date) : null],
        ['Customer', document.customer ? customerDisplayName(document.customer) || null : null],
        ['Vehicle', vehicle ? `${vehicle.year} ${vehicle.make} ${vehicle.model}` : null],
        ['Shipment', document.shipment?.shipment_number ?? null],
        ['Size', document.file_size === null ? null : formatFileSize(document.file_size)],
      ]}
      actions={[
        <>
          <Button size="sm" variant="outline">
            <Eye aria-hidden size={14} />
            View
          </Button>
          <Button size="sm" variant="outline">
            <Download aria-hidden size={14} />
            Download
          </Button>
        </>,
        <>
          <Button size="sm" variant="ghost">
            <RefreshCw aria-hidden size={14} />
            Renew Document
          </Button>
          <Button size="sm" variant="ghost">
            <CalendarClock aria-hidden size={14} />
            Schedule Renewal
          </Button>
        </>,
      ]}
    />
  );
}
