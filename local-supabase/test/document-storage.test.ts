import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@export-portal/shared-domain';
import { clientFor, signedInClient, startTestBackend, type TestBackend } from './harness';
import { DEMO_PASSWORDS } from './demo-accounts';

/**
 * Who may do what with the files of the `documents` bucket, tried through the Storage API as
 * each demo user: the policies of supabase/migrations decide, evaluated as the caller. A client
 * reaches a file only through a document of their own customer, never through its path.
 */

type Client = SupabaseClient<Database>;

let backend: TestBackend;
let service: Client;
let anon: Client;
let staff: Client;
let admin: Client;
let client1: Client;
let client2: Client;

const CLIENT1_CUSTOMER = 'c0000000-0000-4000-8000-000000000001';
const CLIENT2_CUSTOMER = 'c0000000-0000-4000-8000-000000000002';

const pdf = (text: string) => new TextEncoder().encode(`%PDF-1.4\n% ${text}\n%%EOF\n`);

interface Filed {
  documentId: string;
  path: string;
  bytes: Uint8Array;
}

/** Staff upload a paper for a customer and file it as a new document, as Upload Document does. */
async function fileDocument(customerId: string, name = 'title.pdf'): Promise<Filed> {
  const documentId = randomUUID();
  const path = `${customerId}/${documentId}/${randomUUID()}/${name}`;
  const bytes = pdf(`${customerId} ${documentId}`);
  const upload = await staff.storage.from('documents').upload(path, bytes, { contentType: 'application/pdf' });
  if (upload.error) throw upload.error;
  const { error } = await staff.rpc('add_document', {
    p_document_id: documentId,
    p_document_name: 'Title',
    p_document_type: 'title',
    p_document_number: null,
    p_issue_date: null,
    p_expiry_date: null,
    p_customer_id: customerId,
    p_vehicle_id: null,
    p_shipment_id: null,
    p_notes: null,
    p_object_path: path,
    p_file_name: name,
  } as never);
  if (error) throw error;
  return { documentId, path, bytes };
}

async function bytesOf(blob: Blob | null): Promise<Uint8Array | null> {
  return blob ? new Uint8Array(await blob.arrayBuffer()) : null;
}

let mine: Filed;
let theirs: Filed;

beforeAll(async () => {
  backend = await startTestBackend();
  service = clientFor(backend.url, backend.serviceRoleKey);
  anon = clientFor(backend.url, backend.anonKey);
  admin = await signedInClient('admin@demo.test', DEMO_PASSWORDS.admin, backend);
  staff = await signedInClient('staff@demo.test', DEMO_PASSWORDS.staff, backend);
  client1 = await signedInClient('client1@demo.test', DEMO_PASSWORDS.client1, backend);
  client2 = await signedInClient('client2@demo.test', DEMO_PASSWORDS.client2, backend);
  mine = await fileDocument(CLIENT1_CUSTOMER);
  theirs = await fileDocument(CLIENT2_CUSTOMER);
}, 60_000);

afterAll(async () => {
  await backend?.close();
});

describe('the documents bucket', () => {
  it('is private, takes PDF, JPEG and PNG up to 20 MB', async () => {
    const { data } = await service.storage.getBucket('documents');
    expect(data).toMatchObject({
      public: false,
      file_size_limit: 20 * 1024 * 1024,
      allowed_mime_types: ['application/pdf', 'image/jpeg', 'image/png'],
    });
  });

  it('refuses a file over 20 MB with 413 and another type with 415, in Storage’s error shape', async () => {
    const path = `${CLIENT1_CUSTOMER}/${randomUUID()}/${randomUUID()}/big.pdf`;
    const big = await staff.storage.from('documents').upload(path, new Uint8Array(20 * 1024 * 1024 + 1), { contentType: 'application/pdf' });
    expect(big.error).toMatchObject({ status: 413, message: 'The object exceeded the maximum allowed size' });
    const page = await staff.storage.from('documents').upload(path.replace('big.pdf', 'page.html'), new TextEncoder().encode('<script>'), {
      contentType: 'text/html',
    });
    expect(page.error).toMatchObject({ status: 415, message: 'mime type text/html is not supported' });
    const { rows } = await backend.db.query('select 1 from storage.objects where name like $1', [`${path.split('/').slice(0, 2).join('/')}/%`]);
    expect(rows).toEqual([]);
  });
});

