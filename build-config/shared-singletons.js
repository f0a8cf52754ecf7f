/**
 * The one list of run-time singletons shared by the shell and every remote.
 * Each build offers the version installed for it; a library requires that
 * version's caret range, a workspace package the range the building app
 * declares in its package.json.
 */
const { readFileSync } = require('node:fs');
const path = require('node:path');

/**
 * A shared module is bundled whole: no build knows what another build will
 * import from it. React Router is shared through this module, which names the
 * parts the portal uses, so the one copy every page downloads holds only those
 * (about 14 KB gzip instead of 60). Importing any other name from
 * 'react-router' or 'react-router-dom' fails a test that points here.
 */
const routerExportsModule = path.join(__dirname, 'react-router-exports.mjs');
const routerPackages = ['react-router', 'react-router-dom'];

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
  '@tanstack/react-query',
];

/**
 * A workspace package's heavy parts are entries of their own (its `exports`
 * map), each shared on its own key: a page downloads the select, the dialogs
 * or the list frame only when one of its screens imports that entry.
 */
const workspaceSingletons = [
  '@export-portal/shared-ui',
  '@export-portal/shared-ui/select',
  '@export-portal/shared-ui/combobox',
  '@export-portal/shared-ui/tabs',
  '@export-portal/shared-ui/dialog',
  '@export-portal/shared-ui/lists',
  '@export-portal/shared-ui/toggles',
  '@export-portal/shared-ui/changes',
  '@export-portal/shared-auth',
  '@export-portal/shared-auth/forms',
  '@export-portal/shared-domain',
  '@export-portal/shared-domain/vin',
  '@export-portal/shared-domain/document-files',
  '@export-portal/shared-domain/history',
  '@export-portal/shared-domain/conversations',
  '@export-portal/shared-domain/csv',
];

/** 'react/' → 'react', '@export-portal/shared-ui/select' → '@export-portal/shared-ui'. */
function packageOf(request) {
  const parts = request.replace(/\/$/, '').split('/');
  return parts.slice(0, request.startsWith('@') ? 2 : 1).join('/');
}

function installedVersion(request, fromDir) {
  const manifest = require.resolve(`${packageOf(request)}/package.json`, { paths: [fromDir] });
  return require(manifest).version;
}

/**
 * The range of a workspace package the app being built declares in its own
 * package.json: what the app was written against, so what it requires at run time.
 */
function declaredRange(request, appDir) {
  const manifestFile = path.join(appDir, 'package.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const range = manifest.dependencies?.[packageOf(request)];
  if (!range) {
    throw new Error(`${manifest.name} shares ${packageOf(request)} but ${manifestFile} does not declare it in "dependencies"`);
  }
  return range;
}

/** @param {string} appDir the folder of the app being built, for module resolution and its declared ranges */
function sharedSingletons(appDir) {
  const shared = {};
  for (const name of librarySingletons) {
    const version = installedVersion(name, appDir);
    shared[name] = routerPackages.includes(name)
      ? { singleton: true, version, requiredVersion: `^${version}`, import: routerExportsModule }
      : { singleton: true, version, requiredVersion: `^${version}` };
  }
  // A workspace package holds page-wide state (the session, the QueryClient, the stores): a section
  // that needs a version the page does not run must fail to load, never run on a second copy or on
  // a copy it was not written for. `strictVersion` makes the federation runtime throw then.
  for (const name of workspaceSingletons) {
    const version = installedVersion(name, appDir);
    shared[name] = { singleton: true, strictVersion: true, version, requiredVersion: declaredRange(name, appDir) };
  }
  return shared;
}

/**
 * A singleton package's entry files are shared under the package's keys however they are reached:
 * by name from another package, or by path from the package's own modules (a select's module
 * imports the design system's main entry as '../../index'). So a package's parts reach the page's
 * one instance of its state without importing their own package by name. Only a remote's build
 * consumes by path: the shell runs the modules it hands over, whichever way its code reaches them,
 * and its bundle never carries a build machine's paths.
 * @param {string} appDir the folder of the remote being built
 */
function sharedEntryFiles(appDir) {
  const byName = sharedSingletons(appDir);
  const shared = {};
  for (const name of workspaceSingletons) {
    shared[require.resolve(name, { paths: [appDir] })] = { ...byName[name], shareKey: name };
  }
  return shared;
}

module.exports = {
  sharedSingletons,
  sharedEntryFiles,
  librarySingletons,
  workspaceSingletons,
  routerExportsModule,
  workspaceRoot: path.resolve(__dirname, '..'),
};
