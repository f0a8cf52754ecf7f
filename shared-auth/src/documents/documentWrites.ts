import { documentObjectPath } from '@export-portal/shared-domain';
import type { PortalClient } from '@export-portal/shared-auth';
import { removeDocumentFile, uploadDocumentFile } from './documentStorage';
import type { RenewDocumentValues, UploadDocumentValues } from './documentFormSchema';

export interface NewDocument {
  /** Chosen before the upload: the file's folder is named after it. */
  documentId: string;
  values: UploadDocumentValues;
  customerId: string | null;
  vehicleId: string | null;
  shipmentId: string | null;
  file: File;
  onProgress: (percent: number) => void;
}

/**
 * Stores the file, then files the document with it as version 1. A document the database
 * refuses leaves no file behind: what was uploaded for it is removed.
 */
export async function addDocument(client: PortalClient, document: NewDocument): Promise<void> {
  const objectPath = documentObjectPath(document.customerId, document.documentId, crypto.randomUUID(), document.file.name);
  await uploadDocumentFile(client, objectPath, document.file, document.onProgress);
  const { values } = document;
  const { error } = await client.rpc('add_document', {
    p_document_id: document.documentId,
    p_document_name: values.documentName,
    p_document_type: values.documentType,
    p_document_number: values.documentNumber,
    p_issue_date: values.issueDate,
    p_expiry_date: values.expiryDate,
    p_customer_id: document.customerId,
    p_vehicle_id: document.vehicleId,
    p_shipment_id: document.shipmentId,
    p_notes: values.notes,
    p_object_path: objectPath,
    p_file_name: document.file.name,
  });
  if (error) {
    await removeDocumentFile(client, objectPath).catch(() => undefined);
    throw error;
  }
}

export interface Renewal {
  documentId: string;
  /** The folder the document's files are in: its customer's, or the company's. */
  customerId: string | null;
  values: RenewDocumentValues;
  file: File;
  onProgress: (percent: number) => void;
}

/** Stores the new paper's file and makes it the document's next version; the earlier ones stay in its history. */
export async function renewDocument(client: PortalClient, renewal: Renewal): Promise<void> {
  const objectPath = documentObjectPath(renewal.customerId, renewal.documentId, crypto.randomUUID(), renewal.file.name);
  await uploadDocumentFile(client, objectPath, renewal.file, renewal.onProgress);
  const { values } = renewal;
  const { error } = await client.rpc('renew_document', {
    p_document_id: renewal.documentId,
    p_object_path: objectPath,
    p_file_name: renewal.file.name,
    p_issue_date: values.issueDate,
    p_expiry_date: values.expiryDate,
    p_document_number: values.documentNumber,
  });
  if (error) {
    await removeDocumentFile(client, objectPath).catch(() => undefined);
    throw error;
  }
}

/** Sets or clears the day staff are reminded to renew the document. */
export async function scheduleRenewal(client: PortalClient, { documentId, date }: { documentId: string; date: string | null }): Promise<void> {
  const { data, error } = await client.from('documents').update({ renewal_reminder: date }).eq('id', documentId).select('id');
  if (error) throw error;
  if (data.length === 0) throw Object.assign(new Error('The document could not be changed.'), { code: '42501' });
}
