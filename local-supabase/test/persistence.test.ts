import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startLocalSupabase, type LocalSupabase } from '../src/index';
import { fixtureClientFor } from './harness';

const fixtures = path.join(__dirname, 'fixtures');
let dataDir: string;

const start = (reset = false) =>
  startLocalSupabase({
    port: 0,
    dataDir,
    reset,
    migrationsDir: path.join(fixtures, 'migrations'),
    seedFile: path.join(fixtures, 'seed.sql'),
  });

async function noteBodies(server: LocalSupabase): Promise<string[]> {
  const { data, error } = await fixtureClientFor(server.url, server.anonKey).from('notes').select('body').order('id');
  if (error) throw new Error(error.message);
  return (data ?? []).map((row) => row.body as string);
}

beforeAll(() => {
  dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'local-supabase-')), 'data');
});

afterAll(() => rmSync(path.dirname(dataDir), { recursive: true, force: true }));

it('keeps writes across a restart, seeds only once, and starts clean on reset', async () => {
  const first = await start();
  expect(await noteBodies(first)).toEqual(['seeded']);
  const write = await fixtureClientFor(first.url, first.serviceRoleKey).from('notes').insert({ body: 'written before restart' });
  expect(write.error).toBeNull();
  await first.close();

  const second = await start();
  expect(await noteBodies(second)).toEqual(['seeded', 'written before restart']);
  const migrations = await second.db.query('select version from supabase_migrations.schema_migrations');
  expect(migrations.rows).toEqual([{ version: '20250101000000_notes' }, { version: '20250101000001_note_reviews' }]);
  await second.close();

  const third = await start(true);
  expect(await noteBodies(third)).toEqual(['seeded']);
  await third.close();
}, 120_000);
