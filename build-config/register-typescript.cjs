/**
 * Lets plain Node require the workspace's TypeScript sources, transpiled by swc as Jest and
 * webpack do: for tools that run outside both (type generation, the benchmark, a backend child
 * process of the jsdom tests). Type-checking stays with `tsc -b`.
 */
const fs = require('node:fs');
const swc = require('@swc/core');

// Node tries extensions in the order they were registered: TypeScript must come before
// JSON, or `./demoAccounts` would find demoAccounts.json beside demoAccounts.ts.
const loadJson = require.extensions['.json'];
delete require.extensions['.json'];

for (const extension of ['.ts', '.tsx']) {
  require.extensions[extension] = (module, filename) => {
    const { code } = swc.transformSync(fs.readFileSync(filename, 'utf8'), {
      filename,
      jsc: {
        parser: { syntax: 'typescript', tsx: extension === '.tsx' },
        transform: { react: { runtime: 'automatic' } },
        target: 'es2022',
      },
      module: { type: 'commonjs' },
    });
    module._compile(code, filename);
  };
}

require.extensions['.json'] = loadJson;
