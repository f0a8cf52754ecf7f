/**
 * `npm run gen:schema`: regenerates supabase/schema.sql, the schema the migrations build, from a
 * new database with every migration applied (`--stdout` prints it instead).
 *
 * Like gen-types.cjs it runs in plain Node: pg_dump (@electric-sql/pglite-tools) loads its
 * WebAssembly with dynamic import(), which Jest's CommonJS sandbox cannot run.
 */
require('@export-portal/build-config/register-typescript');

const { writeGenerated } = require('./writeGenerated.cjs');
const { SCHEMA_FILE, generateSchemaSql } = require('../src/typegen/schemaDump.ts');

writeGenerated(SCHEMA_FILE, generateSchemaSql);
