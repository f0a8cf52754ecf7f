import type { PGlite } from '@electric-sql/pglite';
import type { DatabaseTransaction } from '../connection';
import type { Database } from '../database';
import type { Principal } from '../principal';
import { runAs } from '../rest/run-as';
import { quoteName } from '../rest/sql-text';
import { liveTableKey, readLiveTables, type LiveTable } from './live-tables';
import { BindingError, bindingWants, rowMatches, type Binding, type ChangeType } from './postgres-changes';

/** A joined channel, as the feed sees it: who is listening, to what, and where changes go. */
export interface Subscriber {
  principal: Principal;
  bindings: Binding[];
  deliver(ids: number[], data: ChangeData): void;
}

/** The `data` of a `postgres_changes` message, as Supabase Realtime sends it. */
export interface ChangeData {
  schema: string;
  table: string;
  commit_timestamp: string;
  type: ChangeType;
  columns: LiveTable['columns'];
  record?: Record<string, unknown>;
  old_record?: Record<string, unknown>;
  errors: null;
}

interface ChangeRow {
  id: number | bigint;
  schema_name: string;
  table_name: string;
  type: ChangeType;
  record: Record<string, unknown> | null;
  old_record: Record<string, unknown> | null;
  changed_at: Date;
}

/** Changes taken from the log per turn at the database, so other callers get their turns between. */
const CHANGES_PER_TURN = 100;

const REALTIME_LANE = 'realtime';

const principalKey = (principal: Principal): string => `${principal.role}\u0000${JSON.stringify(principal.claims)}`;

/** Who listens to a change: by principal, each with their channels and the bindings there that want it. */
type Listeners = Map<string, { principal: Principal; targets: { subscriber: Subscriber; ids: number[] }[] }>;

interface HeardChange {
  table: LiveTable;
  change: ChangeRow;
  /** The row as it is now, or as it was before a deletion. */
  row: Record<string, unknown>;
  listeners: Listeners;
}

/** A row's primary key as JSON, as Postgres writes it with `jsonb_build_array`. */
const primaryKeyOf = (table: LiveTable, row: Record<string, unknown>): string =>
  JSON.stringify(table.primaryKey.map((column) => row[column] ?? null));

/** A row a principal may see, among a turn's changes. */
const visibilityKey = (table: LiveTable, principal: string, row: Record<string, unknown>): string =>
  `${liveTableKey(table.schema, table.name)}\u0000${principal}\u0000${primaryKeyOf(table, row)}`;

function pick(row: Record<string, unknown>, names: Iterable<string>): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const name of names) if (name in row) picked[name] = row[name];
  return picked;
}

/**
 * Reads the change log the capture triggers write, in commit order, and hands each change to the
 * subscribers allowed to see it. Whether a subscriber may see a row is asked of Postgres, under
 * that subscriber's role and JWT claims, so row-level security decides as it does for a read.
 */
export class ChangeFeed {
  private readonly subscribers = new Set<Subscriber>();
  private scheduled = false;
  private tables: Promise<Map<string, LiveTable>> | undefined;
  private closed = false;
  /** The database instance whose notifications wake the feed (a reset may put another in its place). */
  private listening: PGlite | undefined;

  constructor(private readonly db: Database) {}

  /** Changes logged before this server started have no one to go to. */
  async start(): Promise<void> {
    await this.db.transaction((tx) => tx.exec('delete from local_realtime.changes'));
    const pglite = this.db.pglite;
    if (this.listening === pglite) return;
    await pglite.listen('local_realtime', () => this.schedule());
    this.listening = pglite;
  }

  /** After a reset: nobody subscribed, the live tables read again, and the changes logged so far dropped. */
  async restart(): Promise<void> {
    this.subscribers.clear();
    this.tables = undefined;
    await this.start();
  }

  close(): void {
    this.closed = true;
    this.subscribers.clear();
  }

  add(subscriber: Subscriber): void {
    this.subscribers.add(subscriber);
  }

  remove(subscriber: Subscriber): void {
    this.subscribers.delete(subscriber);
  }

  get subscriberCount(): number {
    return this.subscribers.size;
  }

  private liveTables(): Promise<Map<string, LiveTable>> {
    this.tables ??= this.db.transaction(readLiveTables, { lane: REALTIME_LANE });
    return this.tables;
  }

