const { createJestConfig } = require('@export-portal/build-config/jest');
const { withPglite } = require('@export-portal/local-supabase/jest-pglite');

module.exports = withPglite(createJestConfig({ rootDir: __dirname, environment: 'node' }));
