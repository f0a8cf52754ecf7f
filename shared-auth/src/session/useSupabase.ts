import { useAtomValue } from 'jotai';
import type { SupabaseClient } from '@supabase/supabase-js';
import { supabaseClientAtom } from '../config/atoms';

/** The page's one Supabase client; only usable under PortalProviders. */
export function useSupabase(): SupabaseClient {
  const client = useAtomValue(supabaseClientAtom);
  if (!client) throw new Error('useSupabase needs PortalProviders with a portal configuration');
  return client;
}
