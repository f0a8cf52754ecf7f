import type { AuthRateLimits } from './auth/rate-limit';
import type { Database } from './database';
import type { FunctionHandler } from './edge-functions';
import type { DatabaseRole } from './principal';
import type { Catalog } from './rest/catalog';
import type { StorageDeps } from './storage/service';

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
  /** Milliseconds a REST request of each role may take at the database. */
  statementTimeouts: Record<DatabaseRole, number>;
  /** Variables the edge functions see besides the URL and keys (hosted: the project's secrets). */
  functionEnv: Record<string, string>;
  /** Each function's handler, made with the variables above on its first call. */
  functionHandlers: Map<string, FunctionHandler>;
  authLimits: AuthRateLimits;
  /** Where objects' bytes are kept, and how a committed row is made durable. */
  storage: StorageDeps;
  /** The longest a signed download link may stay valid, in seconds. */
  signedUrlMaxSeconds: number;
}
