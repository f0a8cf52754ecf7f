import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { EXTENSIONS } from './extensions';
import { SCALE_SEED_FILE } from './paths';
import { bootstrapSql, migrationFiles, prepareSchema, resetSession, type SchemaSources } from './schema-setup';

const TEMPLATE_DIR = path.join(tmpdir(), 'local-supabase-templates');

/**
 * Everything the prepared database depends on. The hour is part of it because the seed writes
 * dates relative to when it runs ("today's messages", documents expiring within 30 days).
 */
export function templateKey(sources: SchemaSources): string {
  const hash = createHash('sha256');
  hash.update(`${statSync(require.resolve('@electric-sql/pglite')).mtimeMs}\n${Math.floor(Date.now() / 3_600_000)}\n`);
  hash.update(bootstrapSql());
  for (const file of migrationFiles(sources.migrationsDir)) {
    hash.update(`\n--${file}\n`).update(readFileSync(path.join(sources.migrationsDir, file)));
  }
  if (sources.seedFile && existsSync(sources.seedFile)) hash.update('\n--seed\n').update(readFileSync(sources.seedFile));
  if (sources.scale) hash.update(`\n--scale ${sources.scale}\n`).update(readFileSync(SCALE_SEED_FILE));
  return hash.digest('hex').slice(0, 32);
}

async function saveTemplate(pglite: PGlite, file: string): Promise<void> {
  const dump = Buffer.from(await (await pglite.dumpDataDir('gzip')).arrayBuffer());
  mkdirSync(TEMPLATE_DIR, { recursive: true });
  // Written aside and renamed, so a parallel test file never reads half a template.
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, dump);
  renameSync(partial, file);
  removeOutdatedTemplates(file);
}

/** A template outlives its hour only by mistake; dropping old ones keeps the temp folder small. */
function removeOutdatedTemplates(keep: string): void {
  const cutoff = Date.now() - 2 * 3_600_000;
  for (const name of readdirSync(TEMPLATE_DIR)) {
    const candidate = path.join(TEMPLATE_DIR, name);
    if (candidate !== keep && statSync(candidate).mtimeMs < cutoff) rmSync(candidate, { force: true });
  }
}

async function loadTemplate(file: string, dataDir: string | undefined): Promise<PGlite | undefined> {
  try {
    const pglite = await PGlite.create({
      ...(dataDir ? { dataDir } : {}),
      loadDataDir: new Blob([readFileSync(file)]),
      extensions: EXTENSIONS,
    });
    await resetSession(pglite);
    return pglite;
  } catch {
    rmSync(file, { force: true });
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    return undefined;
  }
}

/** Prepares the schema and seed in a database of its own and keeps it as the template; false when it could not be kept. */
async function buildTemplate(sources: SchemaSources, file: string): Promise<boolean> {
  const pglite = await PGlite.create({ extensions: EXTENSIONS });
  try {
    await prepareSchema(pglite, sources);
    return await saveTemplate(pglite, file).then(
      () => true,
      () => false,
    );
  } finally {
    await pglite.close();
  }
}

/**
 * A new database (in memory, or in an empty data directory) with the schema and seed applied.
 * Creating a cluster (initdb) is most of a cold start, so the prepared cluster is kept as a
 * tarball and later starts load it instead. The database that prepared the template is not the
 * one handed out: Postgres records sequence positions ahead of their use, so a copy loaded from
 * the template numbers further on than the database it was taken from, and every new database
 * is to be the same whether the template was there already or not.
 */
export async function openPrepared(sources: SchemaSources, dataDir?: string): Promise<PGlite> {
  const file = path.join(TEMPLATE_DIR, `${templateKey(sources)}.tar.gz`);
  if (existsSync(file) || (await buildTemplate(sources, file))) {
    const loaded = await loadTemplate(file, dataDir);
    if (loaded) return loaded;
  }
  // No template could be kept or read back (a full or read-only temp folder): prepared in place.
  const pglite = await PGlite.create({ ...(dataDir ? { dataDir } : {}), extensions: EXTENSIONS });
  try {
    await prepareSchema(pglite, sources);
  } catch (error) {
    await pglite.close();
    throw error;
  }
  await resetSession(pglite);
  return pglite;
}
