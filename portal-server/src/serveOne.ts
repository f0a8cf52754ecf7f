import { generatedConfigDir } from './portalConfig';
import { serveSites, sites, type SiteName } from './sites';
import path from 'node:path';

/**
 * Serves one production build alone, e.g. `npm run serve:site -- admin_app`
 * after rebuilding only that remote: the running shell picks it up on reload.
 */
async function main() {
  const name = process.argv[2] as SiteName | undefined;
  if (!name || !sites.some((site) => site.name === name)) {
    console.error(`Usage: serve-site <${sites.map((site) => site.name).join('|')}>`);
    process.exit(2);
  }
  const [server] = await serveSites(path.join(generatedConfigDir, 'portal-config.json'), [name]);
  const site = sites.find((candidate) => candidate.name === name)!;
  console.log(`${name} served on http://localhost:${site.port}`);
  const stop = () => void server!.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

void main();
