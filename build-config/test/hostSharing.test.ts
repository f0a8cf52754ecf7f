import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { librarySingletons, workspaceSingletons } from '../shared-singletons';

/**
 * The shell is not a federation container: it hands the remotes the modules it
 * runs on itself (shell/src/remotes/sharedWithRemotes.ts). A singleton it uses
 * but does not hand over would exist twice in a page, once in the shell and
 * once from a remote.
 */

const root = path.resolve(__dirname, '..', '..');
const shellSource = path.join(root, 'shell', 'src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const handedOver = new Set(
  [...readFileSync(path.join(shellSource, 'remotes', 'sharedWithRemotes.ts'), 'utf8').matchAll(/^\s+'?([@\w/.-]+)'?: /gm)].map((match) => match[1]!),
);

const shellImports = new Set(
  sourceFiles(shellSource).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/(?:from|import\()\s*'([^'.][^']*)'/g)].map((match) => match[1]!),
  ),
);

describe("the shell's shared singletons", () => {
  it('hands over every whole library singleton', () => {
    const libraries = librarySingletons.filter((name) => !name.endsWith('/'));
    expect(libraries.filter((name) => !handedOver.has(name))).toEqual([]);
  });

  it('hands over every workspace entry the shell imports', () => {
    const used = workspaceSingletons.filter((name) => shellImports.has(name));
    expect(used.length).toBeGreaterThan(3);
    expect(used.filter((name) => !handedOver.has(name))).toEqual([]);
  });
});
