import type { AddressInfo } from 'node:net';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase } from './database';
import { apiKeysFor, resolveJwtSecret } from './keys';
import { DEFAULT_DATA_DIR, DEFAULT_MIGRATIONS_DIR, DEFAULT_SEED_FILE, FUNCTIONS_DIRS } from './paths';
import { acquireHashPool } from './auth/password';
import { defaultAuthRateLimits } from './auth/rate-limit';
import type { DatabaseRole } from './principal';
import { Catalog } from './rest/catalog';
import { DEFAULT_STATEMENT_TIMEOUTS } from './rest/work-limits';
import { buildServer } from './server';
import { ChangeFeed } from './realtime/change-feed';
import { DEFAULT_REALTIME_LIMITS, type RealtimeLimits } from './realtime/connection';
import { RealtimeServer } from './realtime/websocket-server';
import { openFileStore } from './storage/open';
import { putObject, type PutObjectResult } from './storage/put-object';

export { LOCAL_ONLY_JWT_SECRET, apiKeysFor } from './keys';
export { signJwt, verifyJwt } from './jwt';
export { DEFAULT_REALTIME_LIMITS, type RealtimeLimits } from './realtime/connection';
export type { PutObjectResult } from './storage/put-object';
export { startMailWorker, type MailWorker, type MailWorkerOptions, type DrainReport, type DrainOptions } from './mail-worker';

export interface LocalSupabaseOptions {
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  /** `null` keeps everything in memory. */
  dataDir?: string | null;
  reset?: boolean;
  jwtSecret?: string;
  log?: boolean;
  migrationsDir?: string;
  seedFile?: string | null;
  /** Looked in before the built and the project's own `supabase/functions`. */
  functionsDir?: string;
  /** Extra variables for the edge functions, as `supabase secrets set` gives a hosted project. */
  functionEnv?: Record<string, string>;
  /**
   * Grows the demo business to this many vehicles, with customers, shipments, documents and
   * communications in proportion (supabase/seed-scale.sql); deterministic, added once.
   */
  scale?: number;
  /** Milliseconds per role; a hosted project's defaults otherwise. */
  statementTimeouts?: Partial<Record<DatabaseRole, number>>;
  /** Heartbeat timeout, output buffer and connection limits of `realtime/v1`; defaults otherwise. */
  realtime?: Partial<RealtimeLimits>;
}

export interface LocalSupabase {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  jwtSecret: string;
  db: PGlite;
  /** Open realtime sockets and joined channels. */
  realtimeStats(): { connections: number; channels: number };
  /** Work waiting for its turn at the database, and reads dropped unrun because their caller had gone first. */
  queueStats(): { waiting: number; abandoned: number };
  /** Calls made into the database so far (a request is three once its statement is prepared), and the statements kept prepared. */
  databaseStats(): { calls: number; preparedStatements: number };
  storage: {
    /** Stores (or replaces) an object as the service role, limits of its bucket included. */
    putObject(bucket: string, name: string, bytes: Uint8Array, mimeType: string): Promise<PutObjectResult>;
  };
  close(): Promise<void>;
}

export const DEFAULT_PORT = 54321;

export async function startLocalSupabase(options: LocalSupabaseOptions = {}): Promise<LocalSupabase> {
  if (options.scale !== undefined && (!Number.isInteger(options.scale) || options.scale < 0)) {
    throw new Error(`scale must be a whole number of vehicles, not ${options.scale}`);
  }
  const jwtSecret = resolveJwtSecret(options.jwtSecret);
  const keys = apiKeysFor(jwtSecret);
  const host = options.host ?? '127.0.0.1';
  const db = await openDatabase({
    dataDir: options.dataDir === undefined ? DEFAULT_DATA_DIR : options.dataDir,
    reset: options.reset ?? false,
    migrationsDir: options.migrationsDir ?? DEFAULT_MIGRATIONS_DIR,
    seedFile: options.seedFile === undefined ? DEFAULT_SEED_FILE : options.seedFile,
    ...(options.scale ? { scale: options.scale } : {}),
  });
  const catalog = new Catalog();
  await db.transaction((tx) => catalog.load(tx));
  const storage = await openFileStore(db, options.dataDir === undefined ? DEFAULT_DATA_DIR : options.dataDir);
  const feed = new ChangeFeed(db);
  await feed.start();
  const realtime = new RealtimeServer(feed, jwtSecret, { ...DEFAULT_REALTIME_LIMITS, ...options.realtime });
  const releaseHashPool = acquireHashPool();
  let url = '';
  const app = await buildServer(
    {
      db,
      catalog,
      jwtSecret,
      ...keys,
      publicUrl: () => url,
      functionsDirs: options.functionsDir ? [options.functionsDir, ...FUNCTIONS_DIRS] : FUNCTIONS_DIRS,
      statementTimeouts: { ...DEFAULT_STATEMENT_TIMEOUTS, ...options.statementTimeouts },
      functionEnv: options.functionEnv ?? {},
      authLimits: defaultAuthRateLimits(),
      storage,
    },
    options.log ?? false,
  );
  app.server.on('upgrade', (request, socket, head) => realtime.handleUpgrade(request, socket, head));
  try {
    await app.listen({ port: options.port ?? DEFAULT_PORT, host });
  } catch (error) {
    await db.close();
    await releaseHashPool();
    throw error;
  }
  const { port } = app.server.address() as AddressInfo;
  // A wildcard address is where the server listens, not an address a client can call.
  const reachable = host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '::1' : host;
  url = `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${port}`;
  return {
    url,
    ...keys,
    jwtSecret,
    db: db.queued(),
    realtimeStats: () => ({ connections: realtime.connectionCount, channels: feed.subscriberCount }),
    queueStats: () => db.queueStats(),
    databaseStats: () => db.stats(),
    storage: { putObject: (bucket, name, bytes, mimeType) => putObject(storage, keys.serviceRoleKey, jwtSecret, { bucket, name, bytes, mimeType }) },
    async close() {
      realtime.close();
      feed.close();
      await app.close();
      await db.close();
      await releaseHashPool();
    },
  };
}
