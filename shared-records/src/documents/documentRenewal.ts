import * as z from 'zod/mini';
import { documentFileName, documentObjectPath } from '@export-portal/shared-domain/document-files';
import type { PortalClient } from '@export-portal/shared-auth';
import { removeDocumentFile, uploadDocumentFile } from './documentStorage';

/** Blank text is no value. */
const optionalText = z.pipe(
  z.string(),
  z.transform((text: string) => text.trim() || null),
);

const optionalDate = z.pipe(
  z.string(),
  z.transform((text: string) => text || null),
);

/** A renewed paper: its number and dates replace the document's; its expiry is never before its issue. */
export const renewDocumentSchema = z.object({ documentNumber: optionalText, issueDate: optionalDate, expiryDate: optionalDate }).check(
  z.refine((values) => !values.issueDate || !values.expiryDate || values.expiryDate >= values.issueDate, {
    message: 'The expiry date cannot be before the issue date',
    path: ['expiryDate'],
  }),
);

export type RenewDocumentDraft = z.input<typeof renewDocumentSchema>;
export type RenewDocumentValues = z.output<typeof renewDocumentSchema>;

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
    p_file_name: documentFileName(renewal.file.name),
    p_issue_date: values.issueDate,
    p_expiry_date: values.expiryDate,
    p_document_number: values.documentNumber,
  });
  if (error) {
    await removeDocumentFile(client, objectPath).catch(() => undefined);
    throw error;
  }
}
