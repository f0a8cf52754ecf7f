import { Buffer } from 'node:buffer';
import path from 'node:path';
import { runInThisContext } from 'node:vm';
import type { PGlite, Results, Transaction } from '@electric-sql/pglite';
import type { LocalSupabase, ResetOptions } from '../src/index';
import type { callWorkerBackend, WorkerError, WorkerOperation } from './worker-backend';

/** The statements a test runs on the database directly: those of PGlite, in the queue the server's requests wait in. */
export interface TestDatabase extends Pick<PGlite, 'query' | 'exec'> {
  transaction<T>(work: (tx: Pick<Transaction, 'query' | 'exec' | 'rollback'>) => Promise<T>): Promise<T>;
}

/** A backend as a test file uses it, whether started for the file or the Jest worker's, reset for it. */
export interface TestBackend extends Pick<LocalSupabase, 'url' | 'anonKey' | 'serviceRoleKey' | 'jwtSecret' | 'storage' | 'close'> {
  db: TestDatabase;
}

const ofThisRealm = (value: object) => value instanceof Object;

/**
 * The value rebuilt with this file's own constructors. Jest runs each test file in a realm of
 * its own, and what comes from the worker's backend was made in Node's: an array or a date from
 * another realm fails `instanceof` and `toStrictEqual`. Buffers need no copy: the sandbox has Node's.
 */
function inThisRealm(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || ofThisRealm(value) || Buffer.isBuffer(value)) return value;
  if (Array.isArray(value)) return value.map(inThisRealm);
  const kind = Object.prototype.toString.call(value);
  if (kind === '[object Date]') return new Date((value as Date).getTime());
  if (kind === '[object Uint8Array]') return new Uint8Array(value as Uint8Array);
  return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, inThisRealm(field)]));
}

/**
 * The error the backend answered with, as an Error of this file, with a Postgres error's fields
 * (code, detail…); its stack is the test's call, which says more than the backend's would.
 */
function rebuilt(error: WorkerError): Error {
  return Object.assign(new Error(error.message), error.fields, { name: error.name });
}

type WorkerBackendModule = { callWorkerBackend: typeof callWorkerBackend };
let workerModule: WorkerBackendModule | undefined;

/** Loaded by Node's require, not Jest's: a module of the sandbox would be loaded again, and its process lost, with every file. */
function workerBackendModule(): WorkerBackendModule {
  if (!workerModule) {
    const nodeRequire = (runInThisContext('process.getBuiltinModule("node:module").createRequire') as (file: string) => NodeJS.Require)(__filename);
    nodeRequire('@export-portal/build-config/register-typescript');
    workerModule = nodeRequire(path.join(__dirname, 'worker-backend.ts')) as WorkerBackendModule;
  }
  return workerModule;
}

async function call<T>(operation: WorkerOperation, ...args: unknown[]): Promise<T> {
  try {
    return inThisRealm(await workerBackendModule().callWorkerBackend(operation, ...args)) as T;
  } catch (error) {
    throw rebuilt(error as WorkerError);
  }
}

/** Query options that cross the channel: parsers, serializers and callbacks are functions, which cannot. */
type PlainQueryOptions = Record<string, unknown> | undefined;

function plain(options: object | undefined): PlainQueryOptions {
  if (options && Object.values(options).some((value) => typeof value === 'function')) {
    throw new Error("the worker's backend takes no functions in query options; start a backend of the file's own for them");
  }
  return options as PlainQueryOptions;
}

const database: TestDatabase = {
  query: <T>(sql: string, params?: unknown[], options?: object) => call<Results<T>>('query', sql, params, plain(options)),
  exec: (sql: string, options?: object) => call<Results[]>('exec', sql, plain(options)),
  async transaction<T>(work: (tx: Pick<Transaction, 'query' | 'exec' | 'rollback'>) => Promise<T>): Promise<T> {
    const id = await call<number>('begin');
    let result: T;
    try {
      result = await work({
        query: <R>(sql: string, params?: unknown[], options?: object) => call<Results<R>>('txQuery', id, sql, params, plain(options)),
        exec: (sql: string, options?: object) => call<Results[]>('txExec', id, sql, plain(options)),
        rollback: () => call<void>('txRollback', id),
      });
    } catch (error) {
      // The work's own failure is the one to report, even if rolling back fails too.
      await call('end', id, false).catch(() => undefined);
      throw error;
    }
    await call('end', id, true);
    return result;
  },
};

/**
 * The Jest worker's backend, as a new server would start with `options`: the worker's first file
 * starts it (in a process of its own), every later one has it reset. `release` ends the file's
 * use of it; the backend stays up for the next file.
 */
export async function acquireWorkerBackend(options: ResetOptions, release: () => void): Promise<TestBackend> {
  const { url, anonKey, serviceRoleKey, jwtSecret } = await call<Pick<TestBackend, 'url' | 'anonKey' | 'serviceRoleKey' | 'jwtSecret'>>(
    'acquire',
    options,
  );
  return {
    url,
    anonKey,
    serviceRoleKey,
    jwtSecret,
    db: database,
    storage: { putObject: (bucket, name, bytes, mimeType) => call('putObject', bucket, name, bytes, mimeType) },
    async close() {
      release();
    },
  };
}
