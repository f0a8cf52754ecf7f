import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { REALTIME_HEARTBEAT_MS, realtimeReconnectDelay, type Database } from '@export-portal/shared-domain';
import type { LocalSupabase, LocalSupabaseOptions } from '../src/index';
import { acquireWorkerBackend, type TestBackend } from './shared-backend';

export type { TestBackend, TestDatabase } from './shared-backend';

type TestBackendOptions = Pick<LocalSupabaseOptions, 'migrationsDir' | 'seedFile' | 'functionsDir' | 'functionEnv' | 'realtime'>;

/** Jest gives each test file its own module registry, so these are the current file's. */
let current: TestBackend | undefined;
let holdsWorkerBackend = false;

/**
 * A backend as new, with the project's real migrations and seed unless told otherwise. A file
 * gets its Jest worker's backend (one process per worker, reset for each file) unless it holds
 * it already or asks for other SQL or realtime limits: then an in-memory server of its own on a
 * free port, in the file's process, whose statistics (realtime, queue, database calls) it can read.
 * The file's `close()` lets go of the worker's backend, and stops one of its own.
 */
export async function startTestBackend(options: TestBackendOptions & Required<Pick<TestBackendOptions, 'realtime'>>): Promise<LocalSupabase>;
export async function startTestBackend(options?: TestBackendOptions): Promise<TestBackend>;
export async function startTestBackend(options: TestBackendOptions = {}): Promise<TestBackend> {
  const { migrationsDir, seedFile, realtime, ...served } = options;
  if (!holdsWorkerBackend && migrationsDir === undefined && seedFile === undefined && realtime === undefined) {
    holdsWorkerBackend = true;
    try {
      current = await acquireWorkerBackend(served, () => {
        holdsWorkerBackend = false;
      });
    } catch (error) {
      holdsWorkerBackend = false;
      throw error;
    }
    return current;
  }
  // Loaded only here: a jsdom test file, which reaches only the worker's backend, need not load PGlite.
  const { startLocalSupabase } = await import('../src/index');
  current = await startLocalSupabase({ port: 0, dataDir: null, log: false, ...options });
  return current;
}

export interface ClientOptions {
  /** Sends this token instead of the key as the bearer, as a signed-in browser would. */
  accessToken?: string;
}

function createTestClient<Schema>(url: string, key: string, options: ClientOptions): SupabaseClient<Schema> {
  return createClient<Schema>(url, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    // The portal's own realtime timing, so reconnect tests wait as long as a browser would.
    realtime: { transport: WebSocket as never, heartbeatIntervalMs: REALTIME_HEARTBEAT_MS, reconnectAfterMs: realtimeReconnectDelay },
    ...(options.accessToken ? { global: { headers: { Authorization: `Bearer ${options.accessToken}` } } } : {}),
  });
}

/** A client of the portal's schema: every query is type-checked against the generated Database. */
export function clientFor(url: string, key: string, options: ClientOptions = {}): SupabaseClient<Database> {
  return createTestClient<Database>(url, key, options);
}

/** A client of a backend started with fixture migrations, whose tables the portal's types do not describe. */
export function fixtureClientFor(url: string, key: string, options: ClientOptions = {}): SupabaseClient {
  return createTestClient(url, key, options);
}

/** A client signed in with a password on the file's backend; throws when the sign-in fails. */
export async function signedInClient(email: string, password: string, backend: TestBackend | undefined = current): Promise<SupabaseClient<Database>> {
  if (!backend) throw new Error('startTestBackend() must run before signedInClient()');
  const client = clientFor(backend.url, backend.anonKey);
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw new Error(`sign-in as ${email} failed: ${error.message}`);
  return client;
}
