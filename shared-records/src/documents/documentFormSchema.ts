import * as z from 'zod/mini';
import { DOCUMENT_TYPES } from '@export-portal/shared-domain';

const optionalText = z.pipe(
  z.string(),
  z.transform((text: string) => text.trim() || null),
);

const optionalDate = z.pipe(
  z.string(),
  z.transform((text: string) => text || null),
);

/** The expiry is never before the issue. */
const expiryAfterIssue = (values: { issueDate: string | null; expiryDate: string | null }) =>
  !values.issueDate || !values.expiryDate || values.expiryDate >= values.issueDate;

const EXPIRY_BEFORE_ISSUE = { message: 'The expiry date cannot be before the issue date', path: ['expiryDate'] };

export const uploadDocumentSchema = z
  .object({
    documentType: z.enum(DOCUMENT_TYPES),
    documentName: z.pipe(
      z.string(),
      z.transform((text: string) => text.trim()),
    ),
    notes: optionalText,
    documentNumber: optionalText,
    issueDate: optionalDate,
    expiryDate: optionalDate,
  })
  .check(
    z.refine(expiryAfterIssue, EXPIRY_BEFORE_ISSUE),
    z.refine((values) => values.documentName !== '', { message: 'Enter the document name', path: ['documentName'] }),
  );

export type UploadDocumentDraft = z.input<typeof uploadDocumentSchema>;
export type UploadDocumentValues = z.output<typeof uploadDocumentSchema>;
