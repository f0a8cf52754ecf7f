import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

/** Hashed by webpack (`name.0123456789ab.js`): its content never changes. */
const hashedAsset = /\.[0-9a-f]{12}\.(js|css)(\.map)?$/;
/** Names a deployment changes in place: browsers must revalidate them. */
const alwaysRevalidate = /(^|\/)(index\.html|mf-manifest\.json|mf-stats\.json|remoteEntry\.js|portal-config\.json)$/;

export function cacheControlFor(filePath: string): string {
  if (alwaysRevalidate.test(filePath)) return 'no-cache';
  if (hashedAsset.test(filePath)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

/** The types of the files a build serves from memory; any other file is left to the static plugin. */
const TYPES: Readonly<Record<string, string>> = {
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
};

export type Encoding = 'br' | 'gzip';

export interface BuildFile {
  type: string;
  /** Changes whenever the file does: a rebuild served in place is never answered with the old copy. */
  etag: string;
  body: Buffer;
  /** The copies the build compressed beside the file (`.br`, `.gz`), when it made them. */
  encoded: Partial<Record<Encoding, Buffer>>;
}

interface Cached {
  file: BuildFile;
  mtimeMs: number;
  size: number;
}

/**
 * The file under `root` a request path names, or null for a folder or a path that does not decode.
 * Normalised from the root, a path's `..` cannot climb above it.
 */
function fileFor(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (!decoded.startsWith('/') || decoded.endsWith('/') || decoded.includes('\0')) return null;
  return path.join(root, path.posix.normalize(decoded));
}

async function readIfPresent(file: string): Promise<Buffer | undefined> {
  return readFile(file).catch(() => undefined);
}

/**
 * A build's text files, kept in memory with their compressed copies. Each request costs one
 * `stat`: a file rebuilt in place (a remote redeployed while the portal runs) is read again.
 */
export class BuildFiles {
  private readonly cache = new Map<string, Cached>();

  constructor(private readonly root: string) {}

  async find(urlPath: string): Promise<BuildFile | null> {
    const file = fileFor(this.root, urlPath);
    const type = file ? TYPES[path.extname(file)] : undefined;
    if (!file || !type) return null;
    const found = await stat(file).catch(() => null);
    if (!found?.isFile()) return null;
    const cached = this.cache.get(file);
    if (cached && cached.mtimeMs === found.mtimeMs && cached.size === found.size) return cached.file;
    const [body, br, gzip] = await Promise.all([readIfPresent(file), readIfPresent(`${file}.br`), readIfPresent(`${file}.gz`)]);
    if (!body) return null;
    const encoded: Partial<Record<Encoding, Buffer>> = {};
    if (br) encoded.br = br;
    if (gzip) encoded.gzip = gzip;
    const built: BuildFile = { type, etag: `W/"${found.size.toString(16)}-${Math.floor(found.mtimeMs).toString(16)}"`, body, encoded };
    this.cache.set(file, { file: built, mtimeMs: found.mtimeMs, size: found.size });
    return built;
  }
}

/** The best copy the client accepts: brotli, then gzip, then the file as it is. */
export function chooseEncoding(file: BuildFile, acceptEncoding: string | undefined): Encoding | null {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, quality]) => quality?.trim() !== 'q=0')
      .map(([name]) => name?.trim().toLowerCase()),
  );
  if (file.encoded.br && accepted.has('br')) return 'br';
  if (file.encoded.gzip && accepted.has('gzip')) return 'gzip';
  return null;
}

/**
 * Answers every GET and HEAD for one of the build's text files from memory, before routing
 * goes further; any other request goes on to the site's routes.
 */
export function serveBuildFiles(app: FastifyInstance, root: string): void {
  const files = new BuildFiles(root);
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const urlPath = request.url.split('?')[0] ?? '';
    // Served from the configuration file on every request, never from a copy.
    if (urlPath === '/portal-config.json') return;
    const file = await files.find(urlPath);
    if (!file) return;
    reply.header('Cache-Control', cacheControlFor(urlPath)).header('ETag', file.etag).header('Vary', 'Accept-Encoding').type(file.type);
    if (request.headers['if-none-match'] === file.etag) return reply.code(304).send();
    const encoding = chooseEncoding(file, request.headers['accept-encoding']);
    if (encoding) reply.header('Content-Encoding', encoding);
    return reply.send(encoding ? file.encoded[encoding] : file.body);
  });
}
