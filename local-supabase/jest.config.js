const { createJestConfig } = require('@export-portal/build-config/jest');
const { withPglite } = require('./jest-pglite');

module.exports = withPglite(createJestConfig({ rootDir: __dirname, environment: 'node' }));
