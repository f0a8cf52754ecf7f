import { atom } from 'jotai';
import { PortalClient } from './backendClient';
import type { PortalConfig } from './portalConfig';

/** Set once by whoever boots the app (the shell, or a remote running alone). */
export const portalConfigAtom = atom<PortalConfig | null>(null);

const clients = new WeakMap<PortalConfig, PortalClient>();

/**
 * The one backend client of the page, derived from the configuration so the
 * shell and every remote share it (and its session) through the jotai store.
 */
export const supabaseClientAtom = atom((get) => {
  const config = get(portalConfigAtom);
  if (!config) return null;
  let client = clients.get(config);
  if (!client) {
    client = new PortalClient(config.supabaseUrl, config.supabaseAnonKey);
    clients.set(config, client);
  }
  return client;
});
