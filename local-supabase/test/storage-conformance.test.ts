import type { SupabaseClient } from '@supabase/supabase-js';
import { fixtureClientFor, startTestBackend, type TestBackend } from './harness';
import path from 'node:path';

/** What @supabase/storage-js does against /storage/v1, as the service role (RLS is storage-rls.test.ts's). */

let backend: TestBackend;
let service: SupabaseClient;

beforeAll(async () => {
  backend = await startTestBackend({
    migrationsDir: path.join(__dirname, 'fixtures', 'migrations'),
    seedFile: path.join(__dirname, 'fixtures', 'seed.sql'),
  });
  service = fixtureClientFor(backend.url, backend.serviceRoleKey);
}, 60_000);
afterAll(() => backend.close());

const bytes = (text: string) => new TextEncoder().encode(text);

it('creates, lists, gets, updates, empties and deletes buckets', async () => {
  expect(await service.storage.createBucket('conf-a', { public: false, fileSizeLimit: 1024, allowedMimeTypes: ['text/plain'] })).toEqual({
    data: { name: 'conf-a' },
    error: null,
  });
  const again = await service.storage.createBucket('conf-a');
  expect(again.error).toMatchObject({ status: 409, message: 'The resource already exists' });

  const got = await service.storage.getBucket('conf-a');
  expect(got.error).toBeNull();
  expect(got.data).toMatchObject({ id: 'conf-a', name: 'conf-a', public: false, file_size_limit: 1024, allowed_mime_types: ['text/plain'] });
  const listed = await service.storage.listBuckets();
  expect(listed.data?.map((bucket) => bucket.id)).toContain('conf-a');

  expect((await service.storage.updateBucket('conf-a', { public: false, fileSizeLimit: '2MB' })).error).toBeNull();
  // Only what the update names changes: the allowed types stay.
  expect((await service.storage.getBucket('conf-a')).data).toMatchObject({ file_size_limit: 2_000_000, allowed_mime_types: ['text/plain'] });
  const onlyPublic = await fetch(`${backend.url}/storage/v1/bucket/conf-a`, {
    method: 'PUT',
    headers: { apikey: backend.serviceRoleKey, authorization: `Bearer ${backend.serviceRoleKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ public: true }),
  });
  expect(onlyPublic.status).toBe(200);
  expect((await service.storage.getBucket('conf-a')).data).toMatchObject({
    public: true,
    file_size_limit: 2_000_000,
    allowed_mime_types: ['text/plain'],
  });
  expect((await service.storage.updateBucket('conf-a', { public: false, fileSizeLimit: null, allowedMimeTypes: null })).error).toBeNull();
  expect((await service.storage.getBucket('conf-a')).data).toMatchObject({ public: false, file_size_limit: null, allowed_mime_types: null });
  const nothing = await fetch(`${backend.url}/storage/v1/bucket/conf-a`, {
    method: 'PUT',
    headers: { apikey: backend.serviceRoleKey, authorization: `Bearer ${backend.serviceRoleKey}`, 'content-type': 'application/json' },
    body: '{}',
  });
  expect(nothing.status).toBe(400);

  await service.storage.from('conf-a').upload('x.txt', bytes('x'));
  const refused = await service.storage.deleteBucket('conf-a');
  expect(refused.error).toMatchObject({ status: 409 });
  expect((await service.storage.emptyBucket('conf-a')).data).toEqual({ message: 'Successfully emptied' });
  expect((await service.storage.deleteBucket('conf-a')).data).toEqual({ message: 'Successfully deleted' });
  const missing = await service.storage.getBucket('conf-a');
  expect(missing.error).toMatchObject({ status: 404, message: 'Bucket not found' });
});

describe('objects', () => {
  const files = () => service.storage.from('conf');
  beforeAll(async () => {
    await service.storage.createBucket('conf');
  }, 30_000);

  it('uploads by POST, refuses a second POST, replaces with upsert and update, and downloads the same bytes', async () => {
    const first = await files().upload('docs/a.txt', bytes('first'), { contentType: 'text/plain' });
    expect(first.error).toBeNull();
    expect(first.data).toMatchObject({ path: 'docs/a.txt', fullPath: 'conf/docs/a.txt' });
    expect(first.data?.id).toMatch(/^[0-9a-f-]{36}$/);

    const duplicate = await files().upload('docs/a.txt', bytes('again'));
    expect(duplicate.error).toMatchObject({ status: 409, message: 'The resource already exists' });

    expect((await files().upload('docs/a.txt', bytes('second'), { upsert: true })).error).toBeNull();
    expect(await (await files().download('docs/a.txt')).data?.text()).toBe('second');
    expect((await files().update('docs/a.txt', new Blob(['third as a blob'], { type: 'text/plain' }))).error).toBeNull();
    const downloaded = await files().download('docs/a.txt');
    expect(await downloaded.data?.text()).toBe('third as a blob');

    const binary = new Uint8Array(256 * 1024).map((_, i) => (i * 31) % 256);
    expect((await files().upload('bin/data.bin', binary, { contentType: 'application/octet-stream' })).error).toBeNull();
    const back = new Uint8Array(await (await files().download('bin/data.bin')).data!.arrayBuffer());
    expect(Buffer.compare(Buffer.from(back), Buffer.from(binary))).toBe(0);

    const rows = await backend.db.query<{ metadata: Record<string, unknown>; version: string }>(
      "select metadata, version from storage.objects where bucket_id = 'conf' and name = 'bin/data.bin'",
    );
    expect(rows.rows[0]?.metadata).toMatchObject({
      size: binary.length,
      contentLength: binary.length,
      mimetype: 'application/octet-stream',
      cacheControl: 'max-age=3600',
      httpStatusCode: 200,
      eTag: expect.stringMatching(/^"[0-9a-f]{32}"$/),
      lastModified: expect.any(String),
    });
    expect(rows.rows[0]?.version).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers info and exists', async () => {
    await files().upload('info/one.txt', bytes('12345'), { contentType: 'text/plain' });
    const info = await files().info('info/one.txt');
    expect(info.error).toBeNull();
    expect(info.data).toMatchObject({ name: 'info/one.txt', size: 5, contentType: 'text/plain' });
    expect((await files().exists('info/one.txt')).data).toBe(true);
    expect((await files().exists('info/none.txt')).data).toBe(false);
  });

  it('lists folders and files under a prefix, with search, sorting and paging', async () => {
    for (const name of ['list/b.txt', 'list/a.txt', 'list/sub/c.txt', 'list/sub/deeper/d.txt', 'list/zed/e.txt', 'other/f.txt']) {
      expect((await files().upload(name, bytes(name))).error).toBeNull();
    }
    const { data, error } = await files().list('list');
    expect(error).toBeNull();
    expect(data?.map((entry) => [entry.name, entry.id === null])).toEqual([
      ['a.txt', false],
      ['b.txt', false],
      ['sub', true],
      ['zed', true],
    ]);
    expect(data?.[0]).toMatchObject({ metadata: { size: 10, mimetype: 'text/plain;charset=UTF-8' } });
    expect((await files().list('list/sub')).data?.map((entry) => entry.name)).toEqual(['c.txt', 'deeper']);
    expect((await files().list('list', { search: 'b' })).data?.map((entry) => entry.name)).toEqual(['b.txt']);
    expect((await files().list('list', { limit: 2, offset: 1 })).data?.map((entry) => entry.name)).toEqual(['b.txt', 'sub']);
    expect((await files().list('list', { sortBy: { column: 'name', order: 'desc' } })).data?.map((entry) => entry.name)).toEqual([
      'zed',
      'sub',
      'b.txt',
      'a.txt',
    ]);
    expect((await files().list()).data?.map((entry) => entry.name)).toEqual(expect.arrayContaining(['list', 'other']));
  });

  it('moves, copies and removes', async () => {
    await files().upload('mv/from.txt', bytes('moving'));
    expect(await files().move('mv/from.txt', 'mv/to.txt')).toEqual({ data: { message: 'Successfully moved' }, error: null });
    expect((await files().download('mv/from.txt')).error).toMatchObject({ status: 404 });
    expect(await (await files().download('mv/to.txt')).data?.text()).toBe('moving');
    expect((await files().copy('mv/to.txt', 'mv/copy.txt')).data).toEqual({ path: 'conf/mv/copy.txt' });
    expect(await (await files().download('mv/copy.txt')).data?.text()).toBe('moving');

    const removed = await files().remove(['mv/to.txt', 'mv/copy.txt', 'mv/never.txt']);
    expect(removed.error).toBeNull();
    expect(removed.data?.map((row) => row.name).sort()).toEqual(['mv/copy.txt', 'mv/to.txt']);
    expect((await files().download('mv/to.txt')).error).toMatchObject({ status: 404 });
    expect((await files().move('mv/to.txt', 'mv/again.txt')).error).toMatchObject({ status: 404, message: 'Object not found' });
  });

  it('signs download URLs that work, expire and cannot be altered', async () => {
    await files().upload('signed/report.pdf', bytes('%PDF-1.4 pretend'), { contentType: 'application/pdf' });
    const signed = await files().createSignedUrl('signed/report.pdf', 60);
    expect(signed.error).toBeNull();
    const response = await fetch(signed.data!.signedUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(await response.text()).toBe('%PDF-1.4 pretend');

    const withName = await files().createSignedUrl('signed/report.pdf', 60, { download: 'Mon rapport.pdf' });
    const attachment = await fetch(withName.data!.signedUrl);
    expect(attachment.headers.get('content-disposition')).toBe(`attachment; filename="Mon rapport.pdf"; filename*=UTF-8''Mon%20rapport.pdf`);

    const url = new URL(signed.data!.signedUrl);
    const token = url.searchParams.get('token')!;
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const altered = Buffer.from(JSON.stringify({ ...claims, url: 'conf/signed/other.pdf' })).toString('base64url');
    const otherPath = await fetch(`${backend.url}/storage/v1/object/sign/conf/signed/other.pdf?token=${header}.${altered}.${signature}`);
    expect(otherPath.status).toBe(400);
    expect(await otherPath.json()).toMatchObject({ statusCode: '400', error: 'Unauthorized' });
    const samePathOtherToken = await fetch(`${backend.url}/storage/v1/object/sign/conf/signed/report.pdf?token=${header}.${altered}.${signature}`);
    expect(samePathOtherToken.status).toBe(400);
    const wrongPath = await fetch(url.toString().replace('report.pdf', 'other.pdf'));
    expect(wrongPath.status).toBe(400);

    const expired = await files().createSignedUrl('signed/report.pdf', 1);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const late = await fetch(expired.data!.signedUrl);
    expect(late.status).toBe(400);
    expect(await late.json()).toEqual({ statusCode: '400', code: 'InvalidJWT', error: 'Unauthorized', message: 'jwt expired' });

    const many = await files().createSignedUrls(['signed/report.pdf', 'signed/missing.pdf'], 60);
    expect(many.error).toBeNull();
    expect(many.data?.[0]).toMatchObject({ path: 'signed/report.pdf', error: null });
    expect(many.data?.[1]).toMatchObject({ path: 'signed/missing.pdf', signedUrl: null });
    expect((await fetch(many.data![0]!.signedUrl!)).status).toBe(200);
  });

  it('hands out signed upload URLs that take one upload to that path', async () => {
    const signed = await files().createSignedUploadUrl('up/by-url.txt');
    expect(signed.error).toBeNull();
    const uploaded = await files().uploadToSignedUrl('up/by-url.txt', signed.data!.token, bytes('via signed url'), { contentType: 'text/plain' });
    expect(uploaded.error).toBeNull();
    expect(uploaded.data).toMatchObject({ path: 'up/by-url.txt', fullPath: 'conf/up/by-url.txt' });
    expect(await (await files().download('up/by-url.txt')).data?.text()).toBe('via signed url');

    const elsewhere = await files().uploadToSignedUrl('up/elsewhere.txt', signed.data!.token, bytes('no'));
    expect(elsewhere.error).toMatchObject({ status: 400 });
    const again = await files().uploadToSignedUrl('up/by-url.txt', signed.data!.token, bytes('twice'));
    expect(again.error).toMatchObject({ status: 409 });
  });

  it('answers Range requests with the bytes asked for', async () => {
    await files().upload('range/digits.txt', bytes('0123456789'), { contentType: 'text/plain' });
    const url = `${backend.url}/storage/v1/object/authenticated/conf/range/digits.txt`;
    const auth = { authorization: `Bearer ${backend.serviceRoleKey}` };
    const middle = await fetch(url, { headers: { ...auth, range: 'bytes=2-5' } });
    expect(middle.status).toBe(206);
    expect(middle.headers.get('content-range')).toBe('bytes 2-5/10');
    expect(await middle.text()).toBe('2345');
    const tail = await fetch(url, { headers: { ...auth, range: 'bytes=-3' } });
    expect(await tail.text()).toBe('789');
    const open = await fetch(url, { headers: { ...auth, range: 'bytes=7-' } });
    expect(await open.text()).toBe('789');
    const beyond = await fetch(url, { headers: { ...auth, range: 'bytes=20-30' } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe('bytes */10');
    expect(await beyond.json()).toMatchObject({ statusCode: '416' });
  });

  it('answers a matching If-None-Match with 304 and serves public buckets without a token', async () => {
    await files().upload('cache/one.txt', bytes('cached'));
    const first = await fetch(`${backend.url}/storage/v1/object/authenticated/conf/cache/one.txt`, {
      headers: { authorization: `Bearer ${backend.serviceRoleKey}` },
    });
    const etag = first.headers.get('etag')!;
    const again = await fetch(`${backend.url}/storage/v1/object/authenticated/conf/cache/one.txt`, {
      headers: { authorization: `Bearer ${backend.serviceRoleKey}`, 'if-none-match': etag },
    });
    expect(again.status).toBe(304);

    await service.storage.createBucket('conf-public', { public: true });
    await service.storage.from('conf-public').upload('logo.png', bytes('png'), { contentType: 'image/png' });
    const open = await fetch(service.storage.from('conf-public').getPublicUrl('logo.png').data.publicUrl);
    expect(open.status).toBe(200);
    expect(open.headers.get('content-disposition')).toBe(`inline; filename="logo.png"; filename*=UTF-8''logo.png`);
    const closed = await fetch(service.storage.from('conf').getPublicUrl('cache/one.txt').data.publicUrl);
    expect(closed.status).toBe(404);
  });

  it('puts objects in-process as the service role', async () => {
    const put = await backend.storage.putObject('conf', 'seeded/demo.pdf', bytes('%PDF-1.4 demo'), 'application/pdf');
    expect(put).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), key: 'conf/seeded/demo.pdf' });
    expect(await (await files().download('seeded/demo.pdf')).data?.text()).toBe('%PDF-1.4 demo');
    await backend.storage.putObject('conf', 'seeded/demo.pdf', bytes('%PDF-1.4 replaced'), 'application/pdf');
    expect(await (await files().download('seeded/demo.pdf')).data?.text()).toBe('%PDF-1.4 replaced');
  });
});
