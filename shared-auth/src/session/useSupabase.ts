import { useAtomValue } from 'jotai';
import type { PortalClient } from '../config/backendClient';
import { supabaseClientAtom } from '../config/atoms';

/** The page's one Supabase client; only usable under PortalProviders. */
export function useSupabase(): PortalClient {
  const client = useAtomValue(supabaseClientAtom);
  if (!client) throw new Error('useSupabase needs PortalProviders with a portal configuration');
  return client;
}
