import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { librarySingletons, sharedSingletons, workspaceSingletons } from '../shared-singletons';

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

/** 'react/' → 'react', '@export-portal/shared-ui/select' → '@export-portal/shared-ui'. */
const packageOf = (key: string) =>
  key
    .replace(/\/$/, '')
    .split('/')
    .slice(0, key.startsWith('@') ? 2 : 1)
    .join('/');
const manifestOf = (dir: string) =>
  JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { name: string; version: string; dependencies: Record<string, string> };
const installed = (name: string) => manifestOf(path.join(root, 'node_modules', name)).version;

describe('the versions each build offers and requires', () => {
  const apps = ['shell', 'admin-app', 'staff-app', 'client-app'];

  it.each(apps)('%s requires the range its package.json declares for each workspace package, strictly', (app) => {
    const dir = path.join(root, app);
    const { dependencies } = manifestOf(dir);
    const shared = sharedSingletons(dir);
    for (const key of workspaceSingletons) {
      expect({ key, ...shared[key] }).toEqual({
        key,
        singleton: true,
        strictVersion: true,
        version: installed(packageOf(key)),
        requiredVersion: dependencies[packageOf(key)],
      });
    }
  });

  it.each(apps)('%s requires libraries from the installed version on, and only warns outside it', (app) => {
    const shared = sharedSingletons(path.join(root, app));
    for (const key of librarySingletons) {
      const version = installed(packageOf(key));
      expect({ key, version: shared[key]!.version, requiredVersion: shared[key]!.requiredVersion, strict: shared[key]!.strictVersion }).toEqual({
        key,
        version,
        requiredVersion: `^${version}`,
        strict: undefined,
      });
    }
  });

  describe('a build in the workspace that declares other ranges', () => {
    // Inside the workspace, so the packages resolve as they do for the real apps.
    const cache = path.join(root, 'node_modules', '.cache');
    let dir = '';
    beforeAll(() => {
      mkdirSync(cache, { recursive: true });
      dir = mkdtempSync(path.join(cache, 'shared-singletons-'));
    });
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    function declaring(dependencies: Record<string, string>) {
      writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: '@export-portal/next-admin-app', dependencies }));
      return () => sharedSingletons(dir);
    }

    it('requires what it declares, for every entry of that package, whatever is installed', () => {
      const shared = declaring({
        '@export-portal/shared-auth': '^2.0.0',
        '@export-portal/shared-domain': '^1.0.0',
        '@export-portal/shared-ui': '>=1.2.0 <3',
      })();
      expect(shared['@export-portal/shared-auth']).toMatchObject({
        requiredVersion: '^2.0.0',
        strictVersion: true,
        version: installed('@export-portal/shared-auth'),
      });
      expect(shared['@export-portal/shared-auth/forms']).toMatchObject({ requiredVersion: '^2.0.0', strictVersion: true });
      expect(shared['@export-portal/shared-ui/select']).toMatchObject({ requiredVersion: '>=1.2.0 <3', strictVersion: true });
      expect(shared['@export-portal/shared-domain']).toMatchObject({ requiredVersion: '^1.0.0', strictVersion: true });
    });

    it('refuses to build a shared package it does not declare', () => {
      expect(declaring({ '@export-portal/shared-auth': '^1.0.0', '@export-portal/shared-ui': '^1.0.0' })).toThrow(
        /@export-portal\/next-admin-app shares @export-portal\/shared-domain but .*package\.json does not declare it in "dependencies"/,
      );
    });
  });
});
