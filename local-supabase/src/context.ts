import type { Database } from './database';
import type { Catalog } from './rest/catalog';

/** What every route needs: the database, the signing secret and how the server is reached. */
export interface ServerContext {
  db: Database;
  catalog: Catalog;
  jwtSecret: string;
  anonKey: string;
  serviceRoleKey: string;
  /** Known only once the server listens (the port may be chosen by the OS). */
  publicUrl(): string;
  functionsDirs: string[];
}
