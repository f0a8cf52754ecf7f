import { verifyJwt } from '../jwt';
import type { DatabaseRole } from '../principal';
import { type StorageDeps, upload } from './service';

export interface PutObjectResult {
  /** storage.objects.id */
  id: string;
  /** `<bucket>/<name>`, as the upload API answers it. */
  key: string;
}

export interface PutObjectInput {
  bucket: string;
  name: string;
  bytes: Uint8Array;
  mimeType: string;
}

/** An upload from inside the process, as the service role (replacing any object of that name). */
export function putObject(deps: StorageDeps, serviceRoleKey: string, jwtSecret: string, input: PutObjectInput): Promise<PutObjectResult> {
  const claims = verifyJwt(serviceRoleKey, jwtSecret);
  const principal = { role: 'service_role' as DatabaseRole, claims, token: serviceRoleKey, fromAuthorizationHeader: true };
  return upload(
    deps,
    { principal, lane: 'in-process', method: 'PUT', path: `/storage/v1/object/${input.bucket}/${input.name}` },
    { bucket: input.bucket, name: input.name, upsert: true },
    async () => ({
      body: [Buffer.from(input.bytes.buffer, input.bytes.byteOffset, input.bytes.byteLength)],
      mimeType: input.mimeType,
      cacheControl: 'max-age=3600',
      userMetadata: undefined,
      declaredSize: input.bytes.byteLength,
    }),
  );
}
