import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import busboy from 'busboy';
import type { Readable } from 'node:stream';
import type { ByteRange } from './file-store';
import type { ServerContext } from '../context';
import { JwtError, signJwt, verifyJwt } from '../jwt';
import { principalFrom, PrincipalError, type Principal } from '../principal';
import { queueLane } from '../rest/handler-support';
import { QueueTimeoutError } from '../serial-queue';
import { parseJsonBody } from '../request-body';
import { bucketNotFound, invalidJwt, invalidRequest, invalidSignature, objectNotFound, rlsRefused, StorageError } from './errors';
import { baseMimeType, checkBucketName, checkKey, contentDisposition, parseSizeLimit, shownInline } from './names';
import {
  type Caller,
  findBucket,
  GLOBAL_UPLOAD_LIMIT,
  inTransaction,
  ownerOf,
  ownerUuid,
  type StorageDeps,
  type UploadSource,
  upload,
} from './service';

const JSON_LIMIT = 1024 * 1024;
/** Signed upload URLs last two hours, as the storage server makes them. */
const UPLOAD_URL_SECONDS = 2 * 60 * 60;
const MAX_LIST_LIMIT = 1000;

type Params = { bucket?: string; id?: string; '*'?: string };

function callerOf(request: FastifyRequest, ctx: ServerContext): Caller {
  let principal: Principal;
  try {
    principal = principalFrom(request.headers, ctx.jwtSecret);
  } catch (error) {
    if (error instanceof PrincipalError) {
      if (error.reason === 'missing') throw new StorageError(401, 'InvalidJWT', 'Unauthorized', error.message);
      throw invalidJwt(error.message);
    }
    throw error;
  }
  return { principal, lane: queueLane(principal, request), method: request.method, path: request.url.split('?')[0] ?? '' };
}

/** Objects' JSON bodies are read here (the plugin's parser leaves every body unread). */
async function jsonBody(request: FastifyRequest): Promise<Record<string, unknown>> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of request.raw) {
    size += (chunk as Buffer).length;
    if (size > JSON_LIMIT) throw new StorageError(413, 'EntityTooLarge', 'Payload too large', 'The request body is too large');
    chunks.push(chunk as Buffer);
  }
  const parsed = parseJsonBody(Buffer.concat(chunks).toString('utf8'));
  if (!parsed.ok) throw invalidRequest(`Body is not valid JSON: ${parsed.message}`);
  const value = parsed.value ?? {};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw invalidRequest('Body must be a JSON object');
  return value as Record<string, unknown>;
}

function requiredString(body: Record<string, unknown>, field: string): string {
  const value = body[field];
  if (typeof value !== 'string' || value === '') throw invalidRequest(`body must have required property '${field}'`);
  return value;
}

function objectKey(request: FastifyRequest): { bucket: string; name: string } {
  const params = request.params as Params;
  return { bucket: params.bucket ?? '', name: checkKey(params['*'] ?? '') };
}

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

function cacheControlOf(value: string | undefined): string {
  if (!value) return 'max-age=3600';
  return /^\d+$/.test(value) ? `max-age=${value}` : value.slice(0, 200);
}

function rawSource(request: FastifyRequest): UploadSource {
  const length = Number(single(request.headers['content-length']));
  const metadataHeader = single(request.headers['x-metadata']);
  let userMetadata: unknown;
  if (metadataHeader) {
    try {
      userMetadata = JSON.parse(Buffer.from(metadataHeader, 'base64').toString('utf8'));
    } catch {
      throw invalidRequest('x-metadata must be base64 encoded JSON');
    }
  }
  return {
    body: request.raw,
    mimeType: single(request.headers['content-type']) || 'application/octet-stream',
    cacheControl: cacheControlOf(single(request.headers['cache-control'])),
    userMetadata,
    ...(Number.isFinite(length) ? { declaredSize: length } : {}),
  };
}

