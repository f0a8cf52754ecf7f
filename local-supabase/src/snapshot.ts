import type { PGlite } from '@electric-sql/pglite';

interface TableCopy {
  name: string;
  rows: Blob;
}

interface SequencePosition {
  name: string;
  value: string;
  called: boolean;
}

/** Every table and sequence of the database's own schemas (those of Postgres itself excluded). */
const OWN_RELATIONS = `
  select format('%I.%I', n.nspname, c.relname) as name, c.relkind as kind
    from pg_catalog.pg_class c
    join pg_catalog.pg_namespace n on n.oid = c.relnamespace
   where c.relkind in ('r', 'S') and n.nspname <> 'information_schema' and n.nspname !~ '^pg_'
   order by 1`;

/**
 * One row per catalog (its row count and newest row version): any DDL, role or setting change
 * adds, removes or rewrites a catalog row, so two equal fingerprints mean the same schema.
 */
async function catalogFingerprint(pglite: PGlite): Promise<string> {
  const { rows: catalogs } = await pglite.query<{ name: string }>(
    "select format('pg_catalog.%I', relname) as name from pg_catalog.pg_class where relnamespace = 'pg_catalog'::regnamespace and relkind = 'r' order by 1",
  );
  const { rows } = await pglite.query<{ name: string; rows: number; newest: string | null }>(
    catalogs
      .map(({ name }) => `select '${name}' as name, count(*)::int as rows, max(xmin::text::bigint)::text as newest from ${name}`)
      .join(' union all '),
  );
  return JSON.stringify(rows);
}

/**
 * The contents of a database as it was prepared: every table's rows and every sequence's
 * position, put back in place of whatever was written since. That is a fraction of what loading
 * the prepared database again costs, but it cannot undo a change of the schema (a table created,
 * a policy dropped, a role added), so a changed schema is reported instead, to be loaded again.
 */
export class DatabaseSnapshot {
  private constructor(
    private readonly tables: readonly TableCopy[],
    private readonly sequences: readonly SequencePosition[],
    private fingerprint: string,
  ) {}

  static async take(pglite: PGlite): Promise<DatabaseSnapshot> {
    const { rows: relations } = await pglite.query<{ name: string; kind: 'r' | 'S' }>(OWN_RELATIONS);
    const tables: TableCopy[] = [];
    const sequences: SequencePosition[] = [];
    for (const { name, kind } of relations) {
      if (kind === 'S') {
        const { rows } = await pglite.query<{ value: string; called: boolean }>(`select last_value::text as value, is_called as called from ${name}`);
        sequences.push({ name, ...rows[0]! });
        continue;
      }
      const { blob } = await pglite.query(`copy ${name} to '/dev/blob' with (format binary)`);
      tables.push({ name, rows: blob! });
    }
    return new DatabaseSnapshot(tables, sequences, await catalogFingerprint(pglite));
  }

  /**
   * Puts the rows and sequences back, as one transaction, with triggers and foreign-key checks off
   * (the rows were consistent when taken, and restoring them is no change to log). Resolves to
   * false, having changed nothing, when the schema differs from the one taken.
   */
  async restore(pglite: PGlite): Promise<boolean> {
    if ((await catalogFingerprint(pglite)) !== this.fingerprint) return false;
    await pglite.transaction(async (tx) => {
      await tx.exec('set local session_replication_role = replica');
      if (this.tables.length > 0) await tx.exec(`truncate ${this.tables.map((table) => table.name).join(', ')}`);
      for (const table of this.tables) await tx.query(`copy ${table.name} from '/dev/blob' with (format binary)`, [], { blob: table.rows });
      for (const sequence of this.sequences)
        await tx.query('select setval($1::regclass, $2::bigint, $3)', [sequence.name, sequence.value, sequence.called]);
    });
    // Truncating gives each table new storage, which rewrites its catalog row.
    this.fingerprint = await catalogFingerprint(pglite);
    return true;
  }
}
