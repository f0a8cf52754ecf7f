import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Every entry of a shared package (`@export-portal/shared-records/shipments`, `…/records`) is a
 * run-time singleton of its own, bundled on its own. A module one entry reaches by a relative
 * path is a second copy when the main entry reaches it too: harmless for a formatter, but a
 * module that holds state (a React context, a jotai atom, a module-level variable) then exists
 * twice, and the entry's screens read the copy no provider ever filled ("useSupabase needs
 * PortalProviders"). Such modules are reached through an entry file: a remote's build shares every
 * entry file of a singleton package by its path as well as by its name (`sharedEntryFiles`), so
 * `import { useFirstScreen } from '../../index'` reaches the page's one instance.
 */

type Tree = ReadonlyMap<string, string>;

interface SharedPackage {
  folder: string;
  /** Subpath → entry file, relative to the repository. */
  entries: Record<string, string>;
}

/** What makes a module unsafe to bundle twice; a call may name its type (`createContext<Value | null>(null)`). */
const TYPE_ARGUMENTS = String.raw`(?:<[^;]*?>)?\s*`;
const HOLDS_STATE = new RegExp(
  String.raw`\bcreateContext\s*${TYPE_ARGUMENTS}\(|\batom(?:WithStorage|Family)?\s*${TYPE_ARGUMENTS}\(|^(?:export\s+)?let\s`,
  'm',
);

const RELATIVE_IMPORT = /\b(?:import|export)\s+(type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?['"](\.[^'"\n]+)['"]/g;

function resolve(tree: Tree, from: string, specifier: string): string | null {
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find((candidate) => tree.has(candidate)) ?? null;
}

/** The modules an entry bundles: itself and what it reaches by relative value imports, short of the package's other entry files, which are shared. */
function reached(tree: Tree, entry: string, entryFiles: ReadonlySet<string>): Set<string> {
  const seen = new Set<string>();
  const pending = [entry];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file) || !tree.has(file) || (file !== entry && entryFiles.has(file))) continue;
    seen.add(file);
    for (const match of tree.get(file)!.matchAll(RELATIVE_IMPORT)) {
      if (match[1]) continue;
      const target = resolve(tree, file, match[2]!);
      if (target) pending.push(target);
    }
  }
  return seen;
}

/** Stateful modules that an entry other than the main one bundles a second copy of. */
export function statefulDuplicates(tree: Tree, packages: readonly SharedPackage[]): string[] {
  return packages.flatMap((pkg) => {
    const main = pkg.entries['.'];
    if (!main) return [];
    const entryFiles = new Set(Object.values(pkg.entries));
    const mainModules = reached(tree, main, entryFiles);
    return Object.entries(pkg.entries)
      .filter(([subpath]) => subpath !== '.' && subpath !== './testing')
      .flatMap(([subpath, entry]) =>
        [...reached(tree, entry, entryFiles)]
          .filter((file) => mainModules.has(file) && HOLDS_STATE.test(tree.get(file)!))
          .map((file) => `${pkg.folder} ${subpath} bundles its own copy of ${file}, which holds state: import it through an entry`),
      );
  });
}

const root = path.resolve(__dirname, '..', '..');

function readPackages(): { tree: Map<string, string>; packages: SharedPackage[] } {
  const tree = new Map<string, string>();
  const walk = (relative: string) => {
    for (const name of readdirSync(path.join(root, relative))) {
      const child = `${relative}/${name}`;
      if (statSync(path.join(root, child)).isDirectory()) walk(child);
      else if (/\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name)) tree.set(child, readFileSync(path.join(root, child), 'utf8'));
    }
  };
  const packages = readdirSync(root)
    .filter((folder) => folder.startsWith('shared-'))
    .map((folder) => {
      walk(`${folder}/src`);
      const manifest = JSON.parse(readFileSync(path.join(root, folder, 'package.json'), 'utf8')) as { exports: Record<string, string> };
      const entries = Object.fromEntries(
        Object.entries(manifest.exports)
          .filter(([, target]) => /\.(ts|tsx)$/.test(target))
          .map(([subpath, target]) => [subpath, path.posix.join(folder, target)]),
      );
      return { folder, entries };
    });
  return { tree, packages };
}

describe("a shared package's entries", () => {
  it('never bundle a second copy of a module that holds state', () => {
    const { tree, packages } = readPackages();
    expect(statefulDuplicates(tree, packages)).toEqual([]);
  });

  it('are checked: an entry reaching the session or a typed context by a relative path is caught, through the main entry it is not', () => {
    // The samples are assembled so that no line of this file is itself such an import.
    const importing = (binding: string, specifier: string) => `${['import', binding, 'from'].join(' ')} '${specifier}';\n`;
    const session = `${importing('{ atom }', 'jotai')}export const configAtom = atom(null);\n`;
    const packages = [{ folder: 'shared-x', entries: { '.': 'shared-x/src/index.ts', './forms': 'shared-x/src/forms/index.ts' } }];
    const relative = new Map([
      ['shared-x/src/index.ts', "export * from './session';\n"],
      ['shared-x/src/session.ts', session],
      ['shared-x/src/forms/index.ts', "import { configAtom } from '../session';\nexport const read = () => configAtom;\n"],
    ]);
    expect(statefulDuplicates(relative, packages)).toEqual([
      'shared-x ./forms bundles its own copy of shared-x/src/session.ts, which holds state: import it through an entry',
    ]);
    const throughEntry = new Map(relative).set(
      'shared-x/src/forms/index.ts',
      "import { configAtom } from '../index';\nexport const read = () => configAtom;\n",
    );
    expect(statefulDuplicates(throughEntry, packages)).toEqual([]);
    const byName = new Map(relative).set(
      'shared-x/src/forms/index.ts',
      `${importing('{ configAtom }', ['@export-portal', 'shared-x'].join('/'))}export const read = () => configAtom;\n`,
    );
    expect(statefulDuplicates(byName, packages)).toEqual([]);
    const typedContext = `${importing('{ createContext }', 'react')}export const FieldContext = createContext<Field | null>(null);\n`;
    expect(statefulDuplicates(new Map(relative).set('shared-x/src/session.ts', typedContext), packages)).toHaveLength(1);
    const typeOnly = new Map(relative).set('shared-x/src/forms/index.ts', "import type { configAtom } from '../session';\nexport const read = 1;\n");
    expect(statefulDuplicates(typeOnly, packages)).toEqual([]);
  });
});