/** The first file of a multipart body (storage-js sends a Blob so), with the fields sent before it. */
function multipartSource(request: FastifyRequest): Promise<UploadSource> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: request.headers, limits: { files: 1, fields: 10, fieldSize: 64 * 1024, parts: 20 } });
    } catch {
      reject(invalidRequest('The multipart body is malformed'));
      return;
    }
    if (request.raw.destroyed && !request.raw.complete) {
      reject(new Error('upload aborted'));
      return;
    }
    const fields: Record<string, string> = {};
    let file: Readable | undefined;
    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.on('file', (_name, stream, info) => {
      file = stream;
      let userMetadata: unknown;
      try {
        userMetadata = fields.metadata ? JSON.parse(fields.metadata) : undefined;
      } catch {
        userMetadata = undefined;
      }
      resolve({
        body: stream,
        mimeType: fields.contentType || info.mimeType || 'application/octet-stream',
        cacheControl: cacheControlOf(fields.cacheControl),
        userMetadata,
      });
    });
    parser.on('error', (error) => {
      if (file) file.destroy(error as Error);
      else reject(invalidRequest('The multipart body is malformed'));
    });
    parser.on('close', () => {
      if (!file) reject(invalidRequest('The multipart body holds no file'));
    });
    // A client that goes away mid-upload must end the file stream, or the upload would wait forever.
    request.raw.on('close', () => {
      if (request.raw.complete) return;
      if (file) file.destroy(new Error('upload aborted'));
      else reject(new Error('upload aborted'));
    });
    request.raw.pipe(parser);
  });
}

const uploadSource = (request: FastifyRequest) => async (): Promise<UploadSource> => {
  const type = single(request.headers['content-type']) ?? '';
  return baseMimeType(type) === 'multipart/form-data' ? multipartSource(request) : rawSource(request);
};

interface ObjectRow {
  id: string;
  name: string;
  version: string | null;
  metadata: Record<string, unknown> | null;
  user_metadata: unknown;
  bucket_id: string;
  created_at: Date;
  updated_at: Date;
}

const OBJECT_COLUMNS = 'id, name, version, metadata, user_metadata, bucket_id, created_at, updated_at';

/**
 * storage-js form-encodes the `download` name and then runs encodeURI over the whole signed URL,
 * so once the query string is parsed the name is still form-encoded: it is decoded once more
 * when it decodes cleanly (a name sent encoded only once is kept as it arrived).
 */
function downloadName(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return value;
  }
}

async function sendObject(deps: StorageDeps, request: FastifyRequest, reply: FastifyReply, row: ObjectRow) {
  const metadata = row.metadata ?? {};
  const mimeType = typeof metadata.mimetype === 'string' ? metadata.mimetype : 'application/octet-stream';
  const size = typeof metadata.size === 'number' ? metadata.size : 0;
  const download = (request.query as Record<string, unknown>).download;
  const fileName = typeof download === 'string' && download !== '' ? downloadName(download) : (row.name.split('/').pop() ?? 'download');
  const inline = download === undefined && shownInline(mimeType);
  const range = byteRange(single(request.headers.range), size);
  if (range === 'unsatisfiable') {
    reply.header('content-range', `bytes */${size}`);
    throw new StorageError(416, 'InvalidRange', 'Range Not Satisfiable', 'The requested range is not satisfiable');
  }
  reply
    .header('content-type', mimeType)
    .header('content-length', String(size))
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', contentDisposition(inline ? 'inline' : 'attachment', fileName))
    .header('cache-control', typeof metadata.cacheControl === 'string' ? metadata.cacheControl : 'no-cache')
    .header('last-modified', new Date(row.updated_at).toUTCString());
  if (typeof metadata.eTag === 'string') {
    reply.header('etag', metadata.eTag);
    if (single(request.headers['if-none-match']) === metadata.eTag) return reply.code(304).send();
  }
  // A PDF is left to the browser's viewer; anything else can never run script, even inline.
  if (baseMimeType(mimeType) !== 'application/pdf') reply.header('content-security-policy', "default-src 'none'; sandbox");
  reply.header('accept-ranges', 'bytes');
  if (range) {
    reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
      .header('content-length', String(range.end - range.start + 1));
  }
  if (request.method === 'HEAD' || !row.version) return reply.send();
  return reply.send(deps.files.read(row.version, range));
}

