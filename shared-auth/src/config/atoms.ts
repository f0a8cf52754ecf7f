import { atom } from 'jotai';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { REALTIME_HEARTBEAT_MS, realtimeReconnectDelay, type Database } from '@export-portal/shared-domain';
import type { PortalConfig } from './portalConfig';

/** Set once by whoever boots the app (the shell, or a remote running alone). */
export const portalConfigAtom = atom<PortalConfig | null>(null);

const clients = new WeakMap<PortalConfig, SupabaseClient<Database>>();

/**
 * The one Supabase client of the page, derived from the configuration so the
 * shell and every remote share it (and its session) through the jotai store.
 */
export const supabaseClientAtom = atom((get) => {
  const config = get(portalConfigAtom);
  if (!config) return null;
  let client = clients.get(config);
  if (!client) {
    client = createClient<Database>(config.supabaseUrl, config.supabaseAnonKey, {
      auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: false },
      realtime: { heartbeatIntervalMs: REALTIME_HEARTBEAT_MS, reconnectAfterMs: realtimeReconnectDelay },
    });
    clients.set(config, client);
  }
  return client;
});
