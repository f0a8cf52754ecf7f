import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Default origins of the four apps when served on this machine. */
export const defaultPorts = { shell: 3000, admin_app: 3001, staff_app: 3002, client_app: 3003 } as const;

export type RemoteName = 'admin_app' | 'staff_app' | 'client_app';

const remoteEnv: Record<RemoteName, string> = {
  admin_app: 'ADMIN_APP_URL',
  staff_app: 'STAFF_APP_URL',
  client_app: 'CLIENT_APP_URL',
};

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
  const remotes = {} as Record<RemoteName, string>;
  for (const name of Object.keys(remoteEnv) as RemoteName[]) {
    const base = env[remoteEnv[name]] ?? `http://localhost:${defaultPorts[name]}`;
    remotes[name] = `${base.replace(/\/$/, '')}/mf-manifest.json`;
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
