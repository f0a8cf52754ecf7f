import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { REALTIME_HEARTBEAT_MS, realtimeReconnectDelay, type Database } from '@export-portal/shared-domain';
import { startLocalSupabase, type LocalSupabase, type LocalSupabaseOptions } from '../src/index';

export type TestBackend = LocalSupabase;

/** Jest gives each test file its own module registry, so this is the backend of the current file. */
let current: TestBackend | undefined;

/** An in-memory server on a free port, with the project's real migrations and seed unless told otherwise. */
export async function startTestBackend(
  options: Pick<LocalSupabaseOptions, 'migrationsDir' | 'seedFile' | 'functionsDir' | 'functionEnv' | 'realtime'> = {},
): Promise<TestBackend> {
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
