import path from 'node:path';
import { introspect } from '@supabase/postgrest-typegen/introspection';
import { generateTypescript, sortGeneratorMetadata } from '@supabase/postgrest-typegen/generation';
import { DEFAULT_MIGRATIONS_DIR, REPOSITORY_ROOT } from '../paths';
import { openPrepared } from '../prepared-template';

/** The one committed copy of the generated types; shared-domain re-exports it. */
export const DATABASE_TYPES_FILE = path.join(REPOSITORY_ROOT, 'shared-domain', 'src', 'database.types.ts');

/** The schemas PostgREST exposes, and so the only ones a client can query. */
const EXPOSED_SCHEMAS = ['public'];

const HEADER = [
  '// Generated from supabase/migrations by `npm run gen:types` (@supabase/postgrest-typegen,',
  '// the engine of `supabase gen types typescript`). Do not edit: change a migration and regenerate.',
  '',
  '',
].join('\n');

/**
 * The `Database` type of the schema the migrations build, exactly as the Supabase CLI would
 * generate it from a project with those migrations applied (no seed: data does not shape types).
 */
export async function generateDatabaseTypes(migrationsDir: string = DEFAULT_MIGRATIONS_DIR): Promise<string> {
  const pglite = await openPrepared({ migrationsDir, seedFile: null });
  try {
    const metadata = await introspect(pglite, { includedSchemas: EXPOSED_SCHEMAS });
    // The embedded backend speaks PostgREST 13 (max-affected among its preferences), as a hosted project does.
    const types = await generateTypescript(sortGeneratorMetadata(metadata), { postgrestVersion: '13' });
    return HEADER + types;
  } finally {
    await pglite.close();
  }
}
