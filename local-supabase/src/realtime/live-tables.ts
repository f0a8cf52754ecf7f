import type { DatabaseTransaction } from '../connection';
import type { DatabaseRole } from '../principal';

export interface ColumnInfo {
  name: string;
  /** The type's name as Postgres spells it (`uuid`, `int4`, `timestamptz`), which realtime-js converts by. */
  type: string;
}

/** A table of the `supabase_realtime` publication, as its changes are shaped and authorised. */
export interface LiveTable {
  schema: string;
  name: string;
  columns: ColumnInfo[];
  primaryKey: string[];
  /** The columns each API role may select; a change carries no others. */
  readable: Record<DatabaseRole, ReadonlySet<string>>;
}

const LIVE_TABLES_SQL = `
  select p.schemaname as schema, p.tablename as name,
         coalesce((select json_agg(json_build_object('name', a.attname, 'type', t.typname) order by a.attnum)
                     from pg_attribute a join pg_type t on t.oid = a.atttypid
                    where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped), '[]') as columns,
         coalesce((select json_agg(a.attname order by a.attnum)
                     from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
                    where i.indrelid = c.oid and i.indisprimary), '[]') as primary_key,
         (select json_object_agg(r.rolname, coalesce((
                   select json_agg(a.attname) from pg_attribute a
                    where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
                      and has_column_privilege(r.oid, c.oid, a.attnum, 'SELECT')), '[]'))
            from pg_roles r where r.rolname in ('anon', 'authenticated', 'service_role')) as readable
    from pg_publication_tables p
    join pg_namespace n on n.nspname = p.schemaname
    join pg_class c on c.relnamespace = n.oid and c.relname = p.tablename
   where p.pubname = 'supabase_realtime'`;

interface LiveTableRow {
  schema: string;
  name: string;
  columns: ColumnInfo[];
  primary_key: string[];
  readable: Record<DatabaseRole, string[]>;
}

export const liveTableKey = (schema: string, table: string): string => `${schema}.${table}`;

/** Read once: the publication and the grants change only with migrations, which run before the server starts. */
export async function readLiveTables(tx: DatabaseTransaction): Promise<Map<string, LiveTable>> {
  const { rows } = await tx.query<LiveTableRow>(LIVE_TABLES_SQL);
  return new Map(
    rows.map((row) => [
      liveTableKey(row.schema, row.name),
      {
        schema: row.schema,
        name: row.name,
        columns: row.columns,
        primaryKey: row.primary_key,
        readable: {
          anon: new Set(row.readable.anon),
          authenticated: new Set(row.readable.authenticated),
          service_role: new Set(row.readable.service_role),
        },
      },
    ]),
  );
}