/** One range of `bytes=` (what browsers' PDF and media players ask for); several ranges get the whole file. */
function byteRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  let start: number;
  let end: number;
  if (match[1] === '') {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start > end || start >= size) return 'unsatisfiable';
  return { start, end };
}

function sendError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  let failure: StorageError;
  if (error instanceof StorageError) failure = error;
  else if (typeof (error as { statusCode?: unknown }).statusCode === 'number' && (error as { statusCode: number }).statusCode < 500) {
    failure = new StorageError((error as { statusCode: number }).statusCode, 'InvalidRequest', 'Invalid Input', (error as Error).message);
  } else if (error instanceof QueueTimeoutError) failure = new StorageError(503, 'SlowDown', 'Service Unavailable', 'The database is busy');
  else if ((error as Error).message === 'upload aborted' || (error as { code?: string }).code === 'ECONNRESET') {
    failure = new StorageError(400, 'InvalidRequest', 'Invalid Input', 'The upload was cut off');
  } else {
    request.log.error(error);
    failure = new StorageError(500, 'InternalError', 'Internal Server Error', 'Internal Server Error');
  }
  // An upload refused before its body was read. Closing the connection under a client still
  // sending makes its side reset, which loses the answer, so a body no larger than any object may
  // be is read to its end and dropped; a larger one, or one of unknown length, is not waited for.
  if (!request.raw.complete) {
    if (Number(request.headers['content-length']) <= GLOBAL_UPLOAD_LIMIT) request.raw.resume();
    else reply.header('connection', 'close');
  }
  return reply.code(failure.status).header('content-type', 'application/json; charset=utf-8').send(failure.toBody());
}

interface SignedClaims {
  url: string;
  use: 'download' | 'upload';
  owner?: string | null;
  upsert?: boolean;
}

function verifySigned(ctx: ServerContext, request: FastifyRequest, use: SignedClaims['use'], url: string): SignedClaims {
  const token = (request.query as Record<string, unknown>).token;
  if (typeof token !== 'string' || token === '') throw invalidRequest("querystring must have required property 'token'");
  let claims: Record<string, unknown>;
  try {
    claims = verifyJwt(token, ctx.jwtSecret);
  } catch (error) {
    if (error instanceof JwtError) throw error.reason === 'expired' ? invalidJwt('jwt expired') : invalidSignature();
    throw error;
  }
  if (claims.url !== url || claims.use !== use) throw invalidSignature();
  return claims as unknown as SignedClaims;
}

function signedPath(ctx: ServerContext, bucket: string, name: string, expiresIn: number): string {
  const now = Math.floor(Date.now() / 1000);
  const url = `${bucket}/${name}`;
  const token = signJwt({ url, use: 'download', iat: now, exp: now + expiresIn }, ctx.jwtSecret);
  return `/object/sign/${url}?token=${token}`;
}

function expiresInOf(ctx: ServerContext, body: Record<string, unknown>): number {
  const value = Number(body.expiresIn);
  if (!Number.isInteger(value) || value < 1) throw invalidRequest('expiresIn must be a whole number of seconds of at least 1');
  if (value > ctx.signedUrlMaxSeconds) {
    throw invalidRequest(
      `expiresIn must be at most ${ctx.signedUrlMaxSeconds} seconds: a signed link is valid for ${describeSeconds(ctx.signedUrlMaxSeconds)} at most`,
    );
  }
  return value;
}

const describeSeconds = (seconds: number) =>
  seconds % 86_400 === 0 ? `${seconds / 86_400} day${seconds === 86_400 ? '' : 's'}` : `${seconds} seconds`;

function bucketJson(row: Record<string, unknown>) {
  return { ...row, type: 'STANDARD' };
}

const BUCKET_COLUMNS = 'id, name, owner, public, file_size_limit::float8 as file_size_limit, allowed_mime_types, created_at, updated_at';

