/**
 * The embedded backend of one Jest worker, in a process of its own (started by worker-backend.ts),
 * answering the worker's calls on the IPC channel. Not in the worker itself: a Jest worker must
 * exit within half a second when told to, and a process that has run PGlite takes longer than
 * that (it frees hundreds of megabytes, and Postgres keeps a ten-second timer for its statistics).
 */
import type { Transaction } from '@electric-sql/pglite';
import { startLocalSupabase, type LocalSupabase, type ResetOptions } from '../src/index';
import type { WorkerCall, WorkerError, WorkerReply } from './worker-backend';

let backend: LocalSupabase | undefined;

/** Transactions a test has open, each waiting for the test to end it. */
const transactions = new Map<number, { tx: Transaction; end(commit: boolean): void; finished: Promise<unknown> }>();
let nextTransaction = 1;

function running(): LocalSupabase {
  if (!backend) throw new Error('the backend is acquired before it is used');
  return backend;
}

function transaction(id: number) {
  const open = transactions.get(id);
  if (!open) throw new Error(`no open transaction ${id}`);
  return open;
}

class RolledBack extends Error {}

const operations = {
  async acquire(options: ResetOptions) {
    // A file that failed with a transaction open leaves it to the next one to roll back.
    const left = [...transactions.values()];
    transactions.clear();
    for (const open of left) open.end(false);
    await Promise.allSettled(left.map((open) => open.finished));
    if (backend) await backend.reset(options);
    else backend = await startLocalSupabase({ port: 0, dataDir: null, log: false, resettable: true, ...options });
    return { url: backend.url, anonKey: backend.anonKey, serviceRoleKey: backend.serviceRoleKey, jwtSecret: backend.jwtSecret };
  },
  query: (sql: string, params?: unknown[], options?: object) => running().db.query(sql, params, options),
  exec: (sql: string, options?: object) => running().db.exec(sql, options),
  /** Opens a transaction in the database's queue, as `db.transaction` does, and answers once it is open. */
  begin: () =>
    new Promise<number>((opened, failed) => {
      const id = nextTransaction;
      nextTransaction += 1;
      const finished = running().db.transaction(
        (tx) =>
          new Promise<void>((commit, rollback) => {
            transactions.set(id, { tx, end: (ok) => (ok ? commit() : rollback(new RolledBack())), finished });
            opened(id);
          }),
      );
      finished.catch(failed);
    }),
  txQuery: (id: number, sql: string, params?: unknown[], options?: object) => transaction(id).tx.query(sql, params, options),
  txExec: (id: number, sql: string, options?: object) => transaction(id).tx.exec(sql, options),
  txRollback: (id: number) => transaction(id).tx.rollback(),
  /** Commits (or rolls back) a transaction opened by `begin`, and answers once it has. */
  async end(id: number, commit: boolean) {
    const open = transaction(id);
    transactions.delete(id);
    open.end(commit);
    try {
      await open.finished;
    } catch (error) {
      if (!(error instanceof RolledBack)) throw error;
    }
  },
  putObject: (bucket: string, name: string, bytes: Uint8Array, mimeType: string) => running().storage.putObject(bucket, name, bytes, mimeType),
};

/** An error as the IPC channel can carry it: its message and plain fields (a Postgres error's code, detail…). */
function carried(error: unknown): WorkerError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') fields[key] = value;
  }
  return { name: error.name, message: error.message, fields };
}

process.on('message', async ({ id, operation, args }: WorkerCall) => {
  let reply: WorkerReply;
  try {
    const run = operations[operation] as (...a: unknown[]) => unknown;
    reply = { id, result: await run(...args) };
  } catch (error) {
    reply = { id, error: carried(error) };
  }
  try {
    process.send?.(reply);
  } catch (error) {
    // An answer the channel cannot carry (a Blob) is reported rather than left unanswered.
    process.send?.({ id, error: carried(error) } satisfies WorkerReply);
  }
});

/**
 * The worker has ended (or was killed). Nothing of the backend is worth a clean close, but this
 * process exits only once the worker has (it is then another process's child): the memory PGlite
 * leaves takes long to free, which slows the exit of a process beside it, and Jest gives a worker
 * half a second to exit.
 */
const worker = process.ppid;
process.on('disconnect', () => {
  setInterval(() => {
    if (process.ppid !== worker) process.exit(0);
  }, 50);
  setTimeout(() => process.exit(0), 5_000);
});
