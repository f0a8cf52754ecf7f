import type { SupabaseClient } from '@supabase/supabase-js';

/**
 * Reads a user's role from `profiles` by user_id. A failed or empty read
 * counts as `client` (SPEC §4): the database still decides what they can see.
 */
export async function fetchRole(client: SupabaseClient, userId: string): Promise<string> {
  try {
    const { data, error } = await client.from('profiles').select('role').eq('user_id', userId).single();
    if (error || !data || typeof data.role !== 'string' || data.role === '') return 'client';
    return data.role;
  } catch {
    return 'client';
  }
}
