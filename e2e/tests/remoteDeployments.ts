import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import type { APIRequestContext } from '@playwright/test';
import { serveStaticSite } from '@export-portal/portal-server/static-site';

/**
 * Another deployment of a remote, as a team would ship it: the remote's sources, changed, built by
 * its own webpack config into a folder of their own, served by the portal's static server on a port
 * of their own, and named in the running portal's configuration. Nothing of the shell is rebuilt or
 * restarted, and the real remote's build is left as it is.
 */

const run = promisify(execFile);

/** The folder of a workspace package, found by its manifest. */
export function packageDir(name: string): string {
  return path.dirname(require.resolve(`${name}/package.json`));
}

export function readJson<T = Record<string, unknown>>(file: string): T {
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

/**
 * Copies the remote's sources (not its tests) into `into` and runs `change` on the copy, then
 * builds it with the remote's webpack config (`npm run build`'s production build). `into` must be
 * inside the workspace, so its imports resolve to the workspace's packages. Returns the build.
 */
export async function buildChangedRemote(remotePackage: string, into: string, change: (copy: string) => void): Promise<string> {
  const source = packageDir(remotePackage);
  cpSync(path.join(source, 'src'), path.join(into, 'src'), {
    recursive: true,
    filter: (file) => !/\.test\.tsx?$/.test(file),
  });
  for (const file of ['package.json', 'webpack.config.js']) cpSync(path.join(source, file), path.join(into, file));
  change(into);
  await run(process.execPath, [require.resolve('webpack-cli/bin/cli.js'), '--mode', 'production'], {
    cwd: into,
    maxBuffer: 64 * 1024 * 1024,
  });
  return path.join(into, 'dist');
}

/**
 * Gives a remote's copy its own copy of a shared package that is not a singleton (its sources, not
 * its tests), found by the copy's imports before the workspace's, and runs `change` on it: what a
 * team ships when it changes a shared screen and rebuilds its remote. Returns nothing; the remote's
 * build then bundles the changed package.
 */
export function withOwnPackageCopy(copy: string, sharedPackage: string, change: (packageCopy: string) => void): void {
  const source = packageDir(sharedPackage);
  const packageCopy = path.join(copy, path.basename(source));
  cpSync(path.join(source, 'src'), path.join(packageCopy, 'src'), { recursive: true, filter: (file) => !/\.test\.tsx?$/.test(file) });
  cpSync(path.join(source, 'package.json'), path.join(packageCopy, 'package.json'));
  // Linked as the workspace links its packages, so the build compiles it as workspace source.
  const link = path.join(copy, 'node_modules', ...sharedPackage.split('/'));
  mkdirSync(path.dirname(link), { recursive: true });
  symlinkSync(path.relative(path.dirname(link), packageCopy), link, 'dir');
  change(packageCopy);
}

/** Replaces `from` with `to` in a file of a copy, failing when `from` is not there exactly once. */
export function replaceOnce(file: string, from: string, to: string): void {
  const text = readFileSync(file, 'utf8');
  const at = text.indexOf(from);
  if (at < 0 || text.indexOf(from, at + 1) >= 0) throw new Error(`${file} should contain ${JSON.stringify(from)} exactly once`);
  writeFileSync(file, text.replace(from, to));
}

/** Serves a remote's build as the portal serves every remote, on a free port. */
export async function serveBuild(dist: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server = await serveStaticSite({ root: dist, port: 0 });
  const { port } = server.server.address() as AddressInfo;
  return { url: `http://localhost:${port}`, close: () => server.close() };
}

interface PortalConfig {
  remotes: Record<string, string>;
}

/**
 * The configuration `npm start` (the suite's web server) generates and reads from disk on every
 * request; see portal-server/README.md.
 */
const portalConfigFile = path.resolve(__dirname, '..', '..', '.portal', 'portal-config.json');

/**
 * Points the running portal's `remote` at `origin` while `body` runs, and puts the configuration
 * back afterwards, whatever happens.
 */
export async function withRemoteAt(request: APIRequestContext, remote: string, origin: string, body: () => Promise<void>): Promise<void> {
  const original = readFileSync(portalConfigFile, 'utf8');
  const served = (await (await request.get('/portal-config.json')).json()) as PortalConfig;
  if (JSON.stringify(served) !== JSON.stringify(JSON.parse(original))) {
    throw new Error(`The portal does not serve ${portalConfigFile} as /portal-config.json`);
  }
  const config = JSON.parse(original) as PortalConfig;
  config.remotes[remote] = `${origin}/remoteEntry.js`;
  writeFileSync(portalConfigFile, `${JSON.stringify(config, null, 2)}\n`);
  try {
    await body();
  } finally {
    writeFileSync(portalConfigFile, original);
  }
}
