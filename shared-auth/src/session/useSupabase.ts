import { useAtomValue } from 'jotai';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@export-portal/shared-domain';
import { supabaseClientAtom } from '../config/atoms';

/** The page's one Supabase client; only usable under PortalProviders. */
export function useSupabase(): SupabaseClient<Database> {
  const client = useAtomValue(supabaseClientAtom);
  if (!client) throw new Error('useSupabase needs PortalProviders with a portal configuration');
  return client;
}
