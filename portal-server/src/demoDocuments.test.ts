import { clientFor, startTestBackend, type TestBackend } from '@export-portal/local-supabase/testing';
import { demoFileName, fileDemoDocuments } from './demoDocuments';

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend();
}, 60_000);

afterAll(async () => {
  await backend?.close();
});

it('names a file after its document in characters every system accepts', () => {
  expect(demoFileName('Bill of Lading 003')).toBe('Bill-of-Lading-003.pdf');
  expect(demoFileName('Titre · Québec / 2026')).toBe('Titre-Quebec-2026.pdf');
  expect(demoFileName('···')).toBe('document.pdf');
});

it('gives every seeded document a real PDF, filed as its first version, once', async () => {
  const service = clientFor(backend.url, backend.serviceRoleKey);
  const filed = await fileDemoDocuments(backend.url, backend.serviceRoleKey);
  const { count: seeded } = await service.from('documents').select('id', { count: 'exact', head: true });
  expect(filed).toBe(seeded);
  expect(filed).toBeGreaterThan(64);

  const { data: document } = await service
    .from('documents')
    .select('id,file_path,file_name,file_size,mime_type')
    .eq('id', 'd0c00000-0000-4000-8000-000000000003')
    .single();
  expect(document).toMatchObject({ file_name: 'Bill-of-Lading-003.pdf', mime_type: 'application/pdf' });
  const { data: file, error } = await service.storage.from('documents').download(document!.file_path!);
  expect(error).toBeNull();
  const bytes = new Uint8Array(await file!.arrayBuffer());
  expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
  expect(document!.file_size).toBe(bytes.length);

  const { data: versions } = await service.from('document_files').select('version').eq('document_id', document!.id);
  expect(versions).toEqual([{ version: 1 }]);
  expect(await fileDemoDocuments(backend.url, backend.serviceRoleKey)).toBe(0);
}, 60_000);
