import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const generator = path.join(__dirname, '..', 'scripts', 'gen-schema.cjs');
const repositoryRoot = path.join(__dirname, '..', '..');
const committedFile = path.join(repositoryRoot, 'supabase', 'schema.sql');

/**
 * supabase/schema.sql is the schema the migrations build, readable in one place: a migration
 * without a regenerated file (`npm run gen:schema`) fails here.
 */
describe('supabase/schema.sql', () => {
  let generated: string;

  beforeAll(async () => {
    ({ stdout: generated } = await run(process.execPath, [generator, '--stdout'], { maxBuffer: 64 * 1024 * 1024 }));
  }, 120_000);

  it('is what the migrations build', () => {
    expect(readFileSync(committedFile, 'utf8')).toBe(generated);
  });

  it("holds the migrations' objects, including their trigger on auth.users, and nothing of local-supabase's own", () => {
    expect(generated).toContain('CREATE FUNCTION public.client_dashboard() RETURNS json');
    expect(generated).toContain('CREATE TRIGGER on_auth_user_created AFTER INSERT ON auth.users');
    expect(generated).toContain('ALTER PUBLICATION supabase_realtime ADD TABLE ONLY public.vehicles;');
    expect(generated).not.toMatch(
      /local_realtime\.|CREATE SCHEMA (auth|extensions)|CREATE TABLE auth\.|CREATE PUBLICATION|CREATE EXTENSION IF NOT EXISTS pgcrypto/,
    );
  });

  it('is dumped by a pg_dump made to the PGlite the backend runs on', () => {
    // pglite-tools names an exact PGlite as its peer; the root package's override holds it to ours.
    const backend = JSON.parse(readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    const root = JSON.parse(readFileSync(path.join(repositoryRoot, 'package.json'), 'utf8')) as { overrides: Record<string, string> };
    expect(root.overrides['@electric-sql/pglite']).toBe(backend.dependencies['@electric-sql/pglite']);
  });
});
