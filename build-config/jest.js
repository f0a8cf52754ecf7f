/**
 * One Jest setup for every package: swc transpiles TypeScript and JSX, so
 * tests run the same code the webpack builds do, and `tsc -b` type-checks it.
 */
const path = require('node:path');

const swcTransform = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

/**
 * @param {{ rootDir: string, environment?: 'jsdom' | 'node', setupFiles?: string[] }} options
 */
function createJestConfig({ rootDir, environment = 'jsdom', setupFiles = [] }) {
  const pkg = require(path.join(rootDir, 'package.json'));
  return {
    displayName: pkg.name.replace('@export-portal/', ''),
    rootDir,
    testEnvironment: environment,
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}', '<rootDir>/test/**/*.test.{ts,tsx}'],
    transform: { '^.+\\.(t|j)sx?$': swcTransform },
    moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
    setupFilesAfterEnv: [...(environment === 'jsdom' ? [require.resolve('./jest-setup-dom.js')] : []), ...setupFiles],
  };
}

module.exports = { createJestConfig };
