/**
 * Runs local-supabase from its TypeScript sources in a plain Node process, for
 * jsdom tests: Jest's jsdom sandbox can load neither PGlite nor a server, but it
 * can talk to one over HTTP. Prints `{ url, anonKey }` as one JSON line once the
 * backend listens, and stops when its parent closes stdin (or dies).
 */
const fs = require('node:fs');
const path = require('node:path');
const swc = require('@swc/core');

require.extensions['.ts'] = (module, filename) => {
  const { code } = swc.transformSync(fs.readFileSync(filename, 'utf8'), {
    filename,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  });
  module._compile(code, filename);
};

const { startLocalSupabase } = require(path.resolve(__dirname, '../../../local-supabase/src/index.ts'));

startLocalSupabase({ port: 0, dataDir: null, log: false }).then(
  (backend) => {
    process.stdout.write(`${JSON.stringify({ url: backend.url, anonKey: backend.anonKey })}\n`);
    process.stdin.on('end', () => backend.close().finally(() => process.exit(0)));
    process.stdin.resume();
  },
  (error) => {
    process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
    process.exit(1);
  },
);
