import type { DatabaseTransaction } from '../connection';
import type { Relation } from './embed-relations';
import type { ReadNode } from './read-plan';
import { conditionSql, orderSql, pagingSql, whereSql } from './read-sql';
import { BoundValues, quoteName, tableRef } from './sql-text';
import { MAX_EMBEDDED_ROWS, tooManyEmbeddedRows } from './work-limits';

interface Step {
  node: ReadNode;
  relation: Relation;
}

function embedPaths(node: ReadNode, prefix: Step[], into: Step[][]): Step[][] {
  for (const item of node.items) {
    if (item.type !== 'embed') continue;
    const path = [...prefix, { node: item.node, relation: item.relation }];
    into.push(path);
    embedPaths(item.node, path, into);
  }
  return into;
}

const hasToMany = (paths: Step[][]) => paths.some((path) => path.some((step) => step.relation.cardinality === 'many'));

/** The columns a level must hand to the next one to join it (never `*`: some columns may be withheld). */
const joinColumns = (alias: string, next: Step | undefined) =>
  next ? next.relation.localColumns.map((column) => `${alias}.${quoteName(column)}`).join(', ') : '1 as _';

/** Counts, under the caller's own rights, the rows one embed path adds, stopping once past `cap`. */
function pathCountSql(root: ReadNode, path: Step[], cap: number, values: BoundValues): string {
  const rootWhere = whereSql(root.conditions.map((condition) => conditionSql(condition, 't0', values)));
  let from =
    `(select ${joinColumns('t0', path[0])} from ${tableRef(root.table.name)} t0${rootWhere}` +
    `${orderSql(root.order, 't0')}${pagingSql(root, values)}) t0`;
  path.forEach((step, i) => {
    const alias = `t${i + 1}`;
    const parent = `t${i}`;
    const join = step.relation.remoteColumns.map(
      (column, k) => `${alias}.${quoteName(column)} = ${parent}.${quoteName(step.relation.localColumns[k]!)}`,
    );
    const where = whereSql([...join, ...step.node.conditions.map((condition) => conditionSql(condition, alias, values))]);
    const paging = step.relation.cardinality === 'one' ? ' limit 1' : pagingSql(step.node, values);
    from +=
      ` cross join lateral (select ${joinColumns(alias, path[i + 1])} from ${tableRef(step.node.table.name)} ${alias}` +
      `${where}${step.relation.cardinality === 'many' ? orderSql(step.node.order, alias) : ''}${paging}) ${alias}`;
  });
  return `select count(*)::int as n from (select 1 from ${from} limit ${values.add(cap + 1)}) _c`;
}

/**
 * Each embed is a subquery run once per parent row, so nested to-many embeds multiply: a few
 * hundred bytes of `select` can ask for millions of rows. Before the read runs, the rows every
 * embed path would return are counted (each count stops at the remaining budget) and a read
 * over the budget is refused. Reads without a to-many embed are bounded by the row limit already.
 */
export async function checkEmbedBudget(tx: DatabaseTransaction, root: ReadNode): Promise<void> {
  const paths = embedPaths(root, [], []);
  if (!hasToMany(paths)) return;
  let remaining = MAX_EMBEDDED_ROWS;
  for (const path of paths) {
    const values = new BoundValues();
    const sql = pathCountSql(root, path, remaining, values);
    const counted = (await tx.query<{ n: number }>(sql, values.values)).rows[0]!.n;
    remaining -= counted;
    if (remaining < 0) throw tooManyEmbeddedRows();
  }
}
