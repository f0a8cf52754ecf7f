/**
 * The one list of run-time singletons shared by the shell and every remote
 * as run-time singletons. Versions come from the installed packages and from the
 * workspace packages' own package.json, so host and remotes agree on one copy.
 */
const path = require('node:path');

const librarySingletons = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router',
  'react-router-dom',
  'styled-components',
  'jotai',
  'jotai/',
  '@supabase/supabase-js',
  '@tanstack/react-query',
];

const workspaceSingletons = [
  '@export-portal/shared-ui',
  '@export-portal/shared-auth',
  '@export-portal/shared-domain',
];

function installedVersion(packageName, fromDir) {
  const bare = packageName.replace(/\/$/, '');
  const manifest = require.resolve(`${bare}/package.json`, { paths: [fromDir] });
  return require(manifest).version;
}

/** @param {string} appDir the folder of the app being built, for module resolution */
function sharedSingletons(appDir) {
  const shared = {};
  for (const name of librarySingletons) {
    shared[name] = { singleton: true, requiredVersion: `^${installedVersion(name, appDir)}` };
  }
  for (const name of workspaceSingletons) {
    const version = installedVersion(name, appDir);
    shared[name] = { singleton: true, version, requiredVersion: `^${version}` };
  }
  return shared;
}

module.exports = { sharedSingletons, librarySingletons, workspaceSingletons, workspaceRoot: path.resolve(__dirname, '..') };
