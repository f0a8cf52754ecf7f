/**
 * The run-time configuration of a portal deployment, read from
 * `/portal-config.json`: which backend to talk to and where each remote's
 * federation manifest lives. Nothing here is baked into a build, so one build
 * can be pointed at any backend or remote deployment.
 */
import { remoteNames, type RemoteName } from '../sections/sections';

export interface PortalConfig {
  supabaseUrl: string;
  supabaseAnonKey: string;
  remotes: Record<RemoteName, string>;
}

export class PortalConfigError extends Error {
  override readonly name = 'PortalConfigError';
}

function requireUrl(value: unknown, field: string): string {
  if (typeof value !== 'string' || value.trim() === '') {
    throw new PortalConfigError(`"${field}" is missing.`);
  }
  try {
    return new URL(value).toString().replace(/\/$/, '');
  } catch {
    throw new PortalConfigError(`"${field}" is not a valid URL: ${value}`);
  }
}

/** Validates parsed JSON, naming the first field that is wrong. */
export function parsePortalConfig(raw: unknown): PortalConfig {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new PortalConfigError('The configuration is not a JSON object.');
  }
  const record = raw as Record<string, unknown>;
  const supabaseUrl = requireUrl(record.supabaseUrl, 'supabaseUrl');
  if (typeof record.supabaseAnonKey !== 'string' || record.supabaseAnonKey.trim() === '') {
    throw new PortalConfigError('"supabaseAnonKey" is missing.');
  }
  const remotesRaw = record.remotes;
  if (typeof remotesRaw !== 'object' || remotesRaw === null) {
    throw new PortalConfigError('"remotes" is missing.');
  }
  const remotes = {} as Record<RemoteName, string>;
  for (const name of remoteNames) {
    remotes[name] = requireUrl((remotesRaw as Record<string, unknown>)[name], `remotes.${name}`);
  }
  return { supabaseUrl, supabaseAnonKey: record.supabaseAnonKey, remotes };
}

/** Fetches and validates the deployment's configuration; every failure is a PortalConfigError. */
export async function fetchPortalConfig(url = '/portal-config.json', fetchImpl: typeof fetch = fetch): Promise<PortalConfig> {
  let response: Response;
  try {
    response = await fetchImpl(url, { cache: 'no-store' });
  } catch (cause) {
    throw new PortalConfigError(`${url} could not be fetched (${String(cause)}).`);
  }
  if (!response.ok) {
    throw new PortalConfigError(`${url} answered ${response.status} ${response.statusText}.`.trim());
  }
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    throw new PortalConfigError(`${url} is not valid JSON.`);
  }
  return parsePortalConfig(json);
}
