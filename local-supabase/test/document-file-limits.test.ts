import { DOCUMENT_FILE_LIMIT_BYTES, DOCUMENT_FILE_TYPES } from '@export-portal/shared-domain/document-files';
import { startTestBackend, type TestBackend } from './harness';

/** The limits the Upload dialog tells before sending are the bucket's own. */

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend();
}, 60_000);

afterAll(async () => {
  await backend?.close();
});

it("the documents bucket's size limit and types are shared-domain's", async () => {
  const { rows } = await backend.db.query<{ file_size_limit: string; allowed_mime_types: string[] }>(
    `select file_size_limit, allowed_mime_types from storage.buckets where id = 'documents'`,
  );
  expect(rows).toHaveLength(1);
  expect(Number(rows[0]!.file_size_limit)).toBe(DOCUMENT_FILE_LIMIT_BYTES);
  expect([...rows[0]!.allowed_mime_types].sort()).toEqual([...DOCUMENT_FILE_TYPES].sort());
});
