import type { ReactNode } from 'react';
import { DOCUMENT_TYPE_LABELS, customerDisplayName, type CustomerName, type DocumentRow } from '@export-portal/shared-domain';
import { RecordCard, formatDate, formatFileSize } from '@export-portal/shared-ui';
import { DocumentValidityBadge } from '@export-portal/shared-auth';

/** A document as the admin and staff boards list it: with what it belongs to. */
export type BoardDocument = DocumentRow & {
  customer: CustomerName | null;
  vehicle: { year: number; make: string; model: string; vin: string } | null;
  shipment: { shipment_number: string } | null;
};

export interface DocumentCardProps {
  document: BoardDocument;
  actions?: ReadonlyArray<ReactNode>;
}

/** One document: type, dates, customer, vehicle (year, make, model, VIN), shipment, size and validity. */
export function DocumentCard({ document, actions }: DocumentCardProps) {
  const { vehicle } = document;
  return (
    <RecordCard
      id={`document-${document.id}`}
      title={document.document_name}
      subtitle={document.document_number ?? undefined}
      badge={<DocumentValidityBadge expiryDate={document.expiry_date} />}
      facts={[
        ['Type', DOCUMENT_TYPE_LABELS[document.document_type]],
        ['Issued', document.issue_date ? formatDate(document.issue_date) : null],
        ['Expires', document.expiry_date ? formatDate(document.expiry_date) : null],
        ['Customer', document.customer ? customerDisplayName(document.customer) || null : null],
        ['Vehicle', vehicle ? `${vehicle.year} ${vehicle.make} ${vehicle.model} · ${vehicle.vin}` : null],
        ['Shipment', document.shipment?.shipment_number ?? null],
        ['Size', document.file_size === null ? null : formatFileSize(document.file_size)],
      ]}
      {...(actions ? { actions } : {})}
    />
  );
}
