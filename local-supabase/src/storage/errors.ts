/** An error answered in Storage's JSON shape: `{statusCode: "<status>", code, error, message}`. */
export class StorageError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly error: string,
    message: string,
  ) {
    super(message);
  }

  toBody() {
    return { statusCode: String(this.status), code: this.code, error: this.error, message: this.message };
  }
}

export const bucketNotFound = () => new StorageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found');
export const objectNotFound = () => new StorageError(404, 'NoSuchKey', 'not_found', 'Object not found');
export const entityTooLarge = () => new StorageError(413, 'EntityTooLarge', 'Payload too large', 'The object exceeded the maximum allowed size');
export const invalidMimeType = (type: string) => new StorageError(415, 'InvalidMimeType', 'invalid_mime_type', `mime type ${type} is not supported`);
export const invalidKey = (key: string) => new StorageError(400, 'InvalidKey', 'Invalid Input', `Invalid key: ${key}`);
export const invalidRequest = (message: string) => new StorageError(400, 'InvalidRequest', 'Invalid Input', message);
export const duplicate = () => new StorageError(409, 'Duplicate', 'Duplicate', 'The resource already exists');
export const rlsRefused = () => new StorageError(403, 'AccessDenied', 'Unauthorized', 'new row violates row-level security policy');
export const invalidJwt = (message: string) => new StorageError(400, 'InvalidJWT', 'Unauthorized', message);
export const invalidSignature = () => new StorageError(400, 'InvalidSignature', 'Unauthorized', 'The signature is invalid or the URL was altered');

/** Maps what Postgres said about a caller's statement to the answer the storage server gives. */
export function fromPostgres(error: unknown): StorageError | undefined {
  const code = (error as { code?: unknown }).code;
  if (code === '42501') return rlsRefused();
  if (code === '23505') return duplicate();
  if (code === '23503') return new StorageError(409, 'BucketNotEmpty', 'InvalidRequest', 'The bucket you tried to delete is not empty');
  if (code === '22P02' || code === '22023' || code === '22001') return invalidRequest('The request is not valid');
  return undefined;
}
