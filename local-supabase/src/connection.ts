import { messages, parse, protocol, TransactionAbortedError, type PGlite, type Results } from '@electric-sql/pglite';

const { serialize } = protocol;

/** What a unit of work may do inside its transaction. */
export interface DatabaseTransaction {
  /** One statement with `$n` parameters, prepared once per text and kept (see `Connection`). */
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<Results<T>>;
  /** Statements without parameters, separated by semicolons. */
  exec(sql: string): Promise<void>;
}

/** A statement run right after BEGIN, in the same call to the database. */
export interface TransactionSetup {
  sql: string;
  params: readonly unknown[];
}

interface Prepared {
  name: string;
  paramTypes: number[];
}

/** Statement names are unique in the process, so connections sharing one PGlite never reuse one. */
let nextName = 1;

/** Raised when the changed shape of a table makes a kept plan unusable; the statement is prepared again. */
const CACHED_PLAN_CHANGED = '0A000';

/**
 * PGlite's one connection, spoken to in the wire protocol so that each step of a transaction is
 * one call into the database. PGlite's own `query` makes five calls per statement (parse,
 * describe, bind, describe, execute) and parses and plans the text every time; here each
 * distinct statement text is prepared once under a name, and later runs only bind and execute
 * it, so Postgres can keep its plan (its plan cache re-plans by itself when a table, a policy or
 * the current role makes the plan stale). The most recently used statements are kept, up to
 * `capacity`; a statement let go is closed before the next transaction begins.
 */
export class Connection {
  private readonly statements = new Map<string, Prepared>();
  private readonly released: string[] = [];
  private calls = 0;

  constructor(
    private readonly pglite: PGlite,
    private readonly capacity = 500,
  ) {}

  /** Calls made into the database so far, and the statements kept prepared now. */
  stats(): { calls: number; preparedStatements: number } {
    return { calls: this.calls, preparedStatements: this.statements.size };
  }

  /** Runs `work` in a transaction of its own: committed when it resolves, rolled back when it throws. */
  async transaction<T>(work: (tx: DatabaseTransaction) => Promise<T>, setup?: TransactionSetup): Promise<T> {
    let open = true;
    const usable = () => {
      if (!open) throw new Error('Transaction is closed');
    };
    const tx: DatabaseTransaction = {
      query: (sql, params = []) => {
        usable();
        return this.query(sql, params);
      },
      exec: async (sql) => {
        usable();
        await this.call([serialize.query(sql)]);
      },
    };
    try {
      await this.begin(setup);
      const result = await work(tx);
      open = false;
      const [completed] = await this.call([serialize.query('COMMIT')]);
      // A transaction that failed inside and went on is rolled back by COMMIT, as Postgres answers.
      if (completed?.name === 'commandComplete' && (completed as messages.CommandCompleteMessage).text === 'ROLLBACK') {
        throw new TransactionAbortedError();
      }
      return result;
    } catch (error) {
      if (open) {
        open = false;
        await this.call([serialize.query('ROLLBACK')]);
      }
      throw error;
    }
  }

  /** BEGIN and the setup statement in one call once the setup is prepared; statements let go are closed first. */
  private async begin(setup: TransactionSetup | undefined): Promise<void> {
    const released = this.released.splice(0);
    const closes = released.length > 0 ? [...released.map((name) => serialize.close({ type: 'S', name })), serialize.sync()] : [];
    const prepared = setup ? this.statements.get(setup.sql) : undefined;
    if (!setup || prepared) {
      await this.call([...closes, serialize.query('BEGIN'), ...(setup && prepared ? this.run(prepared, setup.params, false) : [])]);
      if (prepared) this.touch(setup!.sql, prepared);
      return;
    }
    await this.call([...closes, serialize.query('BEGIN')]);
    await this.query(setup.sql, setup.params);
  }

  private async query<T>(sql: string, params: readonly unknown[]): Promise<Results<T>> {
    let prepared = this.statements.get(sql);
    if (prepared) this.touch(sql, prepared);
    else prepared = await this.prepare(sql);
    try {
      const answers = await this.call(this.run(prepared, params, true));
      return parse.parseResults(answers, this.pglite.parsers)[0] as Results<T>;
    } catch (error) {
      if ((error as { code?: string }).code === CACHED_PLAN_CHANGED) this.release(sql);
      throw error;
    }
  }

  /** Parses the text under a new name and learns its parameters' types, to write the values as PGlite would. */
  private async prepare(sql: string): Promise<Prepared> {
    const name = `local_supabase_${nextName++}`;
    let answers: messages.BackendMessage[];
    try {
      answers = await this.call([serialize.parse({ name, text: sql }), serialize.describe({ type: 'S', name }), serialize.sync()]);
    } catch (error) {
      // Closing a statement that was never made is no error: whichever step failed, nothing is left behind.
      this.released.push(name);
      throw error;
    }
    const prepared = { name, paramTypes: parse.parseDescribeStatementResults(answers) };
    this.statements.set(sql, prepared);
    if (this.statements.size > this.capacity) this.release(this.statements.keys().next().value!);
    return prepared;
  }

  private run(prepared: Prepared, params: readonly unknown[], describe: boolean): Uint8Array[] {
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const serializer = this.pglite.serializers[prepared.paramTypes[index]!];
      return serializer ? serializer(value) : String(value);
    });
    return [
      serialize.bind({ statement: prepared.name, values }),
      ...(describe ? [serialize.describe({ type: 'P' })] : []),
      serialize.execute({}),
      serialize.sync(),
    ];
  }

  /** Map order is the order of use: the first entry is the one used longest ago. */
  private touch(sql: string, prepared: Prepared) {
    this.statements.delete(sql);
    this.statements.set(sql, prepared);
  }

  private release(sql: string) {
    const prepared = this.statements.get(sql);
    if (!prepared) return;
    this.statements.delete(sql);
    this.released.push(prepared.name);
  }

  /** The messages in one call; the first failure among the answers is thrown, as PGlite throws it. */
  private async call(requests: Uint8Array[]): Promise<messages.BackendMessage[]> {
    const length = requests.reduce((sum, message) => sum + message.length, 0);
    const buffer = new Uint8Array(length);
    let offset = 0;
    for (const message of requests) {
      buffer.set(message, offset);
      offset += message.length;
    }
    this.calls += 1;
    const { messages: answers } = await this.pglite.execProtocol(buffer, { syncToFs: false, throwOnError: false });
    const failure = answers.find((answer) => answer instanceof messages.DatabaseError);
    if (failure) throw failure;
    return answers;
  }
}
