/**
 * `npm run gen:types`: regenerates shared-domain/src/database.types.ts from the migrations
 * (`--stdout` prints the types instead).
 *
 * It runs the TypeScript sources in plain Node rather than under Jest, because the type
 * generator is published as ES modules only, which Jest's CommonJS sandbox cannot load.
 */
require('@export-portal/build-config/register-typescript');

const { writeGenerated } = require('./writeGenerated.cjs');
const { DATABASE_TYPES_FILE, generateDatabaseTypes } = require('../src/typegen/databaseTypes.ts');

writeGenerated(DATABASE_TYPES_FILE, generateDatabaseTypes);
