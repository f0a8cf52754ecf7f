import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A section owns what only it uses. The shell hands its own copy of every shared package to
 * every remote, so code that one section alone imports from a shared package is not shipped when
 * that section's remote is rebuilt and redeployed: the shell's copy keeps running. Such code lives
 * in the remote. A shared package other than the design system (`shared-ui`) and the rulebook
 * (`shared-domain`) therefore exports only what two or more of its users import. That the
 * package's own modules also use an export does not make it shared: a part only one section shows
 * is still that section's, so a shared page takes it as a slot, or the section composes it from
 * parts others use too. Type-only imports do not count: a type ships no code.
 * And a remote never imports another remote: sections meet only through shared packages.
 */

type Tree = ReadonlyMap<string, string>;

const SECTIONS = ['admin-app', 'staff-app', 'client-app'] as const;
const REMOTE_NAMES = ['admin_app', 'staff_app', 'client_app'];
/** Shared packages whose every export may serve one section: the design system and the business rules. */
const OPEN_PACKAGES = new Set(['shared-ui', 'shared-domain']);

const isTestFile = (file: string) => /\.test\.tsx?$/.test(file) || /(^|\/)(test|testing|tests)\//.test(file);
const folderOf = (file: string) => file.split('/')[0]!;

interface NamedImport {
  file: string;
  specifier: string;
  names: string[];
}

/** Value imports and re-exports with named bindings; `import type` and `type X` bindings are left out. */
function namedImports(file: string, text: string): NamedImport[] {
  const pattern = /\b(?:import|export)\s+(type\s+)?\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g;
  return [...text.matchAll(pattern)].flatMap((match) => {
    if (match[1]) return [];
    const names = match[2]!
      .split(',')
      .map((binding) => binding.trim())
      .filter((binding) => binding !== '' && !binding.startsWith('type '))
      .map((binding) => binding.split(/\s+as\s+/)[0]!.trim());
    return names.length > 0 ? [{ file, specifier: match[3]!, names }] : [];
  });
}

function resolveRelative(tree: Tree, from: string, specifier: string): string | null {
  const base = path.posix.join(path.posix.dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`];
  return candidates.find((candidate) => tree.has(candidate)) ?? null;
}

/** The names a module exports, following `export *` and `export { … } from` within its package. */
function exportedNames(tree: Tree, file: string, seen = new Set<string>()): Set<string> {
  const names = new Set<string>();
  if (seen.has(file)) return names;
  seen.add(file);
  const text = tree.get(file) ?? '';
  const declaration = /export\s+(?:declare\s+)?(?:async\s+)?(?:function\*?|const|let|class|abstract\s+class|enum)\s+([A-Za-z_$][\w$]*)/g;
  for (const match of text.matchAll(declaration)) names.add(match[1]!);
  for (const match of text.matchAll(/export\s+\{([^}]*)\}\s*from\s*['"]\.[^'"]+['"]/g)) {
    for (const binding of match[1]!.split(',')) {
      const trimmed = binding.trim();
      if (trimmed === '' || trimmed.startsWith('type ')) continue;
      const [local, exported] = trimmed.split(/\s+as\s+/);
      names.add((exported ?? local)!.trim());
    }
  }
  for (const match of text.matchAll(/export\s+\*\s+from\s+['"](\.[^'"]+)['"]/g)) {
    const target = resolveRelative(tree, file, match[1]!);
    if (target) for (const name of exportedNames(tree, target, seen)) names.add(name);
  }
  return names;
}

interface PackageInfo {
  folder: string;
  name: string;
  /** Entry subpath ('.', './lists') → the file it points at. */
  entries: Record<string, string>;
}

/**
 * Exports of the shared packages that exactly one section imports and no other package does. The
 * shell is not a section: it builds and serves the shared packages, so what only it uses there
 * ships whenever it is redeployed.
 */
export function singleSectionExports(tree: Tree, packages: readonly PackageInfo[]): string[] {
  const imports = [...tree].filter(([file]) => !isTestFile(file)).flatMap(([file, text]) => namedImports(file, text));
  const problems: string[] = [];
  for (const pkg of packages) {
    if (OPEN_PACKAGES.has(pkg.folder)) continue;
    for (const [subpath, entryFile] of Object.entries(pkg.entries)) {
      if (subpath === './testing') continue;
      const specifier = subpath === '.' ? pkg.name : `${pkg.name}/${subpath.slice(2)}`;
      for (const name of exportedNames(tree, entryFile)) {
        const users = new Set(
          imports
            .filter((entry) => entry.specifier === specifier && entry.names.includes(name) && folderOf(entry.file) !== pkg.folder)
            .map((entry) => folderOf(entry.file)),
        );
        const [onlyUser] = users;
        if (users.size === 1 && (SECTIONS as readonly string[]).includes(onlyUser!)) {
          problems.push(`${specifier} exports ${name}, which only ${onlyUser} uses: move it there`);
        }
      }
    }
  }
  return problems;
}

/** Imports by which one remote's source reaches another remote, by package name, federation name or path. */
export function crossSectionImports(tree: Tree): string[] {
  const specifierPattern = /\b(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?['"]([^'"\n]+)['"]|\bimport\(\s*['"]([^'"\n]+)['"]/g;
  return [...tree].flatMap(([file, text]) => {
    const section = folderOf(file);
    if (!(SECTIONS as readonly string[]).includes(section)) return [];
    return [...text.matchAll(specifierPattern)].flatMap((match) => {
      const specifier = (match[1] ?? match[2])!;
      const others = SECTIONS.filter((other) => other !== section);
      const byName = others.some((other) => specifier === `@export-portal/${other}` || specifier.startsWith(`@export-portal/${other}/`));
      const byRemote = REMOTE_NAMES.some((remote) => specifier === remote || specifier.startsWith(`${remote}/`));
      const byPath =
        specifier.startsWith('.') && others.includes(folderOf(path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier))) as never);
      return byName || byRemote || byPath ? [`${file} imports '${specifier}', another section's code`] : [];
    });
  });
}

