import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';

/** What the backend process reports: where it listens, its keys, its memory and its realtime load. */
export interface BackendReport {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  rss: number;
  /** CPU time the process has used, user and system, in microseconds. */
  cpuMicros: number;
  databaseCalls: number;
  connections: number;
  channels: number;
}

/** Starts the embedded backend in a process of its own (`backendProcess.ts`), seeded with `scale` vehicles when given. */
export function startBackendProcess(scale?: number) {
  const args = ['-r', '@export-portal/build-config/register-typescript', path.join(__dirname, 'backendProcess.ts')];
  const child = spawn(process.execPath, scale === undefined ? args : [...args, String(scale)], { stdio: ['pipe', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout });
  const pending: Array<{ resolve: (report: BackendReport) => void; reject: (error: Error) => void }> = [];
  lines.on('line', (line) => pending.shift()?.resolve(JSON.parse(line) as BackendReport));
  // A backend that dies fails what waits for it instead of leaving it to a time limit.
  child.once('exit', (code) => {
    for (const waiting of pending.splice(0)) waiting.reject(new Error(`the backend process exited (code ${code}) before it reported`));
  });
  const next = () => new Promise<BackendReport>((resolve, reject) => pending.push({ resolve, reject }));
  const first = next();
  return {
    /** The report sent once the backend listens. */
    first,
    report() {
      const answer = next();
      child.stdin.write('\n');
      return answer;
    },
    /** Starts the backend's CPU profiler, to write what it records to `file` at `stopProfile`. */
    startProfile(file: string) {
      const answer = next();
      child.stdin.write(`profile ${file}\n`);
      return answer;
    },
    stopProfile() {
      const answer = next();
      child.stdin.write('profile\n');
      return answer;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.stdin.end();
      }),
  };
}
