import type { ReactNode } from 'react';
import {
  DOCUMENT_TYPE_LABELS,
  DOCUMENT_VALIDITY_LABELS,
  customerDisplayName,
  documentValidity,
  type CustomerName,
  type DocumentRow,
} from '@export-portal/shared-domain';
import { RecordCard, formatDate, formatFileSize } from '@export-portal/shared-ui';
import type { ListColumn } from '@export-portal/shared-ui/lists';
import { DocumentValidityBadge } from '../records/DocumentValidityBadge';
import type { DocumentSort } from '../lists';

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
const vehicleOf = ({ vehicle }: BoardDocument) => (vehicle ? `${vehicle.year} ${vehicle.make} ${vehicle.model} · ${vehicle.vin}` : null);

export function DocumentCard({ document, actions }: DocumentCardProps) {
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
        ['Vehicle', vehicleOf(document)],
        ['Shipment', document.shipment?.shipment_number ?? null],
        ['Size', document.file_size === null ? null : formatFileSize(document.file_size)],
      ]}
      {...(actions ? { actions } : {})}
    />
  );
}

/** The document boards' table: the card's facts a column each, sorted on the server where a column says how. */
export const documentColumns: readonly ListColumn<BoardDocument, DocumentSort>[] = [
  { header: 'Document', value: (document) => document.document_name, sort: 'document_name' },
  { header: 'Number', value: (document) => document.document_number, sort: 'document_number' },
  { header: 'Type', value: (document) => DOCUMENT_TYPE_LABELS[document.document_type], sort: 'document_type' },
  {
    header: 'Validity',
    cell: (document) => <DocumentValidityBadge expiryDate={document.expiry_date} />,
    value: (document) => DOCUMENT_VALIDITY_LABELS[documentValidity(document.expiry_date, new Date())],
  },
  {
    header: 'Issued',
    cell: (document) => (document.issue_date ? formatDate(document.issue_date) : null),
    value: (document) => document.issue_date,
    sort: 'issue_date',
  },
  {
    header: 'Expires',
    cell: (document) => (document.expiry_date ? formatDate(document.expiry_date) : null),
    value: (document) => document.expiry_date,
    sort: 'expiry_date',
  },
  { header: 'Customer', value: (document) => (document.customer ? customerDisplayName(document.customer) || null : null) },
  { header: 'Vehicle', value: vehicleOf },
  { header: 'Shipment', value: (document) => document.shipment?.shipment_number ?? null },
  {
    header: 'Size',
    cell: (document) => (document.file_size === null ? null : formatFileSize(document.file_size)),
    value: (document) => document.file_size,
    numeric: true,
  },
];
