/**
 * PGlite loads Node built-ins with dynamic import(), which Jest's CommonJS sandbox cannot run
 * without --experimental-vm-modules. Transpiling PGlite's CommonJS build turns those into require().
 * Any Jest project that starts local-supabase in-process wraps its config with this.
 */
const pgliteTransform = ['@swc/jest', { jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' }, module: { type: 'commonjs' } }];

function withPglite(config) {
  return {
    ...config,
    transform: { '/@electric-sql/pglite/dist/.+\\.cjs$': pgliteTransform, ...config.transform },
    transformIgnorePatterns: ['/node_modules/(?!@electric-sql/pglite/)'],
  };
}

module.exports = { withPglite };
