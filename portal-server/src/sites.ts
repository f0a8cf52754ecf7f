import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { defaultPorts } from './portalConfig';
import { serveStaticSite } from './staticSite';

const workspaceRoot = path.resolve(__dirname, '..', '..');

export const sites = [
  { name: 'shell', dir: 'shell', port: defaultPorts.shell },
  { name: 'admin_app', dir: 'admin-app', port: defaultPorts.admin_app },
  { name: 'staff_app', dir: 'staff-app', port: defaultPorts.staff_app },
  { name: 'client_app', dir: 'client-app', port: defaultPorts.client_app },
] as const;

export type SiteName = (typeof sites)[number]['name'];

/** Serves the production builds, each from its own origin (port). */
export async function serveSites(portalConfigFile: string, only?: SiteName[]): Promise<FastifyInstance[]> {
  const chosen = sites.filter((site) => !only || only.includes(site.name));
  return Promise.all(
    chosen.map((site) =>
      serveStaticSite({
        root: path.join(workspaceRoot, site.dir, 'dist'),
        port: site.port,
        spaFallback: site.name === 'shell',
        ...(site.name === 'shell' ? { portalConfigFile } : {}),
      }),
    ),
  );
}
