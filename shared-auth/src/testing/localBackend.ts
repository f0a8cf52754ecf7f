import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { runInThisContext } from 'node:vm';

export interface LocalBackend {
  url: string;
  anonKey: string;
  /** What the backend's own workers and scripts use, past row-level security: for a test to play the mail worker. */
  serviceRoleKey: string;
  stop(): Promise<void>;
}

/**
 * A real local-supabase (in-memory, migrations and seed applied) in a child
 * process, reachable over HTTP from a jsdom test. Takes a few seconds: start it
 * once per test file.
 */
export function startLocalBackend(): Promise<LocalBackend> {
  const child = spawn(process.execPath, [path.join(__dirname, 'backendProcess.cjs')], {
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const stderr: string[] = [];
  child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk.toString()));
  const stopped = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = () => {
    child.stdin.end();
    return stopped;
  };

  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`local-supabase exited (${code}) before it was ready:\n${stderr.join('')}`)));
    createInterface({ input: child.stdout }).once('line', (line) => {
      const { url, anonKey, serviceRoleKey } = JSON.parse(line) as { url: string; anonKey: string; serviceRoleKey: string };
      resolve({ url, anonKey, serviceRoleKey, stop });
    });
  });
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
