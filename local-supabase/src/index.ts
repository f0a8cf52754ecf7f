import type { AddressInfo } from 'node:net';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase } from './database';
import { openPrepared, templateKey } from './prepared-template';
import { resetSession, type SchemaSources } from './schema-setup';
import { DatabaseSnapshot } from './snapshot';
import type { ServerContext } from './context';
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
import { MemoryFileStore } from './storage/file-store';
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
  /** The longest a signed download link may stay valid, in seconds; 7 days unless given. */
  signedUrlMaxSeconds?: number;
  /**
   * Keeps a copy of the prepared database's rows (in memory only), so that `reset()` puts them
   * back instead of loading the database again: a tenth of the time, for a server reused by test after test.
   */
  resettable?: boolean;
}

export interface LocalSupabase {
  /** Where it listens; a reset of a server on any free port (port 0) moves it to another. */
  readonly url: string;
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
  /**
   * An in-memory server as it would start with these options, without starting one: the database
   * as migrated and seeded (sequences included), no stored files, sessions, rate-limit counts,
   * realtime sockets or loaded functions. Every connection is closed first, and a server on any
   * free port moves to another, so no client of the state before reaches the state after. An
   * option left out takes its default, whatever the server started with.
   */
  reset(options?: ResetOptions): Promise<void>;
  close(): Promise<void>;
}

/** What a reset may change besides the state: the schema and seed, the functions and what they see, realtime's limits. */
export type ResetOptions = Pick<LocalSupabaseOptions, 'migrationsDir' | 'seedFile' | 'functionsDir' | 'functionEnv' | 'realtime'>;

export const DEFAULT_PORT = 54321;

const functionsDirsOf = (options: ResetOptions) => (options.functionsDir ? [options.functionsDir, ...FUNCTIONS_DIRS] : FUNCTIONS_DIRS);

const realtimeLimitsOf = (options: ResetOptions): RealtimeLimits => ({ ...DEFAULT_REALTIME_LIMITS, ...options.realtime });

/** Seven days: a link that is handed on stops working within a week. */
export const DEFAULT_SIGNED_URL_MAX_SECONDS = 7 * 24 * 60 * 60;

function signedUrlMaxSecondsOf(options: LocalSupabaseOptions): number {
  const seconds = options.signedUrlMaxSeconds ?? DEFAULT_SIGNED_URL_MAX_SECONDS;
  if (!Number.isInteger(seconds) || seconds < 1) throw new Error('signedUrlMaxSeconds must be a whole number of seconds of at least 1');
  return seconds;
}

