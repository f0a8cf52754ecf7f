import type { Catalog, FunctionInfo, TableInfo } from './catalog';
import { PostgrestError } from './postgrest-error';
import type { QueryOptions } from './query-options';
import { buildReadPlan } from './read-plan';
import { readQuery } from './read-sql';
import type { SelectItem } from './select-parser';
import { BoundValues, quoteName } from './sql-text';

export function chooseFunction(candidates: FunctionInfo[], name: string, argNames: string[]): FunctionInfo {
  const matching = candidates.filter(
    (fn) => argNames.every((arg) => fn.argNames.includes(arg)) && fn.argNames.slice(0, fn.requiredArgs).every((arg) => argNames.includes(arg)),
  );
  if (matching.length === 1) return matching[0]!;
  if (matching.length === 0) {
    throw new PostgrestError(
      404,
      'PGRST202',
      `Could not find the function public.${name}(${argNames.join(', ')}) in the schema cache`,
      `Searched for the function public.${name} with parameters ${argNames.join(', ') || 'none'}, but no matches were found.`,
    );
  }
  throw new PostgrestError(300, 'PGRST203', `Could not choose the best candidate function between several public.${name} overloads`);
}

const arrayLiteral = (items: unknown[]): string =>
  `{${items
    .map((item) => (item === null ? 'NULL' : `"${(typeof item === 'object' ? JSON.stringify(item) : String(item)).replace(/[\\"]/g, '\\$&')}"`))
    .join(',')}}`;

/** Arguments arrive as JSON (POST) or text (GET); Postgres converts the text to the declared type. */
function argumentText(value: unknown, type: string): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && type.endsWith('[]')) return arrayLiteral(value);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export type RpcShape = 'void' | 'set' | 'row' | 'scalar';

export interface RpcRequest {
  args: Record<string, unknown>;
  items: SelectItem[];
  options: QueryOptions;
  single: boolean;
  withTotal: boolean;
}

const hasOptions = (options: QueryOptions) =>
  options.select !== undefined ||
  [...options.levels.entries()].some(
    ([path, level]) =>
      path !== '' || level.conditions.length > 0 || level.order.length > 0 || level.limit !== undefined || level.offset !== undefined,
  );

/** The rows a set-returning function yields can be selected, filtered, ordered and paged like a table's. */
function resultTable(fn: FunctionInfo): TableInfo {
  return { name: fn.name, columns: new Map(fn.resultColumns.map((column) => [column, { type: '', default: null }])), primaryKey: [] };
}

export function rpcQuery(catalog: Catalog, fn: FunctionInfo, request: RpcRequest) {
  const call = (values: BoundValues) => {
    const argumentSql = Object.entries(request.args)
      .map(([arg, value]) => {
        const type = fn.argTypes[fn.argNames.indexOf(arg)]!;
        return `${quoteName(arg)} => ${values.add(argumentText(value, type))}::${type}`;
      })
      .join(', ');
    return `public.${quoteName(fn.name)}(${argumentSql})`;
  };
  if (fn.returnsSet && fn.resultColumns.length > 0) {
    const plan = buildReadPlan(catalog, resultTable(fn), request.items, request.options);
    return { ...readQuery(plan, { single: request.single, withTotal: request.withTotal, source: call }), shape: 'set' as RpcShape };
  }
  if (hasOptions(request.options)) {
    throw new PostgrestError(400, 'PGRST100', `public.${fn.name} does not return rows, so it cannot be filtered or ordered`);
  }
  const values = new BoundValues();
  const invocation = call(values);
  let shape: RpcShape;
  let sql: string;
  if (fn.returnType === 'void' && !fn.returnsSet) {
    shape = 'void';
    sql = `select ${invocation}, null::text as body, 1 as row_count`;
  } else if (fn.returnsSet) {
    shape = 'set';
    const body = request.single ? `(json_agg(_r) -> 0)::text` : `coalesce(json_agg(_r), '[]'::json)::text`;
    sql = `select ${body} as body, count(*)::int as row_count, ${request.withTotal ? 'count(*)::int' : 'null::int'} as total from ${invocation} _r`;
  } else if (fn.returnsRow) {
    shape = 'row';
    sql = `select row_to_json(_r)::text as body, 1 as row_count from ${invocation} _r`;
  } else {
    shape = 'scalar';
    sql = `select to_json(${invocation})::text as body, 1 as row_count`;
  }
  return { sql, values: values.values, shape };
}
