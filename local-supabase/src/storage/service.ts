import type { DatabaseTransaction } from '../connection';
import type { Database } from '../database';
import type { Principal } from '../principal';
import { runAs } from '../rest/run-as';
import { bucketNotFound, entityTooLarge, fromPostgres, invalidMimeType, StorageError } from './errors';
import type { FileStore, StoredFile } from './file-store';
import { baseMimeType, checkKey, mimeTypeAllowed } from './names';

/** Buckets without a file_size_limit still take no more than this per object. */
export const GLOBAL_UPLOAD_LIMIT = 50 * 1024 * 1024;

export interface Bucket {
  id: string;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
}

/** Who a unit of storage work is for: the principal whose rights apply and its queue lane. */
export interface Caller {
  principal: Principal;
  lane: string;
  method: string;
  path: string;
}

export interface StorageDeps {
  db: Database;
  files: FileStore;
  /** Makes committed rows durable before an upload is acknowledged (see docs/adr/0053-storage-beside-the-database.md). */
  flush(): Promise<void>;
}

/** Work at the database for one request: `asCaller` switches the rest of the transaction to the caller. */
export async function inTransaction<T>(
  deps: StorageDeps,
  caller: Caller,
  work: (tx: DatabaseTransaction, asCaller: () => Promise<void>) => Promise<T>,
): Promise<T> {
  try {
    return await deps.db.transaction((tx) => work(tx, () => runAs(tx, caller.principal, caller.method, caller.path)), {
      lane: caller.lane,
      deadline: Date.now() + 30_000,
    });
  } catch (error) {
    if (error instanceof StorageError) throw error;
    throw fromPostgres(error) ?? error;
  }
}

/** Read as the owner, as the storage server reads buckets as superuser to apply their limits. */
export async function findBucket(tx: DatabaseTransaction, id: string): Promise<Bucket> {
  const { rows } = await tx.query<Bucket>(
    'select id, file_size_limit::float8 as file_size_limit, allowed_mime_types from storage.buckets where id = $1',
    [id],
  );
  const bucket = rows[0];
  if (!bucket) throw bucketNotFound();
  return bucket;
}

export interface UploadSource {
  body: AsyncIterable<Buffer | string> | Iterable<Buffer>;
  mimeType: string;
  cacheControl: string;
  userMetadata: unknown;
  /** Bytes announced by the client before any is read, when it said. */
  declaredSize?: number;
}

export interface UploadRequest {
  bucket: string;
  name: string;
  upsert: boolean;
  /** Token owner for a signed upload (written as the owner role), otherwise the caller. */
  asOwner?: { owner: string | null };
}

export interface UploadResult {
  id: string;
  key: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const ownerOf = (principal: Principal): string | null =>
  typeof principal.claims.sub === 'string' && principal.claims.sub !== '' ? principal.claims.sub : null;

/** `owner` is a uuid column (a user's id), `owner_id` the subject as text, as the storage server fills them. */
export const ownerUuid = (owner: string | null): string | null => (owner && UUID.test(owner) ? owner : null);

export function objectMetadata(file: StoredFile, mimeType: string, cacheControl: string) {
  return {
    eTag: file.eTag,
    size: file.size,
    mimetype: mimeType,
    cacheControl,
    lastModified: new Date().toISOString(),
    contentLength: file.size,
    httpStatusCode: 200,
  };
}

/**
 * The bytes are streamed to a file outside the database queue; only the row write waits its turn,
 * as the caller, so RLS decides. A refused or failed row write removes the file it would have named.
 */
export async function upload(deps: StorageDeps, caller: Caller, request: UploadRequest, source: () => Promise<UploadSource>): Promise<UploadResult> {
  checkKey(request.name);
  const bucket = await inTransaction(deps, caller, (tx) => findBucket(tx, request.bucket));
  const limit = Math.min(bucket.file_size_limit ?? GLOBAL_UPLOAD_LIMIT, GLOBAL_UPLOAD_LIMIT);
  const input = await source();
  if (!mimeTypeAllowed(input.mimeType, bucket.allowed_mime_types)) throw invalidMimeType(baseMimeType(input.mimeType));
  if (input.declaredSize !== undefined && input.declaredSize > limit) throw entityTooLarge();
  const file = await deps.files.write(input.body, limit);
  const owner = request.asOwner ? request.asOwner.owner : ownerOf(caller.principal);
  const metadata = objectMetadata(file, input.mimeType, input.cacheControl);
  let replaced: string | null = null;
  let id: string;
  try {
    id = await inTransaction(deps, caller, async (tx, asCaller) => {
      const previous = await tx.query<{ version: string | null }>('select version from storage.objects where bucket_id = $1 and name = $2', [
        request.bucket,
        request.name,
      ]);
      if (!request.asOwner) await asCaller();
      const { rows } = await tx.query<{ id: string }>(
        `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, user_metadata, version)
         values ($1, $2, $3::uuid, $4, $5::jsonb, $6::jsonb, $7)
         ${
           request.upsert
             ? `on conflict (bucket_id, name) do update set owner = excluded.owner, owner_id = excluded.owner_id,
                metadata = excluded.metadata, user_metadata = excluded.user_metadata, version = excluded.version,
                updated_at = now(), last_accessed_at = now()`
             : ''
         }
         returning id`,
        [
          request.bucket,
          request.name,
          ownerUuid(owner),
          owner,
          JSON.stringify(metadata),
          input.userMetadata === undefined ? null : JSON.stringify(input.userMetadata),
          file.version,
        ],
      );
      replaced = previous.rows[0]?.version ?? null;
      return rows[0]!.id;
    });
  } catch (error) {
    await deps.files.remove([file.version]);
    throw error;
  }
  await deps.flush();
  if (replaced) await deps.files.remove([replaced]);
  return { id, key: `${request.bucket}/${request.name}` };
}
