import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { startBackend } from './backend';
import { portalConfigFromEnv, writePortalConfig } from './portalConfig';
import { shellSite, sites } from './sites';

const workspaceRoot = path.resolve(__dirname, '..', '..');

/**
 * `npm run dev`: the embedded backend plus a webpack dev server (with reload)
 * for the shell and each remote, on the same ports as production.
 */
async function main() {
  const backend = await startBackend();
  writePortalConfig(portalConfigFromEnv(backend));
  const children: ChildProcess[] = sites.map((site) => {
    const child = spawn('npx', ['webpack', 'serve', '--mode', 'development'], {
      cwd: path.join(workspaceRoot, site.dir),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const prefix = `[${site.name}]`.padEnd(13);
    const forward = (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) if (line.trim()) console.log(`${prefix}${line}`);
    };
    child.stdout?.on('data', forward);
    child.stderr?.on('data', forward);
    return child;
  });
  console.log(`Backend ${backend.url}; shell on http://localhost:${shellSite.port} once webpack has compiled.`);
  if (backend.mail?.inboxUrl) console.log(`E-mails the portal sends arrive in ${backend.mail.inboxUrl}`);
  const stop = async () => {
    for (const child of children) child.kill('SIGTERM');
    await backend.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

void main();
