import { builtinModules } from 'node:module';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Packages meet only at their entry points: another package is imported by its name and an
 * entry its `exports` map lists (`@export-portal/shared-auth/testing`), never by a path into
 * its folder, and every package a file imports is declared in its own package.json. The
 * workspace root's devDependencies (the test runner and its libraries) count as declared for
 * tests, their helpers and tool configuration, which that toolchain runs.
 */

interface Manifest {
  name: string;
  exports?: Record<string, unknown>;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  workspaces?: string[];
}

interface WorkspacePackage {
  dir: string;
  manifest: Manifest;
}

const root = path.resolve(__dirname, '..', '..');
const readManifest = (dir: string): Manifest => JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as Manifest;
const rootManifest = readManifest(root);
const packages: WorkspacePackage[] = (rootManifest.workspaces ?? []).map((folder) => {
  const dir = path.join(root, folder);
  return { dir, manifest: readManifest(dir) };
});
const byName = new Map(packages.map((pkg) => [pkg.manifest.name, pkg]));

const SOURCE_FILE = /\.(ts|tsx|js|cjs|mjs)$/;
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', '.tsbuild', 'test-results', 'playwright-report', 'results']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) || entry.name.startsWith('.') ? [] : sourceFiles(full);
    return SOURCE_FILE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** Static and dynamic imports, re-exports, require, require.resolve and jest.mock. */
const IMPORT_PATTERNS = [
  /\b(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?['"]([^'"\n]+)['"]/g,
  /\b(?:import|require|require\.resolve|jest\.mock|jest\.requireActual)\(\s*['"]([^'"\n]+)['"]/g,
];

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return IMPORT_PATTERNS.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => match[1]!));
}

const builtins = new Set(builtinModules);
const isBuiltin = (specifier: string) => specifier.startsWith('node:') || builtins.has(specifier.split('/')[0]!);

function splitSpecifier(specifier: string): { name: string; subpath: string } {
  const parts = specifier.split('/');
  const nameLength = specifier.startsWith('@') ? 2 : 1;
  const name = parts.slice(0, nameLength).join('/');
  const rest = parts.slice(nameLength).join('/');
  return { name, subpath: rest ? `./${rest}` : '.' };
}

function exportsEntry(manifest: Manifest, subpath: string): boolean {
  const entries = Object.keys(manifest.exports ?? {});
  return entries.some((entry) => {
    if (!entry.includes('*')) return entry === subpath;
    const [before, after] = entry.split('*') as [string, string];
    return subpath.startsWith(before) && subpath.endsWith(after) && subpath.length >= entry.length - 1;
  });
}

/** Tests, their helpers and tool configuration run under the workspace's own toolchain. */
function isToolingFile(file: string, pkg: WorkspacePackage): boolean {
  const relative = path.relative(pkg.dir, file).split(path.sep).join('/');
  return (
    /\.test\.tsx?$/.test(relative) ||
    /(^|\/)(test|testing|tests)\//.test(relative) ||
    /^(jest|webpack|playwright)[.-]/.test(path.basename(relative)) ||
    /^test-utils\./.test(path.basename(relative)) ||
    pkg.manifest.name === '@export-portal/build-config'
  );
}

function declared(pkg: WorkspacePackage, name: string, tooling: boolean): boolean {
  const { dependencies = {}, devDependencies = {}, peerDependencies = {} } = pkg.manifest;
  if (name === pkg.manifest.name || name in dependencies || name in devDependencies || name in peerDependencies) return true;
  return tooling && name in (rootManifest.devDependencies ?? {});
}

const isWithin = (dir: string, target: string) => {
  const relative = path.relative(dir, target);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
};

function problemsFor(pkg: WorkspacePackage, file: string, specifier: string): string[] {
  const where = path.relative(root, file).split(path.sep).join('/');
  if (specifier.startsWith('.') || specifier.startsWith('/')) {
    const target = path.resolve(path.dirname(file), specifier);
    const owner = packages.find((other) => other !== pkg && isWithin(other.dir, target));
    return owner ? [`${where}: '${specifier}' reaches into ${owner.manifest.name}'s folder; import one of its entry points by name`] : [];
  }
  if (isBuiltin(specifier)) return [];
  const { name, subpath } = splitSpecifier(specifier);
  const problems: string[] = [];
  if (!declared(pkg, name, isToolingFile(file, pkg))) {
    problems.push(`${where}: '${name}' is not declared in ${pkg.manifest.name}'s package.json`);
  }
  const workspace = byName.get(name);
  if (workspace && !exportsEntry(workspace.manifest, subpath)) {
    problems.push(`${where}: '${specifier}' is not an entry point of ${name} (its exports map has no '${subpath}')`);
  }
  return problems;
}

function problemsOf(pkg: WorkspacePackage): string[] {
  return sourceFiles(pkg.dir).flatMap((file) => importsOf(file).flatMap((specifier) => problemsFor(pkg, file, specifier)));
}

describe('package boundaries', () => {
  it.each(packages.map((pkg) => ({ name: pkg.manifest.name, pkg })))('$name says what it exports, and lets its manifest be read', ({ pkg }) => {
    expect(pkg.manifest.exports).toMatchObject({ './package.json': './package.json' });
  });

  it.each(packages.map((pkg) => ({ name: pkg.manifest.name, pkg })))(
    '$name imports other packages only by their entry points, and declares them',
    ({ pkg }) => {
      expect(problemsOf(pkg)).toEqual([]);
    },
  );

  it('catches a deep import, an undeclared package and a subpath that is not exported', () => {
    const shell = byName.get('@export-portal/shell')!;
    const file = path.join(shell.dir, 'src', 'Example.tsx');
    // The samples are assembled so that no line of this file is itself an import into another package's folder.
    const relativeIntoFolder = ['..', '..', 'shared-auth', 'src', 'testing', 'realBackend'].join('/');
    const unexportedSubpath = ['@export-portal/shared-auth', 'src', 'config', 'atoms'].join('/');
    const specifiers = [relativeIntoFolder, unexportedSubpath, 'left-pad'];
    expect(specifiers.flatMap((specifier) => problemsFor(shell, file, specifier))).toEqual([
      `shell/src/Example.tsx: '${relativeIntoFolder}' reaches into @export-portal/shared-auth's folder; import one of its entry points by name`,
      `shell/src/Example.tsx: '${unexportedSubpath}' is not an entry point of @export-portal/shared-auth (its exports map has no './src/config/atoms')`,
      "shell/src/Example.tsx: 'left-pad' is not declared in @export-portal/shell's package.json",
    ]);
    expect(problemsFor(shell, file, '@export-portal/shared-auth/testing')).toEqual([]);
    expect(problemsFor(shell, file, '../../supabase/functions/create-demo-users/handler')).toEqual([]);
  });
});
