/**
 * `npm run gen:types`: regenerates shared-domain/src/database.types.ts from the migrations.
 * With `--stdout` it prints the types instead of writing them, which is how the drift test
 * compares the committed file with the migrations.
 *
 * It runs the TypeScript sources in plain Node rather than under Jest, because the type
 * generator is published as ES modules only, which Jest's CommonJS sandbox cannot load.
 */
const fs = require('node:fs');

require('@export-portal/build-config/register-typescript');

const { DATABASE_TYPES_FILE, generateDatabaseTypes } = require('../src/typegen/databaseTypes.ts');

generateDatabaseTypes().then(
  (types) => {
    if (process.argv.includes('--stdout')) {
      process.stdout.write(types);
    } else {
      fs.writeFileSync(DATABASE_TYPES_FILE, types);
      process.stdout.write(`wrote ${DATABASE_TYPES_FILE}\n`);
    }
  },
  (error) => {
    process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
    process.exit(1);
  },
);
