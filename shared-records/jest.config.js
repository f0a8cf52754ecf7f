const { createJestConfig } = require('@export-portal/build-config/jest');
const { withPglite } = require('@export-portal/local-supabase/jest-pglite');

// Some of its tests start the real local-supabase in-process.
module.exports = withPglite(createJestConfig({ rootDir: __dirname }));
