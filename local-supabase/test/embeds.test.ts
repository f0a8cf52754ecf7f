import path from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { fixtureClientFor, startTestBackend, type TestBackend } from './harness';

/** Embeds take the shape PostgREST gives them: a table joined by a key that is also its own key is one object, not a list. */

let backend: TestBackend;
let service: SupabaseClient;

beforeAll(async () => {
  backend = await startTestBackend({
    migrationsDir: path.join(__dirname, 'fixtures', 'migrations'),
    seedFile: path.join(__dirname, 'fixtures', 'seed.sql'),
  });
  service = fixtureClientFor(backend.url, backend.serviceRoleKey);
  const { data: note } = await service.from('notes').select('id').single();
  const { error } = await service.from('note_reviews').insert({ note_id: (note as { id: number }).id, verdict: 'kept' });
  expect(error).toBeNull();
  expect((await service.from('notes').insert({ body: 'unreviewed' })).error).toBeNull();
}, 60_000);

afterAll(() => backend?.close());

it('embeds a one-to-one table as an object, or null where it has no row, from either side', async () => {
  const { data, error } = await service.from('notes').select('body, note_reviews(verdict)').order('id');
  expect(error).toBeNull();
  expect(data).toEqual([
    { body: 'seeded', note_reviews: { verdict: 'kept' } },
    { body: 'unreviewed', note_reviews: null },
  ]);
  const back = await service.from('note_reviews').select('verdict, notes(body)');
  expect(back.data).toEqual([{ verdict: 'kept', notes: { body: 'seeded' } }]);
});
