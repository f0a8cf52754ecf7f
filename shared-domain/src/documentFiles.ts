/** The largest file the `documents` bucket accepts (its `file_size_limit`): 20 MiB. */
export const DOCUMENT_FILE_LIMIT_BYTES = 20 * 1024 * 1024;

/** The types the `documents` bucket accepts (its `allowed_mime_types`), as a file picker's `accept`. */
export const DOCUMENT_FILE_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;

export type DocumentFileType = (typeof DOCUMENT_FILE_TYPES)[number];

/**
 * Where a document's file is stored: the company's or the customer's folder, then the document,
 * then a fresh folder per version. The stored name keeps only letters, digits, dots, dashes and
 * underscores, which every link and Storage key carries unchanged; the file's own name is kept
 * beside it and is what a download is saved as.
 */
export function documentObjectPath(customerId: string | null, documentId: string, versionKey: string, fileName: string): string {
  const stored = fileName.replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^\.+/, '_') || 'file';
  return `${customerId ?? 'company'}/${documentId}/${versionKey}/${stored}`;
}

/** The longest file name kept with a version: what common file systems allow. */
export const DOCUMENT_FILE_NAME_MAX = 255;

/**
 * The name a file is kept and downloaded under: the person's own name without control
 * characters or folder separators, shortened to what a file system takes, its extension kept.
 */
export function documentFileName(fileName: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const clean = fileName.replace(/[\u0000-\u001f\u007f/\\]+/g, '_').trim() || 'file';
  if (clean.length <= DOCUMENT_FILE_NAME_MAX) return clean;
  const dot = clean.lastIndexOf('.');
  const extension = dot > 0 && clean.length - dot <= 10 ? clean.slice(dot) : '';
  return `${clean.slice(0, DOCUMENT_FILE_NAME_MAX - extension.length)}${extension}`;
}

/**
 * Why a file cannot be stored as a document, or null when it can: the same limits the bucket
 * enforces, told before anything is sent.
 */
export function documentFileProblem(file: { name: string; type: string; size: number }): string | null {
  if (!(DOCUMENT_FILE_TYPES as readonly string[]).includes(file.type))
    return `${file.name} is not a PDF, JPEG or PNG file. Choose a PDF, JPEG or PNG file.`;
  if (file.size > DOCUMENT_FILE_LIMIT_BYTES) return `${file.name} is larger than 20 MB. Choose a file of 20 MB or less.`;
  if (file.size === 0) return `${file.name} is empty.`;
  return null;
}

/** Whether a stored file can be shown in the browser: the preview is an image for images, a frame for PDFs. */
export function documentPreviewKind(mimeType: string | null): 'image' | 'pdf' | null {
  if (mimeType === 'application/pdf') return 'pdf';
  if (mimeType === 'image/jpeg' || mimeType === 'image/png') return 'image';
  return null;
}
