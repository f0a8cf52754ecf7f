import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * React Router is shared through build-config/react-router-exports.mjs, which
 * names what the portal uses; a name missing from it would be undefined in the
 * browser. Every name imported from 'react-router' or 'react-router-dom' in the
 * browser apps and shared packages must be listed there.
 */

const root = path.resolve(__dirname, '..', '..');
const BROWSER_PACKAGES = ['shell', 'admin-app', 'staff-app', 'client-app', 'shared-ui', 'shared-auth'];
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', '.tsbuild']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** The shell's module that gives the remotes the router it runs on: the shared module whole, which is the list. */
const HANDS_THE_ROUTER_TO_REMOTES = path.join('shell', 'src', 'remotes', 'sharedWithRemotes.ts');

const ROUTER_IMPORT = /import\s+(type\s+)?\{([^}]*)\}\s+from\s+['"]react-router(?:-dom)?['"]/g;
const OTHER_ROUTER_IMPORT =
  /(?:import\s+\*\s+as\s+\w+|import\s+\w+\s*,?)\s*(?:\{[^}]*\})?\s*from\s+['"]react-router(?:-dom)?['"]|import\(\s*['"]react-router(?:-dom)?['"]/;

/** Value names a file imports from the router; type-only imports cost nothing at run time. */
function routerNames(text: string): string[] {
  return [...text.matchAll(ROUTER_IMPORT)]
    .filter((match) => !match[1])
    .flatMap((match) => match[2]!.split(','))
    .map((name) => name.trim())
    .filter((name) => name !== '' && !name.startsWith('type '))
    .map((name) => name.split(/\s+as\s+/)[0]!);
}

function listedNames(): Set<string> {
  const text = readFileSync(path.join(root, 'build-config', 'react-router-exports.mjs'), 'utf8');
  const list = /export\s*\{([^}]*)\}/.exec(text);
  if (!list) throw new Error('react-router-exports.mjs has no export list');
  return new Set(
    list[1]!
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );
}

describe('the shared React Router', () => {
  const files = BROWSER_PACKAGES.flatMap((folder) => sourceFiles(path.join(root, folder)));

  it('holds every router name the portal imports', () => {
    const listed = listedNames();
    const missing = files.flatMap((file) =>
      routerNames(readFileSync(file, 'utf8'))
        .filter((name) => !listed.has(name))
        .map((name) => `${path.relative(root, file)} imports ${name}: add it to build-config/react-router-exports.mjs`),
    );
    expect(missing).toEqual([]);
  });

  it('is imported by name only, so the list can be checked', () => {
    const whole = files
      .filter((file) => OTHER_ROUTER_IMPORT.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(root, file))
      .filter((file) => file !== HANDS_THE_ROUTER_TO_REMOTES);
    expect(whole).toEqual([]);
  });

  it('reads what the portal imports, type-only imports aside', () => {
    const line = (clause: string, from: string) => ['import', clause, 'from', `'${from}';`].join(' ');
    expect(routerNames(line('{ Link, type To, useLocation as location }', 'react-router-dom'))).toEqual(['Link', 'useLocation']);
    expect(routerNames(line('type { Location }', 'react-router'))).toEqual([]);
  });
});
