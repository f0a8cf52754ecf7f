import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { serveBuildFiles } from './buildFiles';

let workspace: string;
let root: string;
let site: FastifyInstance;
let origin: string;

const CHUNK = '/main.0123456789ab.js';
const chunkSource = `console.log(${JSON.stringify('a chunk '.repeat(200))});`;

function write(relative: string, content: string | Buffer) {
  const file = path.join(root, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

beforeAll(async () => {
  workspace = mkdtempSync(path.join(tmpdir(), 'static-site-'));
  root = path.join(workspace, 'dist');
  write('index.html', '<!doctype html><title>Portal</title>');
  write(CHUNK, chunkSource);
  // Each copy says which it is, so a test sees which one was sent (fetch decodes what it receives).
  write(`${CHUNK}.br`, brotliCompressSync('the brotli copy'));
  write(`${CHUNK}.gz`, gzipSync('the gzip copy'));
  write('remoteEntry.js', 'var entry = 1;');
  write(`${CHUNK}.map`, '{"version":3}');
  write('nested/theme.css', 'body { color: black; }');
  writeFileSync(path.join(workspace, 'secret.js'), 'var secret = 1;');
  site = Fastify();
  serveBuildFiles(site, root);
  site.setNotFoundHandler((request, reply) => reply.code(404).send({ error: 'Not Found', path: request.url }));
  await site.listen({ port: 0, host: 'localhost' });
  origin = `http://localhost:${(site.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await site?.close();
  rmSync(workspace, { recursive: true, force: true });
});

async function get(urlPath: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${origin}${urlPath}`, { headers: { 'accept-encoding': 'identity', ...headers } });
  return { response, body: Buffer.from(await response.arrayBuffer()) };
}

it('sends the copy the build compressed that the browser accepts, and the file itself otherwise', async () => {
  const brotli = await get(CHUNK, { 'accept-encoding': 'gzip, deflate, br' });
  expect(brotli.response.headers.get('content-encoding')).toBe('br');
  expect(brotli.body.toString()).toBe('the brotli copy');
  expect(brotli.response.headers.get('content-type')).toBe('application/javascript; charset=utf-8');
  expect(brotli.response.headers.get('vary')).toBe('Accept-Encoding');

  const gzip = await get(CHUNK, { 'accept-encoding': 'gzip' });
  expect(gzip.response.headers.get('content-encoding')).toBe('gzip');
  expect(gzip.body.toString()).toBe('the gzip copy');

  const plain = await get(CHUNK, { 'accept-encoding': 'br;q=0, identity' });
  expect(plain.response.headers.get('content-encoding')).toBeNull();
  expect(plain.body.toString()).toBe(chunkSource);
});

it('caches hashed chunks for good and has everything else revalidated', async () => {
  expect((await get(CHUNK)).response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect((await get('/remoteEntry.js')).response.headers.get('cache-control')).toBe('no-cache');
  expect((await get('/nested/theme.css')).body.toString()).toBe('body { color: black; }');
});

it('answers a revalidation of an unchanged file with 304, and serves a file rebuilt in place at once', async () => {
  const first = await get('/remoteEntry.js');
  const etag = first.response.headers.get('etag') ?? '';
  expect(first.body.toString()).toBe('var entry = 1;');
  expect((await get('/remoteEntry.js', { 'if-none-match': etag })).response.status).toBe(304);

  write('remoteEntry.js', 'var entry = 22;');
  const later = new Date(Date.now() + 5_000);
  utimesSync(path.join(root, 'remoteEntry.js'), later, later);
  const rebuilt = await get('/remoteEntry.js', { 'if-none-match': etag });
  expect(rebuilt.response.status).toBe(200);
  expect(rebuilt.body.toString()).toBe('var entry = 22;');
});

it('never serves a file outside the build', async () => {
  for (const outside of ['/..%2Fsecret.js', '/nested/..%2F..%2Fsecret.js', '/%2E%2E/secret.js']) {
    const { response, body } = await get(outside);
    expect(response.status).toBe(404);
    expect(body.toString()).not.toContain('secret = 1');
  }
});

it('leaves every other file and path to the routes after it', async () => {
  const map = await get(`${CHUNK}.map`);
  expect(map.response.status).toBe(404);
  expect((await get('/staff/shipments', { accept: 'text/html' })).response.status).toBe(404);
  expect((await get('/nested/')).response.status).toBe(404);
});
