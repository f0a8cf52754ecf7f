import { dataFailureReason } from '@export-portal/shared-domain';
import type { PortalClient } from '@export-portal/shared-auth';

/** The private bucket every document's files are kept in. */
export const DOCUMENTS_BUCKET = 'documents';

/** How long a link to a file works: long enough to open it, too short to pass around. */
export const SIGNED_URL_SECONDS = 60;

/** A failure Storage reported, with the message it gave (a refused type, a file too large, no access). */
export class StorageFailure extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'StorageFailure';
  }
}

function storageMessage(status: number, body: string): string {
  try {
    const parsed = JSON.parse(body) as { message?: unknown; error?: unknown };
    if (typeof parsed.message === 'string' && parsed.message) return parsed.message;
    if (typeof parsed.error === 'string' && parsed.error) return parsed.error;
  } catch {
    // Not JSON: the status says enough.
  }
  if (status === 413) return 'The file is larger than the 20 MB the vault accepts.';
  if (status === 415) return 'The vault accepts only PDF, JPEG and PNG files.';
  return `The file could not be stored (error ${status}).`;
}

/**
 * Sends a file to the bucket, reporting how much has been sent. Storage's library has no
 * progress events, so the upload is an XMLHttpRequest to the same endpoint it would call.
 */
export async function uploadDocumentFile(
  client: PortalClient,
  objectPath: string,
  file: File,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  const headers = await client.authHeaders();
  const encodedPath = objectPath.split('/').map(encodeURIComponent).join('/');
  const url = client.serviceUrl(`storage/v1/object/${DOCUMENTS_BUCKET}/${encodedPath}`);
  await new Promise<void>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.setRequestHeader('Content-Type', file.type);
    request.setRequestHeader('x-upsert', 'false');
    request.setRequestHeader('cache-control', 'max-age=3600');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress(100);
        resolve();
      } else reject(new StorageFailure(storageMessage(request.status, request.responseText), request.status));
    };
    request.onerror = () => reject(new TypeError('Failed to fetch'));
    request.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(file);
  });
}

/** Removes a file whose document could not be saved, so nothing unreferenced stays in the bucket. */
export async function removeDocumentFile(client: PortalClient, objectPath: string): Promise<void> {
  const storage = await client.storage();
  await storage.from(DOCUMENTS_BUCKET).remove([objectPath]);
}

/** A short-lived link to a stored file; with `download`, the browser saves it under that name. */
export async function signedFileUrl(client: PortalClient, objectPath: string, download?: string): Promise<string> {
  const storage = await client.storage();
  const { data, error } = await storage
    .from(DOCUMENTS_BUCKET)
    .createSignedUrl(objectPath, SIGNED_URL_SECONDS, download === undefined ? undefined : { download });
  if (error) throw new StorageFailure(error.message, 'statusCode' in error ? Number(error.statusCode) || null : null);
  return data.signedUrl;
}

/** Saves a stored file under its own name: a short-lived link the browser follows as a download. */
export async function downloadDocumentFile(client: PortalClient, objectPath: string, fileName: string): Promise<void> {
  const url = await signedFileUrl(client, objectPath, fileName);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/** Why a file could not be stored or read: Storage's own words, else the reason any request gives. */
export function fileFailureReason(error: unknown): string {
  return error instanceof StorageFailure ? error.message : dataFailureReason(error);
}
