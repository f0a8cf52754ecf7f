import { request as httpRequest } from 'node:http';
import path from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { fixtureClientFor, startTestBackend, type TestBackend } from './harness';

/** Bucket limits, odd names and malformed requests: every refusal in Storage's JSON shape, never a 500. */

let backend: TestBackend;
let service: SupabaseClient;
let headers: Record<string, string>;

beforeAll(async () => {
  backend = await startTestBackend({
    migrationsDir: path.join(__dirname, 'fixtures', 'migrations'),
    seedFile: path.join(__dirname, 'fixtures', 'seed.sql'),
  });
  service = fixtureClientFor(backend.url, backend.serviceRoleKey);
  headers = { apikey: backend.serviceRoleKey, authorization: `Bearer ${backend.serviceRoleKey}` };
  await service.storage.createBucket('limited', { public: false, fileSizeLimit: 1024, allowedMimeTypes: ['application/pdf', 'image/*'] });
  await service.storage.createBucket('open');
}, 60_000);
afterAll(() => backend.close());

const storageUrl = (rest: string) => `${backend.url}/storage/v1${rest}`;

/** A request sent byte for byte, for paths fetch() would normalise. */
function rawRequest(method: string, requestPath: string, body = ''): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const url = new URL(backend.url);
    const req = httpRequest(
      { host: url.hostname, port: url.port, method, path: requestPath, headers: { ...headers, 'content-type': 'text/plain' } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

it('refuses an object over the bucket limit with 413 and a type the bucket does not take with 415', async () => {
  const big = new Uint8Array(2048);
  const tooLarge = await fetch(storageUrl('/object/limited/big.pdf'), {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/pdf' },
    body: big,
  });
  expect(tooLarge.status).toBe(413);
  expect(await tooLarge.json()).toEqual({
    statusCode: '413',
    code: 'EntityTooLarge',
    error: 'Payload too large',
    message: 'The object exceeded the maximum allowed size',
  });
  const viaClient = await service.storage.from('limited').upload('big-blob.pdf', new Blob([big], { type: 'application/pdf' }));
  expect(viaClient.error).toMatchObject({ status: 413, message: 'The object exceeded the maximum allowed size' });

  const wrongType = await service.storage.from('limited').upload('note.txt', new TextEncoder().encode('hi'), { contentType: 'text/plain' });
  expect(wrongType.error).toMatchObject({ status: 415, message: 'mime type text/plain is not supported' });
  expect((await service.storage.from('limited').upload('photo.png', new Uint8Array(10), { contentType: 'image/png' })).error).toBeNull();
  expect((await service.storage.from('limited').upload('doc.pdf', new Uint8Array(1024), { contentType: 'application/pdf' })).error).toBeNull();
  const rows = await backend.db.query("select name from storage.objects where bucket_id = 'limited' order by name");
  expect(rows.rows).toEqual([{ name: 'doc.pdf' }, { name: 'photo.png' }]);
});

it('answers a missing bucket and a missing object with 404', async () => {
  const upload = await service.storage.from('nowhere').upload('a.txt', new Uint8Array(1));
  expect(upload.error).toMatchObject({ status: 404, message: 'Bucket not found' });
  const response = await fetch(storageUrl('/object/open/missing.txt'), { headers });
  expect(response.status).toBe(404);
  expect(await response.json()).toEqual({ statusCode: '404', code: 'NoSuchKey', error: 'not_found', message: 'Object not found' });
});

it('refuses keys with traversal, empty segments, control characters or too many bytes', async () => {
  // As the storage server: S3's characters to avoid (a double quote among them) and invisible characters too.
  const refused = ['a/..%2Fb', '..%2Fetc', './a', 'a//b', 'a%01b', '%2Fleading', `${'x'.repeat(1025)}`, encodeURIComponent('é'.repeat(513)), 'dir/'];
  refused.push('say%22hi%22.pdf', 'a%23b', '100%25.pdf', 'back%5Cslash', 'zero%E2%80%8Bwidth', 'rtl%E2%80%AEfdp.exe');
  for (const key of refused) {
    const response = await rawRequest('POST', `/storage/v1/object/open/${key}`, 'body');
    expect([key, response.status]).toEqual([key, 400]);
    expect(JSON.parse(response.body)).toMatchObject({ statusCode: '400', code: 'InvalidKey', error: 'Invalid Input' });
  }
  const moved = await service.storage.from('open').move('x.txt', '../x.txt');
  expect(moved.error).toMatchObject({ status: 400 });
  expect((await backend.db.query("select count(*)::int as n from storage.objects where bucket_id = 'open'")).rows).toEqual([{ n: 0 }]);
});

it('stores a 300-character unicode name with apostrophes and folders, and sends a safe Content-Disposition', async () => {
  const stem = "Facture 'finale' d'été – 文件 ✓ (copie) ";
  const fileName = `${stem.repeat(12).slice(0, 296)}.pdf`;
  expect([...fileName].length).toBe(300);
  const name = `dossier/sous-dossier/${fileName}`;
  const uploaded = await service.storage.from('open').upload(name, new TextEncoder().encode('%PDF-1.4 ünïcødé'), { contentType: 'application/pdf' });
  expect(uploaded.error).toBeNull();
  expect((await service.storage.from('open').list('dossier/sous-dossier')).data?.map((entry) => entry.name)).toEqual([fileName]);

  const response = await fetch(storageUrl(`/object/authenticated/open/${name.split('/').map(encodeURIComponent).join('/')}`), { headers });
  expect(response.status).toBe(200);
  expect(await response.text()).toBe('%PDF-1.4 ünïcødé');
  const disposition = response.headers.get('content-disposition')!;
  expect(disposition).toMatch(/^inline; filename="[\x20-\x21\x23-\x7e]+"; filename\*=UTF-8''[A-Za-z0-9%._~!-]+$/);
  expect(decodeURIComponent(disposition.split("UTF-8''")[1]!)).toBe(fileName);
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('content-type')).toBe('application/pdf');
  expect(response.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/);
  expect(response.headers.get('cache-control')).toBe('max-age=3600');
  expect(response.headers.get('last-modified')).toMatch(/GMT$/);
  expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength('%PDF-1.4 ünïcødé')));

  const hostile = await fetch(
    storageUrl(
      `/object/authenticated/open/${name.split('/').map(encodeURIComponent).join('/')}?download=${encodeURIComponent('a"b\r\nSet-Cookie: x=y;.pdf')}`,
    ),
    { headers },
  );
  expect(hostile.headers.get('content-disposition')).toBe(
    `attachment; filename="a_b__Set-Cookie: x=y_.pdf"; filename*=UTF-8''a%22b%0D%0ASet-Cookie%3A%20x%3Dy%3B.pdf`,
  );
  expect(hostile.headers.get('set-cookie')).toBeNull();

  const signed = await service.storage.from('open').createSignedUrl(name, 60, { download: true });
  expect(signed.error).toBeNull();
  const viaSignedUrl = await fetch(signed.data!.signedUrl);
  expect(viaSignedUrl.status).toBe(200);
  expect(await viaSignedUrl.text()).toBe('%PDF-1.4 ünïcødé');
  expect(viaSignedUrl.headers.get('content-disposition')).toMatch(/^attachment; filename="[\x20-\x21\x23-\x7e]+"; filename\*=UTF-8''/);
});

