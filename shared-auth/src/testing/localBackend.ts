import { runInThisContext } from 'node:vm';
import { startTestBackend } from '@export-portal/local-supabase/testing';

export interface LocalBackend {
  url: string;
  anonKey: string;
  /** What the backend's own workers and scripts use, past row-level security: for a test to play the mail worker. */
  serviceRoleKey: string;
  stop(): Promise<void>;
}

/**
 * A real local-supabase (in memory, migrations and seed applied), reachable over HTTP from a
 * jsdom test: the Jest worker's own, started by its first file and reset for each next one (see
 * local-supabase's test harness). Demo users can be created on it, as on the portal that
 * `npm start` serves. Stopping it lets the worker's next file have it.
 */
export async function startLocalBackend(): Promise<LocalBackend> {
  const backend = await startTestBackend({ functionEnv: { DEMO_USERS_ENABLED: 'true' } });
  return { url: backend.url, anonKey: backend.anonKey, serviceRoleKey: backend.serviceRoleKey, stop: () => backend.close() };
}

type NodeFetchGlobals = Pick<typeof globalThis, 'fetch' | 'Headers' | 'Request' | 'Response'>;

/**
 * jsdom has no fetch, so supabase-js gets Node's own (from the main realm,
 * where Jest's sandbox does not reach). Every requested URL is recorded, so a
 * test can assert a call was, or was not, made.
 */
export function installNodeFetch(): { requests: string[]; restore(): void } {
  const native = runInThisContext('({ fetch, Headers, Request, Response })') as NodeFetchGlobals;
  const NativeAbortController = runInThisContext('AbortController') as typeof AbortController;
  // A jsdom AbortSignal is foreign to Node's fetch: its abort is passed on to one of Node's own.
  const nativeSignal = (signal: AbortSignal | null | undefined) => {
    if (!signal) return undefined;
    const controller = new NativeAbortController();
    if (signal.aborted) controller.abort(signal.reason);
    else signal.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
    return controller.signal;
  };
  const target = globalThis as Partial<NodeFetchGlobals>;
  const previous: Partial<NodeFetchGlobals> = {
    fetch: target.fetch,
    Headers: target.Headers,
    Request: target.Request,
    Response: target.Response,
  };
  const requests: string[] = [];
  const recordingFetch: typeof fetch = (input, init) => {
    requests.push(input instanceof native.Request ? input.url : String(input));
    return native.fetch(input, init ? { ...init, signal: nativeSignal(init.signal) } : init);
  };
  Object.assign(globalThis, { ...native, fetch: recordingFetch });
  return {
    requests,
    restore: () => Object.assign(globalThis, previous),
  };
}
