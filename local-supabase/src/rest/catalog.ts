import type { DatabaseTransaction } from '../connection';
import { FOREIGN_KEYS_SQL, FUNCTIONS_SQL, TABLES_SQL, toFunctionInfo, type FunctionRow } from './catalog-queries';
import { PostgrestError } from './postgrest-error';

export interface TableInfo {
  name: string;
  /** `default` is the column's default expression as Postgres prints it, or null. */
  columns: Map<string, { type: string; default: string | null }>;
  primaryKey: string[];
}

export interface ForeignKey {
  name: string;
  table: string;
  columns: string[];
  referencedTable: string;
  referencedColumns: string[];
  /** Its columns are also the table's primary key or a unique key: one row at most per referenced row. */
  oneToOne: boolean;
}

export interface FunctionInfo {
  name: string;
  argNames: string[];
  argTypes: string[];
  requiredArgs: number;
  returnType: string;
  returnsSet: boolean;
  returnsRow: boolean;
  /** Column names of each returned row (`returns table`, out parameters or a row type); empty for scalars. */
  resultColumns: string[];
  /**
   * The function's own `set statement_timeout`, in milliseconds, or null. PostgREST (12.2 on)
   * hoists it: a call runs under that timeout instead of its role's.
   */
  statementTimeoutMs: number | null;
}

/**
 * What the exposed schema holds, read from pg_catalog. Every table, column, relationship and
 * function named in a URL is checked against it before it is written into SQL. It is read once,
 * as the owner, before the server takes requests: the schema changes only when migrations run,
 * which happens before that, so no request pays for reading pg_catalog.
 */
export class Catalog {
  private tables = new Map<string, TableInfo>();
  private foreignKeys: ForeignKey[] = [];
  private functions = new Map<string, FunctionInfo[]>();

  async load(tx: DatabaseTransaction): Promise<void> {
    const tables = await tx.query<{ name: string; columns: { name: string; type: string; default: string | null }[]; primary_key: string[] }>(
      TABLES_SQL,
    );
    this.tables = new Map(
      tables.rows.map((row) => [
        row.name,
        { name: row.name, columns: new Map(row.columns.map((c) => [c.name, { type: c.type, default: c.default }])), primaryKey: row.primary_key },
      ]),
    );
    const keys = await tx.query<{
      name: string;
      table: string;
      referenced_table: string;
      columns: string[];
      referenced_columns: string[];
      one_to_one: boolean;
    }>(FOREIGN_KEYS_SQL);
    this.foreignKeys = keys.rows.map((row) => ({
      name: row.name,
      table: row.table,
      columns: row.columns,
      referencedTable: row.referenced_table,
      referencedColumns: row.referenced_columns,
      oneToOne: row.one_to_one,
    }));
    const functions = await tx.query<FunctionRow>(FUNCTIONS_SQL);
    this.functions = new Map();
    for (const row of functions.rows) {
      const info = toFunctionInfo(row);
      this.functions.set(info.name, [...(this.functions.get(info.name) ?? []), info]);
    }
  }

  hasTable(name: string): boolean {
    return this.tables.has(name);
  }

  table(name: string): TableInfo {
    const table = this.tables.get(name);
    if (!table) {
      throw new PostgrestError(404, 'PGRST205', `Could not find the table 'public.${name}' in the schema cache`, null, null);
    }
    return table;
  }

  column(table: TableInfo, name: string): { type: string; default: string | null } {
    const column = table.columns.get(name);
    if (!column) throw new PostgrestError(400, '42703', `column ${table.name}.${name} does not exist`);
    return column;
  }

  foreignKeysBetween(a: string, b: string): ForeignKey[] {
    return this.foreignKeys.filter((key) => (key.table === a && key.referencedTable === b) || (key.table === b && key.referencedTable === a));
  }

  foreignKeysFrom(table: string): ForeignKey[] {
    return this.foreignKeys.filter((key) => key.table === table);
  }

  functionsNamed(name: string): FunctionInfo[] {
    const found = this.functions.get(name);
    if (!found) {
      throw new PostgrestError(404, 'PGRST202', `Could not find the function public.${name} in the schema cache`);
    }
    return found;
  }
}
