import { createClient, type SupabaseClient, type User } from '@supabase/supabase-js';

/**
 * "Create Demo Users": creates the demo accounts of the auth page that were never created, and
 * repairs the ones it created (confirmation, role, a client's customer link). It is callable with
 * the anon key, so it is safe by construction:
 * - a demo account is recognised by its fixed user id, never by e-mail, and only when the ledger
 *   of created demo accounts lists it and it still has its demo e-mail and password;
 * - an account that was deleted, whose password was changed, or whose address someone else holds
 *   is reported as skipped and left exactly as it is;
 * - it changes no role but a demo account's own, and sets no password on an existing account;
 * - it answers only when DEMO_USERS_ENABLED is "true", which a real deployment leaves unset.
 */

/**
 * Copy of shared-domain/src/demoAccounts.json: the function is deployed on its own and cannot
 * reach that file, so the accounts are repeated here; a test fails when the two differ.
 */
export type DemoRole = 'admin' | 'staff' | 'client';

export interface DemoAccount {
  id: string;
  role: DemoRole;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  company: string | null;
  phone: string | null;
  customerId: string | null;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    id: 'ad000000-0000-4000-8000-000000000001',
    role: 'admin',
    email: 'admin@demo.test',
    password: 'DemoAdmin!2026',
    firstName: 'Avery',
    lastName: 'Morgan',
    company: 'Northern Export Co.',
    phone: '416-555-0100',
    customerId: null,
  },
  {
    id: 'ad000000-0000-4000-8000-000000000002',
    role: 'staff',
    email: 'staff@demo.test',
    password: 'DemoStaff!2026',
    firstName: 'Sam',
    lastName: 'Gagnon',
    company: 'Northern Export Co.',
    phone: '416-555-0101',
    customerId: null,
  },
  {
    id: 'ad000000-0000-4000-8000-000000000003',
    role: 'client',
    email: 'client1@demo.test',
    password: 'DemoClient1!2026',
    firstName: 'Olivia',
    lastName: 'Tremblay',
    company: null,
    phone: null,
    customerId: 'c0000000-0000-4000-8000-000000000001',
  },
  {
    id: 'ad000000-0000-4000-8000-000000000004',
    role: 'client',
    email: 'client2@demo.test',
    password: 'DemoClient2!2026',
    firstName: 'Liam',
    lastName: 'Chen',
    company: 'Pacific Rim Motors Ltd.',
    phone: null,
    customerId: 'c0000000-0000-4000-8000-000000000002',
  },
];

export interface DemoUsersEnv {
  SUPABASE_URL: string;
  SUPABASE_SERVICE_ROLE_KEY: string;
  SUPABASE_ANON_KEY: string;
  DEMO_USERS_ENABLED?: string;
}

export interface DemoUsersResult {
  created: string[];
  repaired: string[];
  unchanged: string[];
  skipped: string[];
}

export const DEMO_USERS_DISABLED = 'demo_users_disabled';

const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
};

/**
 * The function never subscribes to realtime, but supabase-js builds a realtime
 * client eagerly and Node 20 has no global WebSocket; this stands in for it.
 */
class RealtimeNotUsed {
  constructor() {
    throw new Error('create-demo-users does not use realtime');
  }
}

function serverClient(url: string, key: string): SupabaseClient {
  return createClient(url, key, {
    auth: { autoRefreshToken: false, persistSession: false, detectSessionInUrl: false },
    realtime: { transport: (globalThis.WebSocket ?? RealtimeNotUsed) as unknown as typeof WebSocket },
  });
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...CORS_HEADERS, 'Content-Type': 'application/json' },
  });
}

async function userById(admin: SupabaseClient, id: string): Promise<User | undefined> {
  const { data, error } = await admin.auth.admin.getUserById(id);
  if (error) {
    if (error.status === 404) return undefined;
    throw error;
  }
  return data.user ?? undefined;
}

async function emailTaken(admin: SupabaseClient, email: string): Promise<boolean> {
  for (let page = 1; ; page += 1) {
    const { data, error } = await admin.auth.admin.listUsers({ page, perPage: 200 });
    if (error) throw error;
    if (data.users.some((candidate) => candidate.email?.toLowerCase() === email)) return true;
    if (data.users.length < 200) return false;
  }
}

async function ledger(admin: SupabaseClient): Promise<Set<string>> {
  const { data, error } = await admin.from('demo_account_ledger').select('user_id');
  if (error) throw error;
  return new Set((data as { user_id: string }[]).map((row) => row.user_id));
}

type SignIn = 'works' | 'unconfirmed' | 'fails';

