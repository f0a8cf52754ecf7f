const { createJestConfig } = require('./jest');

module.exports = createJestConfig({ rootDir: __dirname, environment: 'node' });
