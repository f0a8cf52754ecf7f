import { COMPARISON_OPERATORS, type Condition } from './filter-parser';
import type { ReadNode } from './read-plan';
import { Aliases, BoundValues, quoteName, tableRef } from './sql-text';
import type { OrderTerm } from './query-options';

const PATTERN_OPERATORS = new Set(['like', 'ilike', 'match', 'imatch']);

export function conditionSql(condition: Condition, alias: string, values: BoundValues): string {
  let sql: string;
  if (condition.type === 'logic') {
    const parts = condition.conditions.map((part) => conditionSql(part, alias, values));
    if (parts.length === 0) sql = condition.operator === 'and' ? 'true' : 'false';
    else sql = `(${parts.join(condition.operator === 'and' ? ' and ' : ' or ')})`;
  } else {
    const column = `${alias}.${quoteName(condition.column)}`;
    if (condition.type === 'is') sql = `${column} is ${condition.value}`;
    else if (condition.type === 'in') {
      sql = condition.values.length === 0 ? 'false' : `${column} in (${condition.values.map((v) => values.add(v)).join(', ')})`;
    } else if (PATTERN_OPERATORS.has(condition.operator)) {
      // PostgREST accepts `*` as the LIKE wildcard because `%` is awkward in URLs.
      const pattern = condition.operator.endsWith('like') ? condition.value.replace(/\*/g, '%') : condition.value;
      sql = `${column}::text ${COMPARISON_OPERATORS[condition.operator]} ${values.add(pattern)}`;
    } else {
      sql = `${column} ${COMPARISON_OPERATORS[condition.operator]} ${values.add(condition.value)}`;
    }
  }
  return condition.negated ? `not (${sql})` : sql;
}

export function orderSql(order: OrderTerm[], alias: string): string {
  if (order.length === 0) return '';
  const terms = order.map(
    (term) => `${alias}.${quoteName(term.column)} ${term.descending ? 'desc' : 'asc'}${term.nulls ? ` nulls ${term.nulls}` : ''}`,
  );
  return ` order by ${terms.join(', ')}`;
}

export function pagingSql(node: { limit?: number; offset?: number }, values: BoundValues): string {
  return `${node.limit !== undefined ? ` limit ${values.add(node.limit)}` : ''}${node.offset ? ` offset ${values.add(node.offset)}` : ''}`;
}

export interface NodeSql {
  /** The select list: columns and one correlated subquery per embed. */
  list: string;
  /** This level's filters plus an `exists` for each `!inner` embed. */
  where: string[];
}

/** Postgres builds the JSON: row_to_json for to-one embeds, json_agg for to-many. */
export function nodeSql(node: ReadNode, alias: string, values: BoundValues, aliases: Aliases): NodeSql {
  const where = node.conditions.map((condition) => conditionSql(condition, alias, values));
  const list = node.items.map((item) => {
    if (item.type === 'star') return `${alias}.*`;
    if (item.type === 'column') {
      return `${alias}.${quoteName(item.name)}${item.cast ? `::${item.cast}` : ''} as ${quoteName(item.key)}`;
    }
    const child = aliases.take();
    const inner = nodeSql(item.node, child, values, aliases);
    const join = item.relation.remoteColumns.map(
      (column, i) => `${child}.${quoteName(column)} = ${alias}.${quoteName(item.relation.localColumns[i]!)}`,
    );
    const childWhere = [...join, ...inner.where].join(' and ');
    const from = `${tableRef(item.node.table.name)} ${child} where ${childWhere}`;
    if (item.inner) where.push(`exists (select 1 from ${from})`);
    const rows = `select ${inner.list} from ${from}`;
    const expression =
      item.relation.cardinality === 'one'
        ? `(select row_to_json(_e) from (${rows} limit 1) _e)`
        : `coalesce((select json_agg(_e) from (${rows}${orderSql(item.node.order, child)}${pagingSql(item.node, values)}) _e), '[]'::json)`;
    return `${expression} as ${quoteName(item.key)}`;
  });
  return { list: list.join(', '), where };
}

export const whereSql = (where: string[]) => (where.length > 0 ? ` where ${where.join(' and ')}` : '');

export interface ReadQuery {
  sql: string;
  values: unknown[];
}

export interface ReadOptions {
  single: boolean;
  withTotal: boolean;
  /**
   * HEAD: the page's row count and total only. The rows are neither ordered nor shaped into JSON;
   * the select list stays, so the caller still needs the right to read every column it names.
   */
  headersOnly?: boolean;
  source?: (values: BoundValues) => string;
}

/** One statement returns the page as JSON text, its row count and, when asked, the total. */
export function readQuery(node: ReadNode, options: ReadOptions): ReadQuery {
  const values = new BoundValues();
  const source = options.source ? options.source(values) : tableRef(node.table.name);
  const aliases = new Aliases();
  const alias = aliases.take();
  const { list, where } = nodeSql(node, alias, values, aliases);
  const from = `${source} ${alias}${whereSql(where)}`;
  const page = options.headersOnly
    ? `select ${list} from ${from}${pagingSql(node, values)}`
    : `select ${list} from ${from}${orderSql(node.order, alias)}${pagingSql(node, values)}`;
  const body = options.headersOnly ? 'null::text' : options.single ? `(json_agg(_r) -> 0)::text` : `coalesce(json_agg(_r), '[]'::json)::text`;
  const total = options.withTotal ? `(select count(*) from ${from})::int` : 'null::int';
  return {
    sql: `select ${body} as body, count(*)::int as row_count, ${total} as total from (${page}) _r`,
    values: values.values,
  };
}
