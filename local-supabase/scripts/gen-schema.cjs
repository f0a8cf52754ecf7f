/**
 * `npm run gen:schema`: regenerates supabase/schema.sql, the schema the migrations build, from a
 * new database with every migration applied. With `--stdout` it prints the file instead of
 * writing it, which is how the drift test compares the committed file with the migrations.
 *
 * Like gen-types.cjs it runs in plain Node: pg_dump (@electric-sql/pglite-tools) loads its
 * WebAssembly with dynamic import(), which Jest's CommonJS sandbox cannot run.
 */
const fs = require('node:fs');

require('@export-portal/build-config/register-typescript');

const { SCHEMA_FILE, generateSchemaSql } = require('../src/typegen/schemaDump.ts');

generateSchemaSql().then(
  (schema) => {
    if (process.argv.includes('--stdout')) {
      process.stdout.write(schema);
    } else {
      fs.writeFileSync(SCHEMA_FILE, schema);
      process.stdout.write(`wrote ${SCHEMA_FILE}\n`);
    }
  },
  (error) => {
    process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
    process.exit(1);
  },
);
