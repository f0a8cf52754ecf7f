import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sectionsTable from '@export-portal/shared-auth/sections.json';
import { serveStaticSite } from './staticSite';

const workspaceRoot = path.resolve(__dirname, '..', '..');

export interface Site {
  name: string;
  /** Workspace folder of the app. */
  dir: string;
  port: number;
}

export const shellSite: Site = { name: 'shell', dir: sectionsTable.shell.package, port: sectionsTable.shell.port };

/** The shell and every section's remote, each a production build on its own port. */
export const sites: readonly Site[] = [
  shellSite,
  ...sectionsTable.sections.map((section) => ({ name: section.remote, dir: section.package, port: section.port })),
];

export type SiteName = string;

/** Serves the production builds, each from its own origin (port). */
export async function serveSites(portalConfigFile: string, only?: SiteName[]): Promise<FastifyInstance[]> {
  const chosen = sites.filter((site) => !only || only.includes(site.name));
  return Promise.all(
    chosen.map((site) =>
      serveStaticSite({
        root: path.join(workspaceRoot, site.dir, 'dist'),
        port: site.port,
        spaFallback: site.name === 'shell',
        // A remote's own page (the remote running alone) reads the configuration from its own origin.
        portalConfigFile,
        // The landing page is prerendered by the shell's build and needs no script.
        ...(site.name === 'shell' ? { landingPage: 'landing.html' } : {}),
      }),
    ),
  );
}
