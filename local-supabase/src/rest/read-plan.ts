import type { Catalog, TableInfo } from './catalog';
import { resolveEmbed, type Relation } from './embed-relations';
import type { Condition } from './filter-parser';
import { PostgrestError } from './postgrest-error';
import type { LevelOptions, OrderTerm, QueryOptions } from './query-options';
import type { SelectItem } from './select-parser';

export type PlanItem =
  | { type: 'star' }
  | { type: 'column'; name: string; key: string; cast?: string }
  | { type: 'embed'; key: string; node: ReadNode; relation: Relation; inner: boolean };

export interface ReadNode {
  table: TableInfo;
  items: PlanItem[];
  conditions: Condition[];
  order: OrderTerm[];
  limit?: number;
  offset?: number;
}

/** Casts a client may ask for in `select`; the type name is written into SQL, so only these. */
const ALLOWED_CASTS = new Set([
  'text',
  'varchar',
  'int',
  'int2',
  'int4',
  'int8',
  'integer',
  'smallint',
  'bigint',
  'numeric',
  'float4',
  'float8',
  'real',
  'double precision',
  'bool',
  'boolean',
  'date',
  'timestamp',
  'timestamptz',
  'time',
  'uuid',
  'json',
  'jsonb',
]);

function checkedColumns(catalog: Catalog, table: TableInfo, conditions: Condition[]): Condition[] {
  for (const condition of conditions) {
    if (condition.type === 'logic') checkedColumns(catalog, table, condition.conditions);
    else catalog.column(table, condition.column);
  }
  return conditions;
}

function buildNode(catalog: Catalog, table: TableInfo, items: SelectItem[], options: QueryOptions, path: string): ReadNode {
  const level: LevelOptions = options.levels.get(path) ?? { conditions: [], order: [] };
  const planItems: PlanItem[] = items.map((item): PlanItem => {
    if (item.type === 'star') return item;
    if (item.type === 'column') {
      catalog.column(table, item.name);
      if (item.cast && !ALLOWED_CASTS.has(item.cast.toLowerCase())) {
        throw new PostgrestError(400, 'PGRST100', `failed to parse select parameter: cast to "${item.cast}" is not allowed`);
      }
      return { type: 'column', name: item.name, key: item.alias ?? item.name, cast: item.cast };
    }
    const key = item.alias ?? item.name;
    const embedded = resolveEmbed(catalog, table, item.name, item.hints);
    const childPath = path === '' ? key : `${path}.${key}`;
    return {
      type: 'embed',
      key,
      node: buildNode(catalog, embedded.table, item.items, options, childPath),
      relation: embedded.relation,
      inner: item.inner,
    };
  });
  for (const term of level.order) catalog.column(table, term.column);
  return {
    table,
    items: planItems,
    conditions: checkedColumns(catalog, table, level.conditions),
    order: level.order,
    limit: level.limit,
    offset: level.offset,
  };
}

function embedPaths(node: ReadNode, prefix: string, into: Set<string>): Set<string> {
  for (const item of node.items) {
    if (item.type !== 'embed') continue;
    const path = prefix === '' ? item.key : `${prefix}.${item.key}`;
    into.add(path);
    embedPaths(item.node, path, into);
  }
  return into;
}

export function buildReadPlan(catalog: Catalog, table: TableInfo, items: SelectItem[], options: QueryOptions): ReadNode {
  const root = buildNode(catalog, table, items, options, '');
  const known = embedPaths(root, '', new Set(['']));
  for (const path of options.levels.keys()) {
    if (!known.has(path)) {
      throw new PostgrestError(
        400,
        'PGRST108',
        `'${path}' is not an embedded resource in this request`,
        null,
        `Verify that '${path}' is included in the 'select' query parameter.`,
      );
    }
  }
  return root;
}
