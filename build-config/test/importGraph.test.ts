import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The import graph has no cycle and no package imports itself by name. A cycle makes what a
 * module sees at load time depend on which module of the ring was asked for first, and keeps the
 * ring from being understood or split apart; a package that imports its own name reaches its own
 * code through its public entry, which is how cycles through an `index.ts` begin. Type-only
 * imports are left out of the graph: they ship no code and run nothing. So are dynamic imports:
 * one runs after every module it could reach back to has loaded, so no module of it is seen half
 * made (the sidebar loads its sheet lazily, and the sheet reaches the design system's entry).
 */

const root = path.resolve(__dirname, '..', '..');
const SOURCE_FILE = /\.(ts|tsx|js|cjs|mjs)$/;
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', '.tsbuild', 'test-results', 'playwright-report', 'results']);
const RESOLVED_EXTENSIONS = ['', '.ts', '.tsx', '.js', '.cjs', '.mjs', '/index.ts', '/index.tsx', '/index.js'];

interface Manifest {
  name: string;
  exports?: Record<string, unknown>;
  workspaces?: string[];
}

export interface WorkspacePackage {
  /** The package's folder, relative to the root ('shared-auth'). */
  folder: string;
  name: string;
  /** Entry subpath ('.', './testing') → the file it points at, relative to the root. */
  entries: Record<string, string>;
}

/** A file's source text by its path relative to the root. */
export type SourceTree = ReadonlyMap<string, string>;

/** Value imports, re-exports and requires; `import type`, `export type` and `import()` are left out. */
const LOAD_TIME_IMPORTS = [
  /\b(?:import|export)\s+(?!type\b)(?:[\w*{}\s,$]+?\s+from\s+)?['"]([^'"\n]+)['"]/g,
  /\b(?:require|jest\.mock|jest\.requireActual)\(\s*['"]([^'"\n]+)['"]/g,
];

/** Every import, type-only ones included. */
const ANY_IMPORT = [
  /\b(?:import|export)\s+(?:[\w*{}\s,$]+?\s+from\s+)?['"]([^'"\n]+)['"]/g,
  /\b(?:import|require|jest\.mock)\(\s*['"]([^'"\n]+)['"]/g,
];

const specifiersOf = (text: string, patterns: readonly RegExp[]) =>
  patterns.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => match[1]!));

function packageOfSpecifier(specifier: string): { name: string; subpath: string } {
  const parts = specifier.split('/');
  const nameLength = specifier.startsWith('@') ? 2 : 1;
  const rest = parts.slice(nameLength).join('/');
  return { name: parts.slice(0, nameLength).join('/'), subpath: rest ? `./${rest}` : '.' };
}

/** The file an import reaches inside the workspace, or null for a library, a builtin or a file that is not source. */
export function resolveImport(tree: SourceTree, packages: readonly WorkspacePackage[], from: string, specifier: string): string | null {
  if (specifier.startsWith('.')) {
    const base = path.posix.join(path.posix.dirname(from), specifier);
    return RESOLVED_EXTENSIONS.map((extension) => `${base}${extension}`).find((candidate) => tree.has(candidate)) ?? null;
  }
  const { name, subpath } = packageOfSpecifier(specifier);
  const target = packages.find((pkg) => pkg.name === name)?.entries[subpath];
  return target && tree.has(target) ? target : null;
}

/** Files that import the package they belong to by its own name. */
export function selfImports(tree: SourceTree, packages: readonly WorkspacePackage[]): string[] {
  return [...tree].flatMap(([file, text]) => {
    const own = packages.find((pkg) => file.startsWith(`${pkg.folder}/`));
    if (!own) return [];
    return specifiersOf(text, ANY_IMPORT)
      .filter((specifier) => specifier === own.name || specifier.startsWith(`${own.name}/`))
      .map((specifier) => `${file} imports its own package as '${specifier}'`);
  });
}

/** The import cycles, each as the files of one strongly connected part of the graph (Tarjan's algorithm). */
export function importCycles(tree: SourceTree, packages: readonly WorkspacePackage[]): string[][] {
  const edges = new Map<string, string[]>();
  for (const [file, text] of tree) {
    const targets = specifiersOf(text, LOAD_TIME_IMPORTS).map((specifier) => resolveImport(tree, packages, file, specifier));
    edges.set(file, [...new Set(targets.filter((target): target is string => target !== null && target !== file))]);
  }
  const index = new Map<string, number>();
  const lowest = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  let counter = 0;
  const visit = (file: string) => {
    index.set(file, counter);
    lowest.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of edges.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        lowest.set(file, Math.min(lowest.get(file)!, lowest.get(target)!));
      } else if (onStack.has(target)) {
        lowest.set(file, Math.min(lowest.get(file)!, index.get(target)!));
      }
    }
    if (lowest.get(file) === index.get(file)) {
      const part: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        part.push(member);
      } while (member !== file);
      if (part.length > 1) cycles.push(part.sort());
    }
  };
  for (const file of [...tree.keys()].sort()) if (!index.has(file)) visit(file);
  return cycles;
}