  /** Refuses bindings on tables that are not live, and filters on columns the role may not read. */
  async check(bindings: Binding[], principal: Principal): Promise<void> {
    const tables = await this.liveTables();
    for (const binding of bindings) {
      if (binding.table === undefined) continue;
      const table = tables.get(liveTableKey(binding.schema, binding.table));
      if (!table) {
        throw new BindingError(
          `Unable to subscribe to changes with given parameters. Please check Realtime is enabled for the given connect parameters: [schema: ${binding.schema}, table: ${binding.table}]`,
        );
      }
      if (binding.filter && !table.readable[principal.role].has(binding.filter.column)) {
        throw new BindingError(`Error parsing \`filter\` params: invalid column for filter ${binding.filter.column}`);
      }
    }
  }

  private schedule(): void {
    if (this.scheduled || this.closed) return;
    this.scheduled = true;
    this.db
      .transaction((tx) => this.drain(tx), { lane: REALTIME_LANE })
      .then((more) => {
        if (more) this.schedule();
      })
      .catch(() => {
        // The database is closing; the changes left in the log have no one to go to.
      });
  }

  private async drain(tx: DatabaseTransaction): Promise<boolean> {
    this.scheduled = false;
    const { rows } = await tx.query<ChangeRow>(
      `delete from local_realtime.changes
        where id in (select id from local_realtime.changes order by id limit $1)
        returning id, schema_name, table_name, type, record, old_record, changed_at`,
      [CHANGES_PER_TURN],
    );
    if (rows.length === 0 || this.subscribers.size === 0) return rows.length === CHANGES_PER_TURN;
    const tables = await this.liveTables();
    rows.sort((a, b) => Number(a.id) - Number(b.id));
    const heard: HeardChange[] = [];
    for (const change of rows) {
      const table = tables.get(liveTableKey(change.schema_name, change.table_name));
      const row = change.type === 'DELETE' ? change.old_record : change.record;
      if (!table || !row) continue;
      const listeners = this.listenersOf(table, change.type, row);
      if (listeners.size > 0) heard.push({ table, change, row, listeners });
    }
    const seen = await this.visibleRows(
      tx,
      heard.filter(({ change }) => change.type !== 'DELETE'),
    );
    for (const { table, change, row, listeners } of heard) {
      if (change.type === 'DELETE') {
        await this.dispatchDeletion(tx, table, change, row, listeners);
        continue;
      }
      for (const [key, { principal, targets }] of listeners) {
        if (!seen.has(visibilityKey(table, key, row))) continue;
        const data = this.shape(table, change, principal);
        for (const { subscriber, ids } of targets) subscriber.deliver(ids, data);
      }
    }
    return rows.length === CHANGES_PER_TURN;
  }

  /** The subscribers a change is for, by who they are: whether a principal may see it is asked once for all of its channels. */
  private listenersOf(table: LiveTable, type: ChangeType, row: Record<string, unknown>): Listeners {
    const listeners: Listeners = new Map();
    for (const subscriber of this.subscribers) {
      const ids = subscriber.bindings
        .filter((binding) => bindingWants(binding, table.schema, table.name, type) && rowMatches(binding.filter, row))
        .map((binding) => binding.id);
      if (ids.length === 0) continue;
      const key = principalKey(subscriber.principal);
      const group = listeners.get(key) ?? { principal: subscriber.principal, targets: [] };
      group.targets.push({ subscriber, ids });
      listeners.set(key, group);
    }
    return listeners;
  }

  /**
   * Which of the inserted and updated rows each listening principal's own select would return:
   * one query per table and principal for the whole turn, under that principal's role and claims,
   * so a transaction of thousands of rows costs the connection a few reads, not thousands.
   */
  private async visibleRows(tx: DatabaseTransaction, heard: readonly HeardChange[]): Promise<Set<string>> {
    const asked = new Map<string, { table: LiveTable; principal: Principal; keys: Map<string, Record<string, unknown>> }>();
    for (const { table, row, listeners } of heard) {
      for (const [key, { principal }] of listeners) {
        const readable = table.readable[principal.role];
        if (table.primaryKey.length === 0 || !table.primaryKey.every((column) => readable.has(column))) continue;
        const groupKey = `${liveTableKey(table.schema, table.name)}\u0000${key}`;
        const group = asked.get(groupKey) ?? { table, principal, keys: new Map() };
        group.keys.set(primaryKeyOf(table, row), pick(row, table.primaryKey));
        asked.set(groupKey, group);
      }
    }
    const seen = new Set<string>();
    for (const [groupKey, { table, principal, keys }] of asked) {
      const relation = `${quoteName(table.schema)}.${quoteName(table.name)}`;
      const columns = table.primaryKey.map(quoteName);
      const sql = `select jsonb_build_array(${columns.map((column) => `t.${column}`).join(', ')}) as key
          from ${relation} t
         where (${columns.map((column) => `t.${column}`).join(', ')}) in
               (select ${columns.map((column) => `r.${column}`).join(', ')} from jsonb_populate_recordset(null::${relation}, $1) r)`;
      await tx.exec('savepoint realtime_visibility');
      try {
        await runAs(tx, principal, 'GET', '/realtime/v1/websocket');
        const { rows } = await tx.query<{ key: unknown[] }>(sql, [JSON.stringify([...keys.values()])]);
        for (const { key: visible } of rows) seen.add(`${groupKey}\u0000${JSON.stringify(visible)}`);
      } catch {
        // Not readable by this principal at all: none of these rows go to them.
      } finally {
        // Rolling back also undoes the role and claims set for the check.
        await tx.exec('rollback to savepoint realtime_visibility; release savepoint realtime_visibility');
      }
    }
    return seen;
  }

