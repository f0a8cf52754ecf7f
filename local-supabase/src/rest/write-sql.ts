import type { Condition } from './filter-parser';
import type { ReadNode } from './read-plan';
import { conditionSql, nodeSql, whereSql } from './read-sql';
import { Aliases, BoundValues, quoteName, tableRef } from './sql-text';

export type Mutation =
  | {
      kind: 'insert';
      columns: string[];
      rows: unknown[];
      conflict?: { columns: string[]; action: 'merge' | 'ignore' };
      /** With `Prefer: missing=default`: each column's default expression, used where a row lacks the key. */
      defaults?: Map<string, string | null>;
    }
  | { kind: 'update'; columns: string[]; changes: Record<string, unknown>; conditions: Condition[] }
  | { kind: 'delete'; conditions: Condition[] };

/**
 * Only the columns the response shows are returned, so a caller without SELECT on some column
 * (column privileges) can still write, as with PostgREST.
 */
function returnedColumns(representation: ReadNode | null): string {
  if (!representation) return '1';
  const columns = new Set<string>();
  for (const item of representation.items) {
    if (item.type === 'star') return 't0.*';
    if (item.type === 'column') columns.add(item.name);
    else for (const column of item.relation.localColumns) columns.add(column);
  }
  return columns.size === 0 ? '1' : [...columns].map((column) => `t0.${quoteName(column)}`).join(', ');
}

/** The inserted rows; json_populate_recordset turns each JSON value into the column's own type. */
function insertSource(table: string, columns: string[], rows: unknown[], values: BoundValues, defaults?: Map<string, string | null>) {
  const json = values.add(JSON.stringify(rows));
  if (!defaults) return `select ${columns.map(quoteName).join(', ')} from json_populate_recordset(null::${tableRef(table)}, ${json}::json)`;
  const picks = columns.map(
    (column) =>
      `case when _row ? ${values.add(column)} then (jsonb_populate_record(null::${tableRef(table)}, _row)).${quoteName(column)}` +
      ` else ${defaults.get(column) ?? 'null'} end`,
  );
  return `select ${picks.join(', ')} from jsonb_array_elements(${json}::jsonb) _row`;
}

function mutationSql(table: string, mutation: Mutation, values: BoundValues, returning: string): string {
  const target = `${tableRef(table)} as t0`;
  if (mutation.kind === 'insert') {
    if (mutation.columns.length === 0) return `insert into ${target} default values returning ${returning}`;
    const names = mutation.columns.map(quoteName).join(', ');
    const source = insertSource(table, mutation.columns, mutation.rows, values, mutation.defaults);
    let conflict = '';
    if (mutation.conflict) {
      const keys = mutation.conflict.columns.map(quoteName).join(', ');
      // Every column of the body is set again, the conflict's own too, as PostgREST does: a body of
      // the key alone still updates (and returns) the row it matches.
      const updates = mutation.columns.map((column) => `${quoteName(column)} = excluded.${quoteName(column)}`);
      conflict =
        mutation.conflict.action === 'merge' ? ` on conflict (${keys}) do update set ${updates.join(', ')}` : ` on conflict (${keys}) do nothing`;
    }
    return `insert into ${target} (${names}) ${source}${conflict} returning ${returning}`;
  }
  const where = whereSql(mutation.conditions.map((condition) => conditionSql(condition, 't0', values)));
  if (mutation.kind === 'delete') return `delete from ${target}${where} returning ${returning}`;
  const assignments = mutation.columns.map((column) => `${quoteName(column)} = _changes.${quoteName(column)}`).join(', ');
  const changes = `json_populate_record(null::${tableRef(table)}, ${values.add(JSON.stringify(mutation.changes))}::json) _changes`;
  return `update ${target} set ${assignments} from ${changes}${where} returning ${returning}`;
}

/** The statement runs in a CTE so the returned rows can be shaped with the same select as a read. */
export function writeQuery(table: string, mutation: Mutation, representation: ReadNode | null, single: boolean): { sql: string; values: unknown[] } {
  const values = new BoundValues();
  const statement = mutationSql(table, mutation, values, returnedColumns(representation));
  if (!representation) {
    return { sql: `with _m as (${statement}) select null::text as body, count(*)::int as row_count from _m`, values: values.values };
  }
  const aliases = new Aliases();
  const alias = aliases.take();
  const { list } = nodeSql(representation, alias, values, aliases);
  const body = single ? `(json_agg(_r) -> 0)::text` : `coalesce(json_agg(_r), '[]'::json)::text`;
  return {
    sql: `with _m as (${statement}) select ${body} as body, count(*)::int as row_count from (select ${list} from _m ${alias}) _r`,
    values: values.values,
  };
}
