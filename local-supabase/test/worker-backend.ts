import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

/** What worker-backend-process.ts does on the worker's behalf. */
export type WorkerOperation = 'acquire' | 'query' | 'exec' | 'begin' | 'txQuery' | 'txExec' | 'txRollback' | 'end' | 'putObject';

export interface WorkerCall {
  id: number;
  operation: WorkerOperation;
  args: unknown[];
}

export interface WorkerError {
  name: string;
  message: string;
  fields: Record<string, string | number | boolean>;
}

export type WorkerReply = { id: number; result: unknown } | { id: number; error: WorkerError };

/**
 * The process of a Jest worker's one backend, and the calls waiting for its answer. This module
 * is loaded by Node itself, outside the sandbox Jest gives each test file (see shared-backend.ts),
 * so it outlives the files: the first file to call starts the process, the later ones reuse it.
 */
let backend: ChildProcess | undefined;
const waiting = new Map<number, { resolve(result: unknown): void; reject(error: WorkerError): void }>();
let nextCall = 1;

function backendProcess(): ChildProcess {
  if (backend) return backend;
  const child = spawn(
    process.execPath,
    ['-r', require.resolve('@export-portal/build-config/register-typescript'), path.join(__dirname, 'worker-backend-process.ts')],
    // Dates, byte arrays and big integers cross the channel as they are.
    { stdio: ['ignore', 'inherit', 'inherit', 'ipc'], serialization: 'advanced' },
  );
  child.on('message', (reply: WorkerReply) => {
    const call = waiting.get(reply.id);
    waiting.delete(reply.id);
    if ('error' in reply) call?.reject(reply.error);
    else call?.resolve(reply.result);
    holdWhileWaiting(child);
  });
  const failAll = (message: string) => {
    if (backend === child) backend = undefined;
    for (const call of waiting.values()) call.reject({ name: 'Error', message, fields: {} });
    waiting.clear();
  };
  child.once('exit', (code, signal) => failAll(`the worker's backend exited (${signal ?? code})`));
  child.once('error', (error) => failAll(`the worker's backend failed: ${error.message}`));
  // The process must not keep the worker alive, and ends when the worker has gone.
  child.unref();
  backend = child;
  return child;
}

/** The channel holds the worker open only while an answer is awaited (run in band, it may be all that does). */
function holdWhileWaiting(child: ChildProcess): void {
  if (waiting.size > 0) child.channel?.ref();
  else child.channel?.unref();
}

/** Calls the backend process; rejects with the error it answered with. */
export function callWorkerBackend(operation: WorkerOperation, ...args: unknown[]): Promise<unknown> {
  const child = backendProcess();
  const id = nextCall;
  nextCall += 1;
  return new Promise((resolve, reject) => {
    const failed = (error: Error) => {
      waiting.delete(id);
      holdWhileWaiting(child);
      reject({ name: error.name, message: error.message, fields: {} } satisfies WorkerError);
    };
    waiting.set(id, { resolve, reject });
    holdWhileWaiting(child);
    try {
      child.send({ id, operation, args } satisfies WorkerCall, (error) => {
        if (error) failed(error);
      });
    } catch (error) {
      // Arguments the channel cannot carry (a function, a Blob).
      failed(error as Error);
    }
  });
}
