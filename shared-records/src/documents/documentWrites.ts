import { documentFileName, documentObjectPath } from '@export-portal/shared-domain/document-files';
import type { PortalClient } from '@export-portal/shared-auth';
import { removeDocumentFile, uploadDocumentFile } from './documentStorage';
import type { UploadDocumentValues } from './documentFormSchema';

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
    p_file_name: documentFileName(document.file.name),
  });
  if (error) {
    await removeDocumentFile(client, objectPath).catch(() => undefined);
    throw error;
  }
}