  private async dispatchDeletion(
    tx: DatabaseTransaction,
    table: LiveTable,
    change: ChangeRow,
    row: Record<string, unknown>,
    listeners: Listeners,
  ): Promise<void> {
    // A deleted row no longer exists to be read: it is put back, unseen by triggers and foreign
    // keys, inside a savepoint that is rolled back, so the policies judge the row as it was.
    const restored = await this.restore(tx, table, row);
    try {
      for (const { principal, targets } of listeners.values()) {
        if (!restored || !(await this.visible(tx, table, row, principal))) continue;
        const data = this.shape(table, change, principal);
        for (const { subscriber, ids } of targets) subscriber.deliver(ids, data);
      }
    } finally {
      await tx.exec('rollback to savepoint realtime_restore; release savepoint realtime_restore');
    }
  }

  private async restore(tx: DatabaseTransaction, table: LiveTable, row: Record<string, unknown>): Promise<boolean> {
    const relation = `${quoteName(table.schema)}.${quoteName(table.name)}`;
    await tx.exec("savepoint realtime_restore; set local session_replication_role = 'replica'");
    try {
      await tx.query(`insert into ${relation} overriding system value select * from jsonb_populate_record(null::${relation}, $1)`, [row]);
      return true;
    } catch {
      return false;
    } finally {
      await tx.exec("set local session_replication_role = 'origin'").catch(() => undefined);
    }
  }

  /** Whether the subscriber's own select would return the row: grants and RLS as for any read. */
  private async visible(tx: DatabaseTransaction, table: LiveTable, row: Record<string, unknown>, principal: Principal): Promise<boolean> {
    const readable = table.readable[principal.role];
    if (table.primaryKey.length === 0 || !table.primaryKey.every((column) => readable.has(column))) return false;
    const relation = `${quoteName(table.schema)}.${quoteName(table.name)}`;
    const key = table.primaryKey.map(quoteName);
    const sql = `select exists(
        select 1 from ${relation} t
         where (${key.map((column) => `t.${column}`).join(', ')}) =
               (select ${key.map((column) => `r.${column}`).join(', ')} from jsonb_populate_record(null::${relation}, $1) r)
      ) as visible`;
    await tx.exec('savepoint realtime_visibility');
    try {
      await runAs(tx, principal, 'GET', '/realtime/v1/websocket');
      const { rows } = await tx.query<{ visible: boolean }>(sql, [pick(row, table.primaryKey)]);
      return rows[0]?.visible === true;
    } catch {
      return false;
    } finally {
      // Rolling back also undoes the role and claims set for the check.
      await tx.exec('rollback to savepoint realtime_visibility; release savepoint realtime_visibility');
    }
  }

  /**
   * Only the columns the subscriber's role may select; the old record names only the primary key,
   * as a hosted project sends it for tables with the default replica identity.
   */
  private shape(table: LiveTable, change: ChangeRow, principal: Principal): ChangeData {
    const readable = table.readable[principal.role];
    const data: ChangeData = {
      schema: table.schema,
      table: table.name,
      commit_timestamp: change.changed_at.toISOString(),
      type: change.type,
      columns: table.columns.filter((column) => readable.has(column.name)),
      errors: null,
    };
    if (change.record) data.record = pick(change.record, readable);
    if (change.old_record)
      data.old_record = pick(
        change.old_record,
        table.primaryKey.filter((column) => readable.has(column)),
      );
    return data;
  }
}