describe('a client', () => {
  it('downloads and signs the files of their own documents', async () => {
    const { data } = await client1.storage.from('documents').download(mine.path);
    expect(await bytesOf(data)).toEqual(mine.bytes);
    const signed = await client1.storage.from('documents').createSignedUrl(mine.path, 60, { download: 'title.pdf' });
    expect(signed.error).toBeNull();
    const response = await fetch(signed.data!.signedUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('attachment');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(mine.bytes);
  });

  it('cannot download, sign, list, overwrite or remove another client’s file, by its path or a guessed one', async () => {
    const files = client1.storage.from('documents');
    expect((await files.download(theirs.path)).data).toBeNull();
    expect((await files.createSignedUrl(theirs.path, 60)).data).toBeNull();
    expect((await files.createSignedUrls([theirs.path], 60)).data?.[0]?.signedUrl ?? null).toBeNull();
    expect((await files.list(`${CLIENT2_CUSTOMER}/${theirs.documentId}`)).data).toEqual([]);
    expect((await files.list(CLIENT2_CUSTOMER)).data).toEqual([]);
    expect((await files.download(`${mine.path.split('/').slice(0, 2).join('/')}/../../${theirs.path}`)).data).toBeNull();
    const escaped = await fetch(`${backend.url}/storage/v1/object/authenticated/documents/${CLIENT1_CUSTOMER}/..%2F${theirs.path}`, {
      headers: { apikey: backend.anonKey, Authorization: `Bearer ${(await client1.auth.getSession()).data.session!.access_token}` },
    });
    expect(escaped.status).toBeGreaterThanOrEqual(400);
    expect(escaped.status).toBeLessThan(500);

    const overwrite = await files.upload(theirs.path, pdf('forged'), { contentType: 'application/pdf', upsert: true });
    expect(overwrite.error).not.toBeNull();
    await files.remove([theirs.path]);
    const { data } = await staff.storage.from('documents').download(theirs.path);
    expect(await bytesOf(data)).toEqual(theirs.bytes);
  });

  it('cannot read a file placed under their own folder that no document of theirs refers to', async () => {
    const loose = `${CLIENT1_CUSTOMER}/${randomUUID()}/${randomUUID()}/loose.pdf`;
    await staff.storage.from('documents').upload(loose, pdf('loose'), { contentType: 'application/pdf' });
    expect((await client1.storage.from('documents').download(loose)).data).toBeNull();
    const listed = await client1.storage.from('documents').list(CLIENT1_CUSTOMER, { limit: 1000 });
    expect(listed.data?.map((entry) => entry.name)).not.toContain(loose.split('/')[1]);
  });

  it('cannot upload or remove files, even of their own documents', async () => {
    const own = `${CLIENT1_CUSTOMER}/${mine.documentId}/${randomUUID()}/mine.pdf`;
    const upload = await client1.storage.from('documents').upload(own, pdf('mine'), { contentType: 'application/pdf' });
    expect(upload.error).toMatchObject({ status: 403 });
    await client1.storage.from('documents').remove([mine.path]);
    expect((await client1.storage.from('documents').download(mine.path)).data).not.toBeNull();
  });

  it('follows the documents table: once the document is another customer’s, its files are theirs', async () => {
    const moved = await fileDocument(CLIENT1_CUSTOMER, 'moved.pdf');
    expect((await client1.storage.from('documents').download(moved.path)).data).not.toBeNull();
    await admin.from('documents').update({ customer_id: CLIENT2_CUSTOMER }).eq('id', moved.documentId);
    expect((await client1.storage.from('documents').download(moved.path)).data).toBeNull();
    expect(await bytesOf((await client2.storage.from('documents').download(moved.path)).data)).toEqual(moved.bytes);
  });
});

describe('a file’s name', () => {
  it('with quotes, unicode and 255 characters is kept with its version and downloaded under a safe header', async () => {
    const name = `Titre « l’été » "copie"\r\nX-Injected: 1 ${'é'.repeat(200)}`.slice(0, 251).concat('.pdf');
    const filed = await fileDocument(CLIENT1_CUSTOMER, 'renamed.pdf');
    const renewedPath = `${CLIENT1_CUSTOMER}/${filed.documentId}/${randomUUID()}/renamed.pdf`;
    await staff.storage.from('documents').upload(renewedPath, pdf('renewed'), { contentType: 'application/pdf' });
    const renewed = await staff.rpc('renew_document', {
      p_document_id: filed.documentId,
      p_object_path: renewedPath,
      p_file_name: name,
      p_issue_date: null,
      p_expiry_date: null,
      p_document_number: null,
    } as never);
    expect(renewed.error).toBeNull();
    const { data: version } = await client1.from('document_files').select('file_name').eq('object_path', renewedPath).single();
    expect(version?.file_name).toBe(name);

    const signed = await client1.storage.from('documents').createSignedUrl(renewedPath, 60, { download: name });
    const response = await fetch(signed.data!.signedUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-injected')).toBeNull();
    const disposition = response.headers.get('content-disposition') ?? '';
    expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]*"; filename\*=UTF-8''[A-Za-z0-9%._~!$&+^`|-]+$/);
    expect(decodeURIComponent(disposition.split("UTF-8''")[1]!)).toBe(name);
  });
});

describe('a signed URL', () => {
  it('is refused once expired or when altered', async () => {
    const short = await client1.storage.from('documents').createSignedUrl(mine.path, 1);
    const altered = short.data!.signedUrl.replace(/token=([^&]+)/, (_m, token: string) => `token=${token.slice(0, -2)}xx`);
    const tampered = await fetch(altered);
    expect(tampered.status).toBe(400);
    expect(await tampered.json()).toMatchObject({ statusCode: '400', error: 'Unauthorized' });
    const elsewhere = short.data!.signedUrl.replace(mine.path, theirs.path);
    expect((await fetch(elsewhere)).status).toBe(400);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const expired = await fetch(short.data!.signedUrl);
    expect(expired.status).toBe(400);
    expect(await expired.json()).toMatchObject({ statusCode: '400' });
  });

  it('is valid for seven days at most: a longer one is refused, one at a time or several together', async () => {
    const week = 7 * 24 * 60 * 60;
    const files = client1.storage.from('documents');
    expect((await files.createSignedUrl(mine.path, week)).error).toBeNull();
    const longer = await files.createSignedUrl(mine.path, week + 1);
    expect(longer.data).toBeNull();
    expect(longer.error).toMatchObject({
      status: 400,
      message: 'expiresIn must be at most 604800 seconds: a signed link is valid for 7 days at most',
    });
    const century = await files.createSignedUrls([mine.path], 100 * 365 * 24 * 60 * 60);
    expect(century.data).toBeNull();
    expect(century.error).toMatchObject({ status: 400 });
  });
});

describe('nobody signed in', () => {
  it('reads, lists and signs nothing', async () => {
    const files = anon.storage.from('documents');
    expect((await files.download(mine.path)).data).toBeNull();
    expect((await files.list(CLIENT1_CUSTOMER)).data ?? []).toEqual([]);
    expect((await files.createSignedUrl(mine.path, 60)).data).toBeNull();
    expect(
      (await files.upload(`company/${randomUUID()}/${randomUUID()}/a.pdf`, pdf('anon'), { contentType: 'application/pdf' })).error,
    ).not.toBeNull();
  });
});

describe('staff and admins', () => {
  it('read every file, and remove only files no document version refers to', async () => {
    for (const as of [staff, admin]) {
      expect(await bytesOf((await as.storage.from('documents').download(theirs.path)).data)).toEqual(theirs.bytes);
    }
    await admin.storage.from('documents').remove([theirs.path]);
    expect((await staff.storage.from('documents').download(theirs.path)).data).not.toBeNull();

    const loose = `company/${randomUUID()}/${randomUUID()}/abandoned.pdf`;
    await staff.storage.from('documents').upload(loose, pdf('abandoned'), { contentType: 'application/pdf' });
    const removed = await staff.storage.from('documents').remove([loose]);
    expect(removed.data?.map((object) => object.name)).toEqual([loose]);
    expect((await staff.storage.from('documents').download(loose)).data).toBeNull();
  });

  it('never replace a file a version refers to: a renewal is a new file', async () => {
    const replaced = await staff.storage.from('documents').upload(mine.path, pdf('replaced'), { contentType: 'application/pdf', upsert: true });
    expect(replaced.error).not.toBeNull();
    expect(await bytesOf((await staff.storage.from('documents').download(mine.path)).data)).toEqual(mine.bytes);
  });
});
