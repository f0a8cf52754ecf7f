import type { FunctionInfo } from './catalog';

/** pg_catalog reads behind the schema cache; only the `public` schema is exposed. */
export const TABLES_SQL = `
  select c.relname as name,
    json_agg(json_build_object('name', a.attname, 'type', format_type(a.atttypid, a.atttypmod),
      'default', pg_get_expr(ad.adbin, ad.adrelid)) order by a.attnum) as columns,
    coalesce((select json_agg(pa.attname order by k.ord)
      from pg_constraint pk cross join lateral unnest(pk.conkey) with ordinality k(attnum, ord)
      join pg_attribute pa on pa.attrelid = pk.conrelid and pa.attnum = k.attnum
      where pk.conrelid = c.oid and pk.contype = 'p'), '[]'::json) as primary_key
  from pg_class c
  join pg_namespace n on n.oid = c.relnamespace
  join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
  left join pg_attrdef ad on ad.adrelid = a.attrelid and ad.adnum = a.attnum
  where n.nspname = 'public' and c.relkind in ('r', 'v', 'm', 'p', 'f')
  group by c.oid, c.relname`;

export const FOREIGN_KEYS_SQL = `
  select con.conname as name, cl.relname as table, rl.relname as referenced_table,
    (select json_agg(a.attname order by k.ord) from unnest(con.conkey) with ordinality k(attnum, ord)
      join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum) as columns,
    (select json_agg(a.attname order by k.ord) from unnest(con.confkey) with ordinality k(attnum, ord)
      join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.attnum) as referenced_columns,
    exists (select from pg_constraint u where u.conrelid = con.conrelid and u.contype in ('p', 'u')
      and (select array_agg(x order by x) from unnest(u.conkey) x) = (select array_agg(x order by x) from unnest(con.conkey) x)) as one_to_one
  from pg_constraint con
  join pg_class cl on cl.oid = con.conrelid
  join pg_namespace n on n.oid = cl.relnamespace
  join pg_class rl on rl.oid = con.confrelid
  join pg_namespace rn on rn.oid = rl.relnamespace
  where con.contype = 'f' and n.nspname = 'public' and rn.nspname = 'public'`;

export const FUNCTIONS_SQL = `
  select p.proname as name, p.pronargs as arg_count, p.pronargdefaults as default_count,
    coalesce(p.proargnames, '{}'::text[]) as all_names, p.proargmodes::text[] as modes,
    coalesce((select json_agg(format_type(t, null) order by o) from unnest(p.proargtypes) with ordinality x(t, o)), '[]'::json) as arg_types,
    format_type(p.prorettype, null) as return_type, p.proretset as returns_set, rt.typtype as return_kind,
    (select json_agg(a.attname order by a.attnum) from pg_attribute a
      where a.attrelid = rt.typrelid and a.attnum > 0 and not a.attisdropped) as row_columns,
    (select case when c.option_value ~ '^[0-9]+$' then c.option_value::bigint
                 else (extract(epoch from c.option_value::interval) * 1000)::bigint end
       from pg_options_to_table(p.proconfig) c where c.option_name = 'statement_timeout') as statement_timeout_ms
  from pg_proc p
  join pg_namespace n on n.oid = p.pronamespace
  join pg_type rt on rt.oid = p.prorettype
  where n.nspname = 'public' and p.prokind = 'f'`;

export interface FunctionRow {
  name: string;
  arg_count: number;
  default_count: number;
  all_names: string[];
  modes: string[] | null;
  arg_types: string[];
  return_type: string;
  returns_set: boolean;
  return_kind: string;
  row_columns: string[] | null;
  statement_timeout_ms: number | string | null;
}

export function toFunctionInfo(row: FunctionRow): FunctionInfo {
  const inputNames = row.modes
    ? row.all_names.filter((_, i) => ['i', 'b', 'v'].includes(row.modes![i] ?? 'i'))
    : row.all_names.slice(0, row.arg_count);
  return {
    name: row.name,
    argNames: inputNames,
    argTypes: row.arg_types,
    requiredArgs: row.arg_count - row.default_count,
    returnType: row.return_type,
    returnsSet: row.returns_set,
    returnsRow: row.return_kind === 'c' || row.return_type === 'record',
    resultColumns: row.row_columns ?? (row.modes ? row.all_names.filter((_, i) => ['o', 'b', 't'].includes(row.modes![i] ?? 'i')) : []),
    statementTimeoutMs: row.statement_timeout_ms === null ? null : Number(row.statement_timeout_ms),
  };
}
