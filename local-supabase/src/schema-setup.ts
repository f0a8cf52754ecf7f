import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { SCALE_SEED_FILE } from './paths';

export interface SchemaSources {
  migrationsDir: string;
  seedFile: string | null;
  /** Vehicles the demo business is grown to after the seed (supabase/seed-scale.sql); none when absent. */
  scale?: number;
}

export const bootstrapSql = () => readFileSync(path.join(__dirname, 'sql', 'bootstrap.sql'), 'utf8');

export function migrationFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.sql'))
    .sort();
}

/**
 * Session settings every connection starts with. A migration or seed may change them for the
 * session (pg_dump output sets an empty search_path), so they are restored once setup is done.
 */
export async function resetSession(pglite: PGlite): Promise<void> {
  // Hosted Supabase puts extensions on every role's search path; migrations rely on it.
  // The database is in memory, so a random read costs about what a sequential one does (the
  // usual setting for SSD-backed servers); at Postgres's default of 4 the planner prefers
  // reading a whole table to the trigram indexes a search needs.
  await pglite.exec('reset all; set search_path to "$user", public, extensions; set random_page_cost = 1.1');
}

async function runScript(pglite: PGlite, label: string, sql: string, after?: string, params: unknown[] = []): Promise<void> {
  await pglite.transaction(async (tx) => {
    try {
      await tx.exec(sql);
    } catch (error) {
      throw new Error(`${label} failed: ${(error as Error).message}`, { cause: error });
    }
    if (after) await tx.query(after, params);
  });
}

async function applyMigrations(pglite: PGlite, dir: string): Promise<void> {
  const applied = new Set(
    (await pglite.query<{ version: string }>('select version from supabase_migrations.schema_migrations')).rows.map((row) => row.version),
  );
  for (const file of migrationFiles(dir)) {
    const version = file.replace(/\.sql$/, '');
    if (applied.has(version)) continue;
    await runScript(
      pglite,
      `migration ${file}`,
      readFileSync(path.join(dir, file), 'utf8'),
      'insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)',
      [version, file],
    );
    await resetSession(pglite);
  }
}

/**
 * Adds what the demo business lacks at `scale` vehicles. The script skips itself when the
 * database already holds that many, so a persistent database pays for it once.
 */
async function applyScale(pglite: PGlite, scale: number): Promise<void> {
  const script = readFileSync(SCALE_SEED_FILE, 'utf8');
  await runScript(pglite, `scale ${scale}`, `select set_config('portal.seed_scale', '${scale}', true);\n${script}`);
  // Outside the script's transaction: marks the new rows visible to all, so counts can be
  // answered from an index and the first reads do not pay for setting hint bits.
  await pglite.exec(
    'vacuum (analyze) public.customers, public.vehicles, public.shipments, public.containers, public.documents, public.communications',
  );
}

/**
 * Bootstrap on every start, then the migrations not yet applied, then the seed on a new database
 * only, then the growth to `scale` vehicles when asked for; the realtime capture triggers come
 * last, so seeding a new database logs no changes.
 */
export async function prepareSchema(pglite: PGlite, sources: SchemaSources): Promise<void> {
  const fresh =
    (await pglite.query<{ known: string | null }>("select to_regclass('supabase_migrations.schema_migrations') as known")).rows[0]?.known == null;
  await resetSession(pglite);
  await pglite.exec(bootstrapSql());
  await applyMigrations(pglite, sources.migrationsDir);
  if (fresh && sources.seedFile && existsSync(sources.seedFile)) {
    await runScript(pglite, `seed ${path.basename(sources.seedFile)}`, readFileSync(sources.seedFile, 'utf8'));
  }
  if (sources.scale) await applyScale(pglite, sources.scale);
  await pglite.exec('select local_realtime.follow_publication()');
  await resetSession(pglite);
}
