import path from 'node:path';
import type { Database } from '../database';
import { DiskFileStore, MemoryFileStore } from './file-store';
import type { StorageDeps } from './service';

/**
 * Objects' files sit beside the database in its data directory, so a reset empties both. On start,
 * files no row names (a crash between writing one and committing its row) are removed.
 */
export async function openFileStore(db: Database, dataDir: string | null): Promise<StorageDeps> {
  // NodeFS writes every page through to the operating system, so a committed row survives the
  // process being killed; syncToFs is what PGlite offers for file systems that buffer more.
  const flush = () => db.pglite.syncToFs();
  if (!dataDir) return { db, files: new MemoryFileStore(), flush };
  const files = new DiskFileStore(path.join(dataDir, 'storage'));
  await files.init();
  await files.sweep(async (versions) => {
    const { rows } = await db.transaction((tx) =>
      tx.query<{ version: string }>('select version from storage.objects where version = any($1::text[])', [versions]),
    );
    return new Set(rows.map((row) => row.version));
  });
  return { db, files, flush };
}