async function signIn(env: DemoUsersEnv, account: DemoAccount): Promise<SignIn> {
  const visitor = serverClient(env.SUPABASE_URL, env.SUPABASE_ANON_KEY);
  const { error } = await visitor.auth.signInWithPassword({ email: account.email, password: account.password });
  if (!error) {
    await visitor.auth.signOut({ scope: 'local' });
    return 'works';
  }
  return error.code === 'email_not_confirmed' ? 'unconfirmed' : 'fails';
}

/** Gives the demo account's own profile its demo role; returns whether anything changed. */
async function ensureRole(admin: SupabaseClient, account: DemoAccount): Promise<boolean> {
  const { data: profile, error } = await admin.from('profiles').select('id, role').eq('user_id', account.id).maybeSingle();
  if (error) throw error;
  if (!profile) throw new Error(`${account.email} has no profile`);
  if (profile.role === account.role) return false;
  const { error: writeError } = await admin.from('profiles').update({ role: account.role, phone: account.phone }).eq('id', profile.id);
  if (writeError) throw writeError;
  return true;
}

/** Links a demo client to its own customer record (fixed id), creating the record if it is missing. */
async function ensureCustomerLink(admin: SupabaseClient, account: DemoAccount): Promise<boolean> {
  if (!account.customerId) return false;
  const { data: customer, error } = await admin.from('customers').select('id, user_id').eq('id', account.customerId).maybeSingle();
  if (error) throw error;
  if (customer?.user_id === account.id) return false;
  // A record someone else has been linked to is theirs now.
  if (customer && customer.user_id !== null) return false;
  const { error: writeError } = customer
    ? await admin.from('customers').update({ user_id: account.id }).eq('id', customer.id)
    : await admin.from('customers').insert({
        id: account.customerId,
        user_id: account.id,
        first_name: account.firstName,
        last_name: account.lastName,
        company_name: account.company,
        customer_type: account.company ? 'business' : 'individual',
        email: account.email,
      });
  if (writeError) throw writeError;
  return true;
}

async function createDemoAccount(admin: SupabaseClient, account: DemoAccount): Promise<void> {
  const { error } = await admin.auth.admin.createUser({
    id: account.id,
    email: account.email,
    password: account.password,
    email_confirm: true,
    user_metadata: { first_name: account.firstName, last_name: account.lastName, company: account.company },
  });
  if (error) throw error;
  const { error: ledgerError } = await admin.from('demo_account_ledger').insert({ user_id: account.id, email: account.email });
  if (ledgerError) throw ledgerError;
}

async function ensureDemoAccount(
  env: DemoUsersEnv,
  admin: SupabaseClient,
  created: Set<string>,
  account: DemoAccount,
): Promise<keyof DemoUsersResult> {
  const user = await userById(admin, account.id);
  if (!user) {
    if (created.has(account.id) || (await emailTaken(admin, account.email))) return 'skipped';
    await createDemoAccount(admin, account);
    await ensureRole(admin, account);
    await ensureCustomerLink(admin, account);
    return 'created';
  }
  if (!created.has(account.id) || user.email?.toLowerCase() !== account.email) return 'skipped';
  const signedIn = await signIn(env, account);
  if (signedIn === 'fails') return 'skipped';
  let changed = false;
  if (signedIn === 'unconfirmed') {
    const { error } = await admin.auth.admin.updateUserById(account.id, { email_confirm: true });
    if (error) throw error;
    changed = true;
  }
  if (await ensureRole(admin, account)) changed = true;
  if (await ensureCustomerLink(admin, account)) changed = true;
  return changed ? 'repaired' : 'unchanged';
}

export function createHandler(env: DemoUsersEnv): (req: Request) => Promise<Response> {
  const admin = serverClient(env.SUPABASE_URL, env.SUPABASE_SERVICE_ROLE_KEY);
  return async (req) => {
    if (req.method === 'OPTIONS') return new Response('ok', { headers: CORS_HEADERS });
    if (req.method !== 'POST') return json(405, { error: `Method ${req.method} not allowed` });
    if (env.DEMO_USERS_ENABLED !== 'true') {
      return json(403, { error: DEMO_USERS_DISABLED, message: 'Demo users are switched off on this server.' });
    }
    try {
      const created = await ledger(admin);
      const result: DemoUsersResult = { created: [], repaired: [], unchanged: [], skipped: [] };
      for (const account of DEMO_ACCOUNTS) {
        result[await ensureDemoAccount(env, admin, created, account)].push(account.email);
      }
      return json(200, result);
    } catch (error) {
      console.error('create-demo-users failed', error);
      return json(500, { error: 'Creating the demo users failed' });
    }
  };
}
