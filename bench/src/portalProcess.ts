import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { withTimeout } from './timing';

export const PORTAL_URL = 'http://localhost:3000';
const PORTAL_PORTS = [3000, 3001, 3002, 3003, 54321];
/** A portal grown to 100,000 vehicles builds its database first when no prepared copy is cached. */
const START_TIMEOUT_MS = 240_000;

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    // No host: the probe binds every interface, so a server on either 127.0.0.1 or ::1 is found.
    probe.listen(port, () => probe.close(() => resolve(true)));
  });
}

export interface RunningPortal {
  stop(): Promise<void>;
}

async function waitUntilServing(child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the portal stopped during start-up (${child.exitCode ?? child.signalCode}):\n${output()}`);
    }
    const response = await fetch(`${PORTAL_URL}/portal-config.json`, { signal: AbortSignal.timeout(2_000) }).catch(() => undefined);
    if (response?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the portal was not serving ${PORTAL_URL} after ${START_TIMEOUT_MS / 1000} s:\n${output()}`);
}

/**
 * The production builds as `npm start` serves them, on a fresh in-memory demo
 * database, so every run measures the same data; `env` adds to the portal's
 * environment (LOCAL_SUPABASE_SCALE for a larger business).
 */
export async function startPortal(env: Readonly<Record<string, string>> = {}): Promise<RunningPortal> {
  const busy: number[] = [];
  for (const port of PORTAL_PORTS) if (!(await portIsFree(port))) busy.push(port);
  if (busy.length > 0) {
    throw new Error(`port ${busy.join(', ')} already in use: stop the running portal (npm start, e2e) before benchmarking`);
  }
  const child = spawn(process.execPath, [require.resolve('@export-portal/portal-server')], {
    env: { ...process.env, LOCAL_SUPABASE_DATA_DIR: 'memory', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  // Whatever ends the benchmark (a timeout included), the portal must not outlive it.
  const stopOnExit = () => child.kill('SIGTERM');
  process.once('exit', stopOnExit);
  const stop = async () => {
    process.off('exit', stopOnExit);
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await withTimeout('portal shutdown', 10_000, exited).catch(() => child.kill('SIGKILL'));
  };
  try {
    await waitUntilServing(child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { stop };
}
