import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sectionsTable from '@export-portal/shared-auth/sections.json';

/** Every section's remote: where it is served on this machine, and which variable points elsewhere. */
export const remoteSites = sectionsTable.sections;

export type RemoteName = (typeof remoteSites)[number]['remote'];

export interface Backend {
  url: string;
  anonKey: string;
}

/**
 * The shell's run-time configuration: the backend, and where each remote is
 * deployed. `ADMIN_APP_URL` (etc.) point the shell at another deployment of a
 * remote without rebuilding anything.
 */
export function portalConfigFromEnv(backend: Backend, env: NodeJS.ProcessEnv = process.env) {
  const remotes: Record<string, string> = {};
  for (const { remote, urlEnv, port } of remoteSites) {
    const base = env[urlEnv] ?? `http://localhost:${port}`;
    remotes[remote] = `${base.replace(/\/$/, '')}/remoteEntry.js`;
  }
  return { supabaseUrl: backend.url, supabaseAnonKey: backend.anonKey, remotes };
}

export const generatedConfigDir = path.resolve(__dirname, '..', '..', '.portal');

/** Writes the configuration where the shell's server and the dev servers read it. */
export function writePortalConfig(config: object, dir = generatedConfigDir): string {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'portal-config.json');
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
  return file;
}