function readWorkspace(): { tree: Map<string, string>; packages: WorkspacePackage[] } {
  const manifest = (folder: string) => JSON.parse(readFileSync(path.join(root, folder, 'package.json'), 'utf8')) as Manifest;
  const folders = manifest('.').workspaces ?? [];
  const packages = folders.map((folder) => {
    const { name, exports = {} } = manifest(folder);
    const entries = Object.fromEntries(
      Object.entries(exports)
        .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
        .map(([subpath, target]) => [subpath, path.posix.join(folder, target)]),
    );
    return { folder, name, entries };
  });
  const tree = new Map<string, string>();
  const walk = (relative: string) => {
    for (const entry of readdirSync(path.join(root, relative), { withFileTypes: true })) {
      const child = `${relative}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!SKIPPED_FOLDERS.has(entry.name) && !entry.name.startsWith('.')) walk(child);
      } else if (SOURCE_FILE.test(entry.name) && !entry.name.endsWith('.d.ts')) {
        tree.set(child, readFileSync(path.join(root, child), 'utf8'));
      }
    }
  };
  for (const folder of folders) walk(folder);
  return { tree, packages };
}

describe('the import graph', () => {
  const { tree, packages } = readWorkspace();

  it('has no cycle', () => {
    expect(importCycles(tree, packages)).toEqual([]);
  });

  it('has no package importing itself by name', () => {
    expect(selfImports(tree, packages)).toEqual([]);
  });
});

describe('the import graph checks catch', () => {
  const packages: WorkspacePackage[] = [{ folder: 'shared-auth', name: '@export-portal/shared-auth', entries: { '.': 'shared-auth/src/index.ts' } }];
  const sample = (files: Record<string, string>) => new Map(Object.entries(files));

  it('a ring through a package entry, but not a type-only or a dynamic import back', () => {
    const tree = sample({
      'shared-auth/src/index.ts': "export * from './session';\n",
      'shared-auth/src/session.ts': "import { role } from './role';\nexport const session = role;\n",
      'shared-auth/src/role.ts': "import type { Session } from './session';\nexport const role = 'admin';\n",
      'admin-app/src/a.ts': "import { session } from '@export-portal/shared-auth';\nimport { b } from './b';\nexport const a = session;\n",
      'admin-app/src/b.ts': "import { a } from './a';\nexport const b = () => a;\n",
      'admin-app/src/lazy.ts': "import { c } from './c';\nexport const lazy = c;\n",
      'admin-app/src/c.ts': "export const c = () => import('./lazy');\n",
    });
    expect(importCycles(tree, packages)).toEqual([['admin-app/src/a.ts', 'admin-app/src/b.ts']]);
  });

  it('a package importing its own name, type-only imports included, but not another package', () => {
    const tree = sample({
      'shared-auth/src/a.ts': "import type { Role } from '@export-portal/shared-auth';\nimport { x } from '@export-portal/shared-ui';\n",
      'admin-app/src/a.ts': "import { session } from '@export-portal/shared-auth';\n",
    });
    expect(selfImports(tree, packages)).toEqual(["shared-auth/src/a.ts imports its own package as '@export-portal/shared-auth'"]);
  });
});