/** `/storage/v1`, in its own plugin: bodies are streamed (uploads) or read with their own limit. */
export function storagePlugin(ctx: ServerContext, deps: StorageDeps) {
  return async (app: FastifyInstance) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    app.setErrorHandler((error, request, reply) => sendError(error, request, reply));
    app.setNotFoundHandler((request, reply) =>
      sendError(new StorageError(404, 'NotFound', 'Not Found', `Route ${request.method}:${request.url.split('?')[0]} not found`), request, reply),
    );

    const handle =
      (work: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>) => async (request: FastifyRequest, reply: FastifyReply) => {
        try {
          return await work(request, reply);
        } catch (error) {
          return sendError(error, request, reply);
        }
      };

    // Buckets: as the caller, so RLS on storage.buckets (or the service role) decides.
    app.post(
      '/bucket',
      handle(async (request, reply) => {
        const caller = callerOf(request, ctx);
        const body = await jsonBody(request);
        const name = checkBucketName(body.name ?? body.id);
        const id = checkBucketName(body.id ?? name);
        const limit = parseSizeLimit(body.file_size_limit);
        const types = body.allowed_mime_types ?? null;
        if (types !== null && (!Array.isArray(types) || types.some((t) => typeof t !== 'string'))) {
          throw invalidRequest('allowed_mime_types must be an array of strings');
        }
        await inTransaction(deps, caller, async (tx, asCaller) => {
          await asCaller();
          await tx.query(
            'insert into storage.buckets (id, name, owner, public, file_size_limit, allowed_mime_types) values ($1, $2, $3::uuid, $4, $5, $6)',
            [id, name, null, body.public === true, limit, types],
          );
        });
        return reply.send({ name: id });
      }),
    );
    app.get(
      '/bucket',
      handle(async (request, reply) => {
        const caller = callerOf(request, ctx);
        const rows = await inTransaction(deps, caller, async (tx, asCaller) => {
          await asCaller();
          return (await tx.query<Record<string, unknown>>(`select ${BUCKET_COLUMNS} from storage.buckets order by name`)).rows;
        });
        return reply.send(rows.map(bucketJson));
      }),
    );
    app.get(
      '/bucket/:id',
      handle(async (request, reply) => {
        const caller = callerOf(request, ctx);
        const { id } = request.params as Params;
        const row = await inTransaction(deps, caller, async (tx, asCaller) => {
          await asCaller();
          return (await tx.query<Record<string, unknown>>(`select ${BUCKET_COLUMNS} from storage.buckets where id = $1`, [id])).rows[0];
        });
        if (!row) throw bucketNotFound();
        return reply.send(bucketJson(row));
      }),
    );
    app.put(
      '/bucket/:id',
      handle(async (request, reply) => {
        const caller = callerOf(request, ctx);
        const { id } = request.params as Params;
        const body = await jsonBody(request);
        // As Storage: only the settings the body names change, and it must name one.
        const changes: Array<[column: string, value: unknown]> = [];
        if (body.public !== undefined) {
          if (typeof body.public !== 'boolean') throw invalidRequest('public must be a boolean');
          changes.push(['public', body.public]);
        }
        if (body.file_size_limit !== undefined) changes.push(['file_size_limit', parseSizeLimit(body.file_size_limit)]);
        if (body.allowed_mime_types !== undefined) {
          const types = body.allowed_mime_types;
          if (types !== null && (!Array.isArray(types) || types.some((t) => typeof t !== 'string'))) {
            throw invalidRequest('allowed_mime_types must be an array of strings');
          }
          changes.push(['allowed_mime_types', types === null ? null : (types as string[]).filter((type) => type !== '')]);
        }
        if (changes.length === 0) throw invalidRequest('body must name at least one of public, file_size_limit or allowed_mime_types');
        const updated = await inTransaction(deps, caller, async (tx, asCaller) => {
          await asCaller();
          const result = await tx.query(
            `update storage.buckets set ${changes.map(([column], index) => `${column} = $${index + 2}`).join(', ')}, updated_at = now()
             where id = $1`,
            [id, ...changes.map(([, value]) => value)],
          );
          return result.affectedRows ?? 0;
        });
        if (updated === 0) throw bucketNotFound();
        return reply.send({ message: 'Successfully updated' });
      }),
    );
    app.post(
      '/bucket/:id/empty',
      handle(async (request, reply) => {
        const caller = callerOf(request, ctx);
        const { id } = request.params as Params;
        const versions = await inTransaction(deps, caller, async (tx, asCaller) => {
          await findBucket(tx, id ?? '');
          await asCaller();
          const { rows } = await tx.query<{ version: string | null }>('delete from storage.objects where bucket_id = $1 returning version', [id]);
          return rows.flatMap((row) => (row.version ? [row.version] : []));
        });
        await deps.flush();
        await deps.files.remove(versions);
        return reply.send({ message: 'Successfully emptied' });
      }),
    );
    app.delete(
      '/bucket/:id',
      handle(async (request, reply) => {
        const caller = callerOf(request, ctx);
        const { id } = request.params as Params;
        const deleted = await inTransaction(deps, caller, async (tx, asCaller) => {
          await findBucket(tx, id ?? '');
          await asCaller();
          return (await tx.query('delete from storage.buckets where id = $1', [id])).affectedRows ?? 0;
        });
        if (deleted === 0) throw bucketNotFound();
        return reply.send({ message: 'Successfully deleted' });
      }),
    );

    // Objects.
    const uploadRoute = (upsertDefault: boolean) =>
      handle(async (request, reply) => {
        const caller = callerOf(request, ctx);
        const { bucket, name } = objectKey(request);
        const upsertHeader = single(request.headers['x-upsert']);
        const upsert = upsertHeader === undefined ? upsertDefault : upsertHeader === 'true';
        const result = await upload(deps, caller, { bucket, name, upsert }, uploadSource(request));
        return reply.send({ Id: result.id, Key: result.key });
      });
    app.post('/object/:bucket/*', uploadRoute(false));
    app.put('/object/:bucket/*', uploadRoute(true));

    const downloadRoute = handle(async (request, reply) => {
      const caller = callerOf(request, ctx);
      const { bucket, name } = objectKey(request);
      const row = await inTransaction(deps, caller, async (tx, asCaller) => {
        await findBucket(tx, bucket);
        await asCaller();
        return (await tx.query<ObjectRow>(`select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`, [bucket, name]))
          .rows[0];
      });
      if (!row) throw objectNotFound();
      return sendObject(deps, request, reply, row);
    });
    app.route({ method: ['GET', 'HEAD'], url: '/object/authenticated/:bucket/*', handler: downloadRoute });
    // A public bucket's objects are read without a token or a policy, as on a hosted project.
    app.route({
      method: ['GET', 'HEAD'],
      url: '/object/public/:bucket/*',
      handler: handle(async (request, reply) => {
        const { bucket, name } = objectKey(request);
        const row = await ctx.db.transaction(
          async (tx) =>
            (
              await tx.query<ObjectRow>(
                `select ${OBJECT_COLUMNS} from storage.objects o
                 where bucket_id = $1 and name = $2 and exists (select from storage.buckets b where b.id = o.bucket_id and b.public)`,
                [bucket, name],
              )
            ).rows[0],
          { lane: `public:${request.ip}` },
        );
        if (!row) throw objectNotFound();
        return sendObject(deps, request, reply, row);
      }),
    });
    app.route({ method: ['GET', 'HEAD'], url: '/object/:bucket/*', handler: downloadRoute });

    const infoRoute = handle(async (request, reply) => {
      const caller = callerOf(request, ctx);
      const { bucket, name } = objectKey(request);
      const row = await inTransaction(deps, caller, async (tx, asCaller) => {
        await findBucket(tx, bucket);
        await asCaller();
        return (await tx.query<ObjectRow>(`select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`, [bucket, name]))
          .rows[0];
      });
      if (!row) throw objectNotFound();
      const metadata = row.metadata ?? {};
      return reply.send({
        id: row.id,
        name: row.name,
        version: row.version,
        bucket_id: row.bucket_id,
        size: metadata.size ?? null,
        content_type: metadata.mimetype ?? null,
        cache_control: metadata.cacheControl ?? null,
        etag: metadata.eTag ?? null,
        metadata: row.user_metadata ?? {},
        last_modified: row.updated_at,
        created_at: row.created_at,
      });
    });
    app.get('/object/info/authenticated/:bucket/*', infoRoute);
    app.get('/object/info/:bucket/*', infoRoute);

    app.delete(
      '/object/:bucket',
      handle(async (request, reply) => {
        const caller = callerOf(request, ctx);
        const { bucket } = request.params as Params;
        const body = await jsonBody(request);
        const prefixes = body.prefixes;
        if (!Array.isArray(prefixes) || prefixes.length === 0 || prefixes.length > 1000 || prefixes.some((p) => typeof p !== 'string')) {
          throw invalidRequest("body must have required property 'prefixes' (1 to 1000 object names)");
        }
        const rows = await inTransaction(deps, caller, async (tx, asCaller) => {
          await findBucket(tx, bucket ?? '');
          await asCaller();
          return (
            await tx.query<ObjectRow & { owner: string | null; last_accessed_at: Date }>(
              `delete from storage.objects where bucket_id = $1 and name = any($2::text[])
               returning ${OBJECT_COLUMNS}, owner, last_accessed_at`,
              [bucket, prefixes],
            )
          ).rows;
        });
        await deps.flush();
        await deps.files.remove(rows.flatMap((row) => (row.version ? [row.version] : [])));
        return reply.send(rows.map(({ version: _version, user_metadata: _user, ...row }) => row));
      }),
    );
    app.delete(
      '/object/:bucket/*',
      handle(async (request, reply) => {
        const caller = callerOf(request, ctx);
        const { bucket, name } = objectKey(request);
        const versions = await inTransaction(deps, caller, async (tx, asCaller) => {
          await findBucket(tx, bucket);
          await asCaller();
          return (
            await tx.query<{ version: string | null }>('delete from storage.objects where bucket_id = $1 and name = $2 returning version', [
              bucket,
              name,
            ])
          ).rows;
        });
        if (versions.length === 0) throw objectNotFound();
        await deps.flush();
        await deps.files.remove(versions.flatMap((row) => (row.version ? [row.version] : [])));
        return reply.send({ message: 'Successfully deleted' });
      }),
    );

    app.post(
      '/object/list/:bucket',
      handle(async (request, reply) => {
        const caller = callerOf(request, ctx);
        const { bucket } = request.params as Params;
        const body = await jsonBody(request);
        if (body.prefix !== undefined && typeof body.prefix !== 'string') throw invalidRequest("body must have required property 'prefix'");
        let prefix = (body.prefix as string | undefined) ?? '';
        if (prefix !== '' && !prefix.endsWith('/')) prefix += '/';
        const limit = body.limit === undefined ? 100 : Number(body.limit);
        const offset = body.offset === undefined ? 0 : Number(body.offset);
        if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIST_LIMIT) throw invalidRequest(`limit must be between 1 and ${MAX_LIST_LIMIT}`);
        if (!Number.isInteger(offset) || offset < 0) throw invalidRequest('offset must be a whole number');
        const sortBy = (body.sortBy ?? {}) as { column?: unknown; order?: unknown };
        const column = sortBy.column ?? 'name';
        if (typeof column !== 'string' || !['name', 'updated_at', 'created_at', 'last_accessed_at'].includes(column)) {
          throw invalidRequest('sortBy.column must be one of name, updated_at, created_at, last_accessed_at');
        }
        const order = String(sortBy.order ?? 'asc').toLowerCase() === 'desc' ? 'desc' : 'asc';
        const search = typeof body.search === 'string' ? body.search : '';
        const rows = await inTransaction(deps, caller, async (tx, asCaller) => {
          await findBucket(tx, bucket ?? '');
          await asCaller();
          const { rows } = await tx.query(
            `with entries as (
               select split_part(substr(name, $3 + 1), '/', 1) as entry, strpos(substr(name, $3 + 1), '/') > 0 as folder,
                      id, updated_at, created_at, last_accessed_at, metadata
               from storage.objects
               where bucket_id = $1 and left(name, $3) = $2
                 and starts_with(lower(substr(name, $3 + 1)), lower($4))
             ), listed as (
               select entry as name, null::uuid as id, null::timestamptz as updated_at, null::timestamptz as created_at,
                      null::timestamptz as last_accessed_at, null::jsonb as metadata
               from entries where folder group by entry
               union all
               select entry, id, updated_at, created_at, last_accessed_at, metadata from entries where not folder
             )
             select * from listed order by ${column} ${order} nulls first, name ${order} limit $5 offset $6`,
            [bucket, prefix, [...prefix].length, search, limit, offset],
          );
          return rows;
        });
        return reply.send(rows);
      }),
    );

    app.post(
      '/object/move',
      handle(async (request, reply) => {
        const caller = callerOf(request, ctx);
        const body = await jsonBody(request);
        const bucket = requiredString(body, 'bucketId');
        const source = checkKey(requiredString(body, 'sourceKey'));
        const destination = checkKey(requiredString(body, 'destinationKey'));
        const destinationBucket = typeof body.destinationBucket === 'string' && body.destinationBucket !== '' ? body.destinationBucket : bucket;
        await inTransaction(deps, caller, async (tx, asCaller) => {
          await findBucket(tx, bucket);
          if (destinationBucket !== bucket) await findBucket(tx, destinationBucket);
          await asCaller();
          // The caller must be allowed to create the destination, as the storage server tests first.
          await tx.query('savepoint move_check');
          const owner = ownerOf(caller.principal);
          await tx.query('insert into storage.objects (bucket_id, name, owner, owner_id) values ($1, $2, $3::uuid, $4)', [
            destinationBucket,
            destination,
            ownerUuid(owner),
            owner,
          ]);
          await tx.query('rollback to savepoint move_check');
          const moved = await tx.query(
            'update storage.objects set bucket_id = $3, name = $4, updated_at = now() where bucket_id = $1 and name = $2',
            [bucket, source, destinationBucket, destination],
          );
          if ((moved.affectedRows ?? 0) === 0) throw objectNotFound();
        });
        await deps.flush();
        return reply.send({ message: 'Successfully moved' });
      }),
    );

    app.post(
      '/object/copy',
      handle(async (request, reply) => {
        const caller = callerOf(request, ctx);
        const body = await jsonBody(request);
        const bucket = requiredString(body, 'bucketId');
        const source = checkKey(requiredString(body, 'sourceKey'));
        const destination = checkKey(requiredString(body, 'destinationKey'));
        const destinationBucket = typeof body.destinationBucket === 'string' && body.destinationBucket !== '' ? body.destinationBucket : bucket;
        const original = await inTransaction(deps, caller, async (tx, asCaller) => {
          await findBucket(tx, bucket);
          await findBucket(tx, destinationBucket);
          await asCaller();
          return (await tx.query<ObjectRow>(`select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`, [bucket, source]))
            .rows[0];
        });
        if (!original?.version) throw objectNotFound();
        const version = await deps.files.copy(original.version);
        try {
          await inTransaction(deps, caller, async (tx, asCaller) => {
            await asCaller();
            const owner = ownerOf(caller.principal);
            await tx.query(
              `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, user_metadata, version)
               values ($1, $2, $3::uuid, $4, $5::jsonb, $6::jsonb, $7)`,
              [
                destinationBucket,
                destination,
                ownerUuid(owner),
                owner,
                JSON.stringify({ ...(original.metadata ?? {}), lastModified: new Date().toISOString() }),
                original.user_metadata === null ? null : JSON.stringify(original.user_metadata),
                version,
              ],
            );
          });
        } catch (error) {
          await deps.files.remove([version]);
          throw error;
        }
        await deps.flush();
        return reply.send({ Key: `${destinationBucket}/${destination}` });
      }),
    );

    // Signed download URLs: signing needs the caller may read the object; using one does not.
    app.post(
      '/object/sign/:bucket',
      handle(async (request, reply) => {
        const caller = callerOf(request, ctx);
        const { bucket } = request.params as Params;
        const body = await jsonBody(request);
        const expiresIn = expiresInOf(ctx, body);
        const paths = body.paths;
        if (!Array.isArray(paths) || paths.length === 0 || paths.length > 1000 || paths.some((p) => typeof p !== 'string')) {
          throw invalidRequest("body must have required property 'paths' (1 to 1000 object names)");
        }
        const visible = await inTransaction(deps, caller, async (tx, asCaller) => {
          await findBucket(tx, bucket ?? '');
          await asCaller();
          const { rows } = await tx.query<{ name: string }>('select name from storage.objects where bucket_id = $1 and name = any($2::text[])', [
            bucket,
            paths,
          ]);
          return new Set(rows.map((row) => row.name));
        });
        return reply.send(
          (paths as string[]).map((path) =>
            visible.has(path)
              ? { error: null, path, signedURL: signedPath(ctx, bucket ?? '', path, expiresIn) }
              : { error: 'Either the object does not exist or you do not have access to it', path, signedURL: null },
          ),
        );
      }),
    );
    app.post(
      '/object/sign/:bucket/*',
      handle(async (request, reply) => {
        const caller = callerOf(request, ctx);
        const { bucket, name } = objectKey(request);
        const body = await jsonBody(request);
        const expiresIn = expiresInOf(ctx, body);
        const found = await inTransaction(deps, caller, async (tx, asCaller) => {
          await findBucket(tx, bucket);
          await asCaller();
          return (await tx.query('select 1 from storage.objects where bucket_id = $1 and name = $2', [bucket, name])).rows.length > 0;
        });
        if (!found) throw objectNotFound();
        return reply.send({ signedURL: signedPath(ctx, bucket, name, expiresIn) });
      }),
    );
    app.route({
      method: ['GET', 'HEAD'],
      url: '/object/sign/:bucket/*',
      handler: handle(async (request, reply) => {
        const { bucket, name } = objectKey(request);
        verifySigned(ctx, request, 'download', `${bucket}/${name}`);
        const lane = `signed:${request.ip}`;
        const row = await ctx.db.transaction(
          async (tx) =>
            (await tx.query<ObjectRow>(`select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`, [bucket, name])).rows[0],
          { lane },
        );
        if (!row) throw objectNotFound();
        return sendObject(deps, request, reply, row);
      }),
    });

    // Signed upload URLs: creating one needs the caller may insert there; using one does not.
    app.post(
      '/object/upload/sign/:bucket/*',
      handle(async (request, reply) => {
        const caller = callerOf(request, ctx);
        const { bucket, name } = objectKey(request);
        const upsert = single(request.headers['x-upsert']) === 'true';
        const owner = ownerOf(caller.principal);
        // The URL is used without the caller's rights, so they are tested now: the insert, and for
        // an upsert over an existing object the update as well (rolled back either way).
        await inTransaction(deps, caller, async (tx, asCaller) => {
          await findBucket(tx, bucket);
          const exists = (await tx.query('select 1 from storage.objects where bucket_id = $1 and name = $2', [bucket, name])).rows.length > 0;
          await asCaller();
          await tx.query('savepoint sign_check');
          if (exists && upsert) {
            const updated = await tx.query('update storage.objects set updated_at = now() where bucket_id = $1 and name = $2', [bucket, name]);
            if ((updated.affectedRows ?? 0) === 0) throw rlsRefused();
          } else {
            await tx.query('insert into storage.objects (bucket_id, name, owner, owner_id) values ($1, $2, $3::uuid, $4)', [
              bucket,
              name,
              ownerUuid(owner),
              owner,
            ]);
          }
          await tx.query('rollback to savepoint sign_check');
        });
        const now = Math.floor(Date.now() / 1000);
        const url = `${bucket}/${name}`;
        const token = signJwt({ url, use: 'upload', owner, upsert, iat: now, exp: now + UPLOAD_URL_SECONDS }, ctx.jwtSecret);
        return reply.send({ url: `/object/upload/sign/${url}?token=${token}`, token });
      }),
    );
    app.put(
      '/object/upload/sign/:bucket/*',
      handle(async (request, reply) => {
        const { bucket, name } = objectKey(request);
        const claims = verifySigned(ctx, request, 'upload', `${bucket}/${name}`);
        const principal: Principal = { role: 'service_role', claims: {}, token: '', fromAuthorizationHeader: false };
        const caller: Caller = { principal, lane: `signed:${request.ip}`, method: request.method, path: request.url.split('?')[0] ?? '' };
        const result = await upload(
          deps,
          caller,
          { bucket, name, upsert: claims.upsert === true, asOwner: { owner: typeof claims.owner === 'string' ? claims.owner : null } },
          uploadSource(request),
        );
        return reply.send({ Key: result.key, Id: result.id });
      }),
    );
  };
}
