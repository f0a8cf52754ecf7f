import { existsSync, readdirSync, rmSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Connection, type DatabaseTransaction, type TransactionSetup } from './connection';
import { EXTENSIONS } from './extensions';
import { openPrepared } from './prepared-template';
import { prepareSchema } from './schema-setup';
import { SerialQueue } from './serial-queue';

export type { DatabaseTransaction } from './connection';

export interface QueueTurn {
  lane?: string;
  deadline?: number;
  /** True once the caller has gone: work still waiting then is dropped unrun. */
  abandoned?: () => boolean;
  /** Run right after BEGIN, in the same call: the caller's role and claims. */
  setup?: TransactionSetup;
}

export interface DatabaseOptions {
  dataDir: string | null;
  reset: boolean;
  migrationsDir: string;
  seedFile: string | null;
  scale?: number;
}

/** The one PGlite connection, with every unit of work run as its own serialised transaction. */
export class Database {
  private readonly queue = new SerialQueue();
  private current: { pglite: PGlite; connection: Connection };

  constructor(pglite: PGlite) {
    this.current = { pglite, connection: new Connection(pglite) };
  }

  get pglite(): PGlite {
    return this.current.pglite;
  }

  /** `lane` is who the work is for (see SerialQueue); work still waiting at `deadline`, or once its caller has gone, fails unrun. */
  transaction<T>(work: (tx: DatabaseTransaction) => Promise<T>, turn: QueueTurn = {}): Promise<T> {
    return this.queue.run(() => this.current.connection.transaction(work, turn.setup), turn.lane, turn.deadline, turn.abandoned);
  }

  /** Work given the connection to itself, in its turn, for what a transaction cannot do (replace the database's contents). */
  exclusive<T>(work: (pglite: PGlite) => Promise<T>): Promise<T> {
    return this.queue.run(() => work(this.current.pglite));
  }

  /** Another database takes this one's place once the work queued before has run; this one is closed. */
  replace(pglite: PGlite): Promise<void> {
    return this.queue.run(async () => {
      const previous = this.current.pglite;
      this.current = { pglite, connection: new Connection(pglite) };
      await previous.close();
    });
  }

  /** Units of work waiting for their turn, and those dropped unrun because their caller had gone. */
  queueStats(): { waiting: number; abandoned: number } {
    return { waiting: this.queue.waitingJobs, abandoned: this.queue.abandonedJobs };
  }

  /** Calls made into the database so far, and the statements kept prepared now. */
  stats() {
    return this.current.connection.stats();
  }

  close(): Promise<void> {
    return this.queue.run(() => this.current.pglite.close());
  }

  /**
   * The connection as handed to callers of the API: its statements join the same queue as the
   * server's, so a test reading the database directly never lands inside a request's transaction.
   * It follows a replaced database.
   */
  queued(): PGlite {
    const queue = this.queue;
    const database = () => this.current.pglite;
    const member = (target: PGlite, property: string | symbol) => Reflect.get(target, property, target) as unknown;
    return new Proxy(this.current.pglite, {
      get(_initial, property) {
        const target = database();
        const value = member(target, property);
        if (typeof value !== 'function') return value;
        if (property === 'query' || property === 'exec' || property === 'transaction') {
          // The database is looked up again in the work's turn: it may have been replaced while the work waited.
          return (...args: unknown[]) =>
            queue.run(() => {
              const inTurn = database();
              return (member(inTurn, property) as (...a: unknown[]) => Promise<unknown>).apply(inTurn, args);
            });
        }
        return (value as (...a: unknown[]) => unknown).bind(target);
      },
    });
  }
}

/** Persistent when given a data directory (`reset` empties it first), otherwise in memory. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const sources = { migrationsDir: options.migrationsDir, seedFile: options.seedFile, scale: options.scale };
  if (!options.dataDir) return new Database(await openPrepared(sources));
  if (options.reset) rmSync(options.dataDir, { recursive: true, force: true });
  if (!existsSync(options.dataDir) || readdirSync(options.dataDir).length === 0) {
    return new Database(await openPrepared(sources, options.dataDir));
  }
  const pglite = await PGlite.create({ dataDir: options.dataDir, extensions: EXTENSIONS });
  try {
    await prepareSchema(pglite, sources);
  } catch (error) {
    await pglite.close();
    throw error;
  }
  return new Database(pglite);
}
