const { createJestConfig } = require('@export-portal/build-config/jest');

module.exports = createJestConfig({ rootDir: __dirname, environment: 'node' });