export async function startLocalSupabase(options: LocalSupabaseOptions = {}): Promise<LocalSupabase> {
  if (options.scale !== undefined && (!Number.isInteger(options.scale) || options.scale < 0)) {
    throw new Error(`scale must be a whole number of vehicles, not ${options.scale}`);
  }
  const dataDir = options.dataDir === undefined ? DEFAULT_DATA_DIR : options.dataDir;
  if (options.resettable && dataDir !== null) throw new Error('only an in-memory server (dataDir: null) is resettable');
  const jwtSecret = resolveJwtSecret(options.jwtSecret);
  const keys = apiKeysFor(jwtSecret);
  const host = options.host ?? '127.0.0.1';
  const port = options.port ?? DEFAULT_PORT;
  const sourcesOf = (chosen: ResetOptions): SchemaSources => ({
    migrationsDir: chosen.migrationsDir ?? DEFAULT_MIGRATIONS_DIR,
    seedFile: chosen.seedFile === undefined ? DEFAULT_SEED_FILE : chosen.seedFile,
    ...(options.scale ? { scale: options.scale } : {}),
  });
  const db = await openDatabase({ dataDir, reset: options.reset ?? false, ...sourcesOf(options) });
  /**
   * The rows as prepared, to put back on a reset. Putting them back lays tables out a little
   * differently from the prepared files (no dead rows), so a resettable server does it once at
   * the start as well: every state it hands out is then the same, down to the pages a plan reads.
   */
  let prepared: { key: string; snapshot: DatabaseSnapshot } | undefined;
  const restorePrepared = (key: string) => {
    const kept = prepared;
    if (kept?.key !== key) return Promise.resolve(false);
    return db.exclusive(async (pglite) => {
      if (!(await kept.snapshot.restore(pglite))) return false;
      // A test may have changed its session (settings, role, locks, cursors) on the exported `db`.
      await pglite.exec('reset session authorization; reset role; close all; select pg_advisory_unlock_all()');
      await resetSession(pglite);
      return true;
    });
  };
  const keepPrepared = async (sources: SchemaSources) => {
    const snapshot = await db.exclusive((pglite) => DatabaseSnapshot.take(pglite));
    prepared = { key: templateKey(sources), snapshot };
    await restorePrepared(prepared.key);
  };
  if (options.resettable) await keepPrepared(sourcesOf(options));
  const catalog = new Catalog();
  await db.transaction((tx) => catalog.load(tx));
  const storage = await openFileStore(db, dataDir);
  const feed = new ChangeFeed(db);
  await feed.start();
  let realtime = new RealtimeServer(feed, jwtSecret, realtimeLimitsOf(options));
  const releaseHashPool = acquireHashPool();
  let url = '';
  const ctx: ServerContext = {
    db,
    catalog,
    jwtSecret,
    ...keys,
    publicUrl: () => url,
    functionsDirs: functionsDirsOf(options),
    statementTimeouts: { ...DEFAULT_STATEMENT_TIMEOUTS, ...options.statementTimeouts },
    functionEnv: options.functionEnv ?? {},
    functionHandlers: new Map(),
    authLimits: defaultAuthRateLimits(),
    storage,
    signedUrlMaxSeconds: signedUrlMaxSecondsOf(options),
  };
  const app = await buildServer(ctx, options.log ?? false);
  app.server.on('upgrade', (request, socket, head) => realtime.handleUpgrade(request, socket, head));
  const urlNow = () => {
    const address = app.server.address() as AddressInfo;
    // A wildcard address is where the server listens, not an address a client can call.
    const reachable = host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '::1' : host;
    return `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${address.port}`;
  };
  try {
    await app.listen({ port, host });
  } catch (error) {
    await db.close();
    await releaseHashPool();
    throw error;
  }
  url = urlNow();
  // Fastify listens once; after a reset the same server listens again on its own.
  const listenAgain = () =>
    new Promise<void>((resolve, reject) => {
      app.server.once('error', reject);
      app.server.listen({ port, host }, () => {
        app.server.off('error', reject);
        resolve();
      });
    });
  async function reset(chosen: ResetOptions = {}): Promise<void> {
    if (dataDir !== null) throw new Error('only an in-memory server can be reset; a persistent one starts over with `reset: true`');
    realtime.close();
    if (port === 0) {
      const closed = new Promise((resolve) => app.server.close(resolve));
      app.server.closeAllConnections();
      await closed;
    } else {
      app.server.closeAllConnections();
    }
    const sources = sourcesOf(chosen);
    if (!(await restorePrepared(templateKey(sources)))) {
      await db.replace(await openPrepared(sources));
      if (options.resettable) await keepPrepared(sources);
      await db.transaction((tx) => catalog.load(tx));
    }
    await feed.restart();
    realtime = new RealtimeServer(feed, jwtSecret, realtimeLimitsOf(chosen));
    storage.files = new MemoryFileStore();
    ctx.authLimits = defaultAuthRateLimits();
    ctx.functionsDirs = functionsDirsOf(chosen);
    ctx.functionEnv = chosen.functionEnv ?? {};
    ctx.functionHandlers = new Map();
    if (port === 0) {
      await listenAgain();
      url = urlNow();
    }
  }

  return {
    get url() {
      return url;
    },
    ...keys,
    jwtSecret,
    db: db.queued(),
    realtimeStats: () => ({ connections: realtime.connectionCount, channels: feed.subscriberCount }),
    queueStats: () => db.queueStats(),
    databaseStats: () => db.stats(),
    storage: { putObject: (bucket, name, bytes, mimeType) => putObject(storage, keys.serviceRoleKey, jwtSecret, { bucket, name, bytes, mimeType }) },
    reset,
    async close() {
      realtime.close();
      feed.close();
      await app.close();
      await db.close();
      await releaseHashPool();
    },
  };
}
