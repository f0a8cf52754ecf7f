import type { Catalog, ForeignKey, TableInfo } from './catalog';
import { PostgrestError } from './postgrest-error';

/** How an embedded table joins its parent: `embedded.remote[i] = parent.local[i]`. */
export interface Relation {
  cardinality: 'one' | 'many';
  localColumns: string[];
  remoteColumns: string[];
}

function relationsByTable(catalog: Catalog, parent: string, target: string): { key: ForeignKey; relation: Relation }[] {
  const found: { key: ForeignKey; relation: Relation }[] = [];
  for (const key of catalog.foreignKeysBetween(parent, target)) {
    if (key.table === parent && key.referencedTable === target) {
      found.push({ key, relation: { cardinality: 'one', localColumns: key.columns, remoteColumns: key.referencedColumns } });
    }
    if (key.table === target && key.referencedTable === parent) {
      // A key that is also the embedded table's primary or unique key joins one row at most, as PostgREST reads it.
      found.push({ key, relation: { cardinality: key.oneToOne ? 'one' : 'many', localColumns: key.referencedColumns, remoteColumns: key.columns } });
    }
  }
  return found;
}

const matchesHint = (key: ForeignKey, hint: string) =>
  key.name === hint || key.columns.includes(hint) || key.referencedColumns.includes(hint) || key.table === hint;

/** Resolves `name!hint(...)` as PostgREST does: by table name, by foreign-key column, or by constraint name. */
export function resolveEmbed(catalog: Catalog, parent: TableInfo, name: string, hints: string[]): { table: TableInfo; relation: Relation } {
  let candidates: { key: ForeignKey; relation: Relation }[];
  let targetName: string;
  if (catalog.hasTable(name)) {
    targetName = name;
    candidates = relationsByTable(catalog, parent.name, name);
  } else {
    const keys = catalog.foreignKeysFrom(parent.name).filter((key) => key.name === name || (key.columns.length === 1 && key.columns[0] === name));
    candidates = keys.map((key) => ({
      key,
      relation: { cardinality: 'one' as const, localColumns: key.columns, remoteColumns: key.referencedColumns },
    }));
    targetName = keys[0]?.referencedTable ?? name;
  }
  for (const hint of hints) candidates = candidates.filter(({ key }) => matchesHint(key, hint));
  if (candidates.length === 0) {
    throw new PostgrestError(
      400,
      'PGRST200',
      `Could not find a relationship between '${parent.name}' and '${name}' in the schema cache`,
      `Searched for a foreign key relationship between '${parent.name}' and '${name}' in the schema 'public', but no matches were found.`,
    );
  }
  if (candidates.length > 1) {
    throw new PostgrestError(
      300,
      'PGRST201',
      `Could not embed because more than one relationship was found for '${parent.name}' and '${name}'`,
      candidates.map(({ key }) => key.name).join(', '),
      `Try changing '${name}' to one of: ${candidates.map(({ key }) => `'${name}!${key.name}'`).join(', ')}.`,
    );
  }
  return { table: catalog.table(targetName), relation: candidates[0]!.relation };
}
