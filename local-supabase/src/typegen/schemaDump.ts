import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';
import { DEFAULT_MIGRATIONS_DIR, REPOSITORY_ROOT } from '../paths';
import { openPrepared } from '../prepared-template';

/** The one committed copy of the schema the migrations build. */
export const SCHEMA_FILE = path.join(REPOSITORY_ROOT, 'supabase', 'schema.sql');

/**
 * What a hosted project has before its migrations run (local-supabase's bootstrap.sql stands in
 * for it), left out of the file: these schemas and extensions, and the supabase_realtime
 * publication itself (the tables the migrations add to it are kept).
 */
const PLATFORM_SCHEMAS = ['auth', 'extensions', 'storage', 'supabase_migrations', 'local_realtime'];
const PLATFORM_EXTENSIONS = ['pgcrypto'];
const PLATFORM_ENTRY_TYPES = ['PUBLICATION'];

/** local-supabase's own Realtime capture, which bootstrap.sql puts on the published tables. */
const LOCAL_REALTIME_TRIGGERS = ['local_realtime_capture', 'local_realtime_capture_inserts', 'local_realtime_capture_deletes'];

const listed = (names: string[]) => (names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names.join(''));

const HEADER = [
  '--',
  '-- Generated from supabase/migrations by `npm run gen:schema`: pg_dump --schema-only of a new',
  '-- database with every migration applied. Do not edit: change a migration and regenerate.',
  '--',
  '-- Left out, as the platform provides them:',
  `--   the schemas ${listed(PLATFORM_SCHEMAS)};`,
  `--   the extension ${listed(PLATFORM_EXTENSIONS)}; the supabase_realtime publication itself.`,
  "-- Triggers and policies the migrations put on the platform's tables (auth.users,",
  '-- storage.objects) are at the end.',
  '--',
].join('\n');

const FOOTER = '--\n-- PostgreSQL database dump complete\n--\n';

/** A trigger the migrations put on a table of a platform schema, found by its function's schema. */
async function triggersOnPlatformTables(pglite: PGlite): Promise<string[]> {
  const { rows } = await pglite.query<{ schema_name: string; table_name: string; trigger_name: string; definition: string }>(
    `select n.nspname as schema_name, c.relname as table_name, t.tgname as trigger_name,
            pg_get_triggerdef(t.oid) as definition
       from pg_trigger t
       join pg_class c on c.oid = t.tgrelid
       join pg_namespace n on n.oid = c.relnamespace
       join pg_proc p on p.oid = t.tgfoid
       join pg_namespace fn on fn.oid = p.pronamespace
      where not t.tgisinternal
        and n.nspname = any ($1::text[])
        and fn.nspname <> all ($1::text[])
      order by n.nspname, c.relname, t.tgname`,
    [PLATFORM_SCHEMAS],
  );
  return rows.map(
    (row) =>
      `--\n-- Name: ${row.table_name} ${row.trigger_name}; Type: TRIGGER; Schema: ${row.schema_name}; Owner: -\n--\n\n${row.definition};\n\n\n`,
  );
}

/** A policy the migrations put on a table of a platform schema (storage.objects), rebuilt as SQL. */
async function policiesOnPlatformTables(pglite: PGlite): Promise<string[]> {
  const { rows } = await pglite.query<{ schema_name: string; table_name: string; policy_name: string; definition: string }>(
    `select schemaname as schema_name, tablename as table_name, policyname as policy_name,
            format('create policy %I on %I.%I as %s for %s to %s', policyname, schemaname, tablename, permissive, cmd,
                   array_to_string(roles, ', '))
              || coalesce(' using (' || qual || ')', '') || coalesce(' with check (' || with_check || ')', '') as definition
       from pg_policies
      where schemaname = any ($1::text[])
      order by schemaname, tablename, policyname`,
    [PLATFORM_SCHEMAS],
  );
  return rows.map(
    (row) => `--\n-- Name: ${row.table_name} ${row.policy_name}; Type: POLICY; Schema: ${row.schema_name}; Owner: -\n--\n\n${row.definition};\n\n\n`,
  );
}

/**
 * pg_dump's entries, each from its `-- Name: …; Type: …` header to the next, without the
 * platform's, and without the version lines and the per-run \restrict key of newer pg_dumps.
 */
function projectEntries(dump: string): { preamble: string; entries: string[] } {
  const body = dump
    .replace(/\r\n/g, '\n')
    .split('\n')
    .filter((line) => !/^-- Dumped (from database|by pg_dump) version /.test(line) && !/^\\(un)?restrict /.test(line))
    .join('\n');
  const footer = /\n--\n-- PostgreSQL database dump complete\n--\n*$/;
  if (!footer.test(body)) throw new Error('pg_dump did not finish its output');
  const [preamble, ...entries] = body.replace(footer, '').split(/\n(?=--\n-- Name: )/);
  const kept = entries.filter((entry) => {
    const type = /^--\n-- Name: .*; Type: (.+?); Schema: /.exec(entry)?.[1];
    if (type === undefined) throw new Error(`unexpected pg_dump entry: ${entry.slice(0, 200)}`);
    return !PLATFORM_ENTRY_TYPES.includes(type);
  });
  return { preamble: preamble!.replace(/^--\n-- PostgreSQL database dump\n--\n+/, ''), entries: kept.map((entry) => `${entry}\n`) };
}

/** The schema the migrations build (no seed: data is not schema), as one SQL file. */
export async function generateSchemaSql(migrationsDir: string = DEFAULT_MIGRATIONS_DIR): Promise<string> {
  const pglite = await openPrepared({ migrationsDir, seedFile: null });
  try {
    const { rows } = await pglite.query<{ relation: string; trigger_name: string }>(
      `select tgrelid::regclass::text as relation, tgname as trigger_name from pg_trigger where tgname = any ($1::text[]) order by 1, 2`,
      [LOCAL_REALTIME_TRIGGERS],
    );
    for (const row of rows) await pglite.exec(`drop trigger ${row.trigger_name} on ${row.relation}`);

    const args = [
      '--schema-only',
      '--no-owner',
      ...PLATFORM_SCHEMAS.map((schema) => `--exclude-schema=${schema}`),
      ...PLATFORM_EXTENSIONS.map((extension) => `--exclude-extension=${extension}`),
    ];
    const dump = await (await pgDump({ pg: pglite, args })).text();
    const { preamble, entries } = projectEntries(dump);
    return [
      `${HEADER}\n\n${preamble}\n`,
      ...entries,
      ...(await triggersOnPlatformTables(pglite)),
      ...(await policiesOnPlatformTables(pglite)),
      FOOTER,
    ].join('');
  } finally {
    await pglite.close();
  }
}