const root = path.resolve(__dirname, '..', '..');
const SOURCE = /\.(ts|tsx)$/;
const SKIPPED = new Set(['node_modules', 'dist', '.tsbuild', 'test-results', 'playwright-report', 'results']);

function readTree(): Map<string, string> {
  const tree = new Map<string, string>();
  const walk = (relative: string) => {
    for (const entry of readdirSync(path.join(root, relative), { withFileTypes: true })) {
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (!SKIPPED.has(entry.name) && !entry.name.startsWith('.')) walk(child);
      } else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) {
        tree.set(child, readFileSync(path.join(root, child), 'utf8'));
      }
    }
  };
  const workspaces = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { workspaces: string[] }).workspaces;
  for (const folder of workspaces) walk(folder);
  return tree;
}

function sharedPackages(): PackageInfo[] {
  return readdirSync(root)
    .filter((folder) => folder.startsWith('shared-'))
    .map((folder) => {
      const manifest = JSON.parse(readFileSync(path.join(root, folder, 'package.json'), 'utf8')) as { name: string; exports: Record<string, string> };
      const entries = Object.fromEntries(
        Object.entries(manifest.exports)
          .filter(([, target]) => SOURCE.test(target))
          .map(([subpath, target]) => [subpath, path.posix.join(folder, target)]),
      );
      return { folder, name: manifest.name, entries };
    });
}

describe('each section owns what only it uses', () => {
  const tree = readTree();

  it('no shared package other than the design system and the rules exports what one section alone imports', () => {
    expect(singleSectionExports(tree, sharedPackages())).toEqual([]);
  });

  it('no remote imports another remote', () => {
    expect(crossSectionImports(tree)).toEqual([]);
  });
});

describe('the ownership checks catch', () => {
  const shared: PackageInfo = { folder: 'shared-auth', name: '@export-portal/shared-auth', entries: { '.': 'shared-auth/src/index.ts' } };
  const sample = (files: Record<string, string>) => new Map(Object.entries(files));
  const base = {
    'shared-auth/src/index.ts': "export * from './data';\nexport * from './tools';\n",
    'shared-auth/src/data.ts': 'export const boardOrder = 1;\nexport const sharedBoard = 2;\nexport type BoardRow = { id: string };\n',
    'shared-auth/src/tools.ts': "import { sharedBoard } from './data';\nexport const useTool = () => sharedBoard;\n",
    'admin-app/src/Board.tsx': "import { boardOrder, sharedBoard, useTool, type BoardRow } from '@export-portal/shared-auth';\n",
    'staff-app/src/Board.tsx': "import { sharedBoard } from '@export-portal/shared-auth';\n",
    'client-app/src/Board.test.tsx': "import { useTool } from '@export-portal/shared-auth';\n",
  };

  it('an export one section alone imports, but not one two sections import, a type or a test import', () => {
    expect(singleSectionExports(sample(base), [shared])).toEqual([
      '@export-portal/shared-auth exports boardOrder, which only admin-app uses: move it there',
      '@export-portal/shared-auth exports useTool, which only admin-app uses: move it there',
    ]);
  });

  it('an export one section alone imports even when its package also uses it', () => {
    const oneSection = { ...base, 'staff-app/src/Board.tsx': '' };
    expect(singleSectionExports(sample(oneSection), [shared])).toEqual([
      '@export-portal/shared-auth exports boardOrder, which only admin-app uses: move it there',
      '@export-portal/shared-auth exports sharedBoard, which only admin-app uses: move it there',
      '@export-portal/shared-auth exports useTool, which only admin-app uses: move it there',
    ]);
  });

  it('nothing once the section owns its code', () => {
    const moved = { ...base, 'admin-app/src/Board.tsx': "import { sharedBoard } from '@export-portal/shared-auth';\n" };
    expect(singleSectionExports(sample(moved), [shared])).toEqual([]);
  });

  it('a remote importing another by package name, federation name or path', () => {
    // The samples are assembled so that no line of this file is itself such an import.
    const importing = (binding: string, specifier: string) => `${['import', binding, 'from'].join(' ')} '${specifier}';\n`;
    const loading = (specifier: string) => `const screen = ${'import'}('${specifier}');\n`;
    const byPackage = ['@export-portal', 'staff-app', 'src', 'data'].join('/');
    const byRemote = ['client_app', 'App'].join('/');
    const byPath = ['..', '..', 'admin-app', 'src', 'data', 'users'].join('/');
    const files = sample({
      'admin-app/src/a.ts': importing('{ x }', byPackage),
      'admin-app/src/b.ts': loading(byRemote),
      'staff-app/src/c.ts': importing('{ y }', byPath),
      'staff-app/src/d.ts': importing('{ z }', './data/support'),
      'shell/src/e.ts': loading(['admin_app', 'App'].join('/')),
    });
    expect(crossSectionImports(files)).toEqual([
      `admin-app/src/a.ts imports '${byPackage}', another section's code`,
      `admin-app/src/b.ts imports '${byRemote}', another section's code`,
      `staff-app/src/c.ts imports '${byPath}', another section's code`,
    ]);
  });
});
