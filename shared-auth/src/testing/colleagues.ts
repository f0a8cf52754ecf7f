import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { DEMO_ACCOUNTS, type Database, type Role } from '@export-portal/shared-domain';
import type { LocalBackend } from './localBackend';

/**
 * Another person at another computer: their own client and session, apart from the one the
 * screen under test uses (every store of a test file shares that one, as a page does).
 */
export async function colleagueClient(backend: LocalBackend, role: Role | 'client2'): Promise<SupabaseClient<Database>> {
  const account =
    role === 'client2'
      ? DEMO_ACCOUNTS.find((candidate) => candidate.email === 'client2@demo.test')
      : DEMO_ACCOUNTS.find((candidate) => candidate.role === role);
  if (!account) throw new Error(`No demo account for ${role}`);
  const client = createClient<Database>(backend.url, backend.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, storageKey: `colleague-${account.email}` },
  });
  const { error } = await client.auth.signInWithPassword({ email: account.email, password: account.password });
  if (error) throw new Error(`sign-in as ${account.email} failed: ${error.message}`);
  return client;
}

/** The backend as its own workers reach it (the mail worker, a script), past row-level security. */
export function serviceClient(backend: LocalBackend): SupabaseClient<Database> {
  return createClient<Database>(backend.url, backend.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, storageKey: 'service' },
  });
}