it('never lets an upload render as a page: HTML and SVG are attachments under a sandboxing CSP', async () => {
  for (const [name, type] of [
    ['page.html', 'text/html'],
    ['image.svg', 'image/svg+xml'],
  ] as const) {
    await service.storage.from('open').upload(name, new TextEncoder().encode('<script>alert(1)</script>'), { contentType: type });
    const response = await fetch(storageUrl(`/object/authenticated/open/${name}`), { headers });
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; /);
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  }
  const crlf = await rawRequest('POST', '/storage/v1/object/open/evil%0D%0ASet-Cookie:%20a=b.txt', 'x');
  expect(crlf.status).toBe(400);
});

it('caps uploads to buckets without a limit at 50 MiB', async () => {
  const declared = await new Promise<number>((resolve, reject) => {
    const url = new URL(backend.url);
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        method: 'POST',
        path: '/storage/v1/object/open/huge2.bin',
        headers: { ...headers, 'content-type': 'application/octet-stream', 'content-length': String(60 * 1024 * 1024) },
      },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    req.on('error', reject);
    req.write(Buffer.alloc(1024));
  });
  expect(declared).toBe(413);
});

it('answers malformed requests with 4xx in Storage shape', async () => {
  const cases: Array<[string, string, RequestInit]> = [
    ['bad JSON', '/bucket', { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: '{"id":' }],
    ['missing bucket name', '/bucket', { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: '{}' }],
    ['bad bucket name', '/bucket', { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: '{"name":"a/b"}' }],
    ['list with a bad limit', '/object/list/open', { method: 'POST', headers, body: JSON.stringify({ prefix: '', limit: -1 }) }],
    [
      'list with a bad sort',
      '/object/list/open',
      { method: 'POST', headers, body: JSON.stringify({ prefix: '', sortBy: { column: 'name; drop table x' } }) },
    ],
    ['remove without prefixes', '/object/open', { method: 'DELETE', headers, body: '{}' }],
    ['move without keys', '/object/move', { method: 'POST', headers, body: '{"bucketId":"open"}' }],
    ['sign without expiresIn', '/object/sign/open/a.txt', { method: 'POST', headers, body: '{}' }],
    ['signed download without token', '/object/sign/open/a.txt', { method: 'GET' }],
    ['signed download with junk token', '/object/sign/open/a.txt?token=junk', { method: 'GET' }],
    ['signed upload with junk token', '/object/upload/sign/open/a.txt?token=a.b.c', { method: 'PUT', body: 'x' }],
    ['wrong method', '/bucket', { method: 'PATCH', headers }],
    ['unknown route', '/nothing/here', { method: 'GET', headers }],
    ['bad API key', '/bucket', { method: 'GET', headers: { apikey: 'nope', authorization: 'Bearer nope' } }],
    ['no API key', '/bucket', { method: 'GET' }],
    ['bad percent-encoding', '/object/open/%E0%A4%A', { method: 'GET', headers }],
    [
      'multipart without a file',
      '/object/open/form.txt',
      {
        method: 'POST',
        headers,
        body: (() => {
          const form = new FormData();
          form.append('cacheControl', '3600');
          return form;
        })(),
      },
    ],
    ['broken multipart', '/object/open/form2.txt', { method: 'POST', headers: { ...headers, 'content-type': 'multipart/form-data' }, body: 'x' }],
  ];
  for (const [label, route, init] of cases) {
    const response = await fetch(storageUrl(route), init);
    const body = await response.json();
    expect([label, response.status >= 400 && response.status < 500]).toEqual([label, true]);
    expect([label, body]).toEqual([
      label,
      { statusCode: String(response.status), code: expect.any(String), error: expect.any(String), message: expect.any(String) },
    ]);
  }
});

it('keeps serving other requests while an upload is still arriving', async () => {
  const url = new URL(backend.url);
  const slow = httpRequest({
    host: url.hostname,
    port: url.port,
    method: 'POST',
    path: '/storage/v1/object/open/slow.bin',
    headers: { ...headers, 'content-type': 'application/octet-stream', 'content-length': '2048' },
  });
  const answered = new Promise<number>((resolve, reject) => {
    slow.on('response', (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    slow.on('error', reject);
  });
  slow.write(Buffer.alloc(1024));
  const started = Date.now();
  const listed = await service.storage.from('open').list();
  const notes = await fixtureClientFor(backend.url, backend.anonKey).from('notes').select('body');
  expect(listed.error).toBeNull();
  expect(notes.error).toBeNull();
  expect(Date.now() - started).toBeLessThan(2000);
  slow.end(Buffer.alloc(1024));
  expect(await answered).toBe(200);
});
