import { createClient, type SupabaseClient, type User } from '@supabase/supabase-js';

/**
 * "Create Demo Users": creates or repairs exactly the four demo accounts of the
 * auth page, so a fresh or tampered backend can always be signed into. Safe to
 * call repeatedly: an account that already works is reported as unchanged.
 *
 * The accounts are listed here rather than imported because the function is
 * deployed on its own (Deno bundles only this folder).
 */

type DemoRole = 'admin' | 'staff' | 'client';

interface DemoAccount {
  email: string;
  password: string;
  role: DemoRole;
  firstName: string;
  lastName: string;
  company: string | null;
}

const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { email: 'admin@demo.test', password: 'DemoAdmin!2026', role: 'admin', firstName: 'Avery', lastName: 'Morgan', company: 'Northern Export Co.' },
  { email: 'staff@demo.test', password: 'DemoStaff!2026', role: 'staff', firstName: 'Sam', lastName: 'Gagnon', company: 'Northern Export Co.' },
  { email: 'client1@demo.test', password: 'DemoClient1!2026', role: 'client', firstName: 'Olivia', lastName: 'Tremblay', company: null },
  { email: 'client2@demo.test', password: 'DemoClient2!2026', role: 'client', firstName: 'Liam', lastName: 'Chen', company: 'Pacific Rim Motors Ltd.' },
];

export interface DemoUsersEnv {
  SUPABASE_URL: string;
  SUPABASE_SERVICE_ROLE_KEY: string;
  SUPABASE_ANON_KEY: string;
}

export interface DemoUsersResult {
  created: string[];
  repaired: string[];
  unchanged: string[];
}

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

async function findUser(admin: SupabaseClient, email: string): Promise<User | undefined> {
  for (let page = 1; ; page += 1) {
    const { data, error } = await admin.auth.admin.listUsers({ page, perPage: 200 });
    if (error) throw error;
    const user = data.users.find((candidate) => candidate.email?.toLowerCase() === email);
    if (user || data.users.length < 200) return user;
  }
}

/** True when the demo password signs in, which also proves the e-mail is confirmed. */
async function signsIn(env: DemoUsersEnv, account: DemoAccount): Promise<boolean> {
  const visitor = serverClient(env.SUPABASE_URL, env.SUPABASE_ANON_KEY);
  const { error } = await visitor.auth.signInWithPassword({ email: account.email, password: account.password });
  if (error) return false;
  await visitor.auth.signOut({ scope: 'local' });
  return true;
}

/** Makes the account's profile carry its demo role; returns whether anything changed. */
async function ensureProfile(admin: SupabaseClient, user: User, account: DemoAccount): Promise<boolean> {
  const { data: profile, error } = await admin
    .from('profiles')
    .select('id, role')
    .eq('user_id', user.id)
    .maybeSingle();
  if (error) throw error;
  if (profile?.role === account.role) return false;
  const fields = { role: account.role };
  const { error: writeError } = profile
    ? await admin.from('profiles').update(fields).eq('id', profile.id)
    : await admin.from('profiles').insert({
        ...fields,
        user_id: user.id,
        email: account.email,
        first_name: account.firstName,
        last_name: account.lastName,
        company: account.company,
      });
  if (writeError) throw writeError;
  return true;
}

/** Links a client account to the customer record with its e-mail, creating one if needed. */
async function ensureCustomerLink(admin: SupabaseClient, user: User, account: DemoAccount): Promise<boolean> {
  const { data: customers, error } = await admin
    .from('customers')
    .select('id, user_id')
    .ilike('email', account.email)
    .order('created_at', { ascending: true })
    .limit(1);
  if (error) throw error;
  const customer = customers?.[0];
  if (customer?.user_id === user.id) return false;
  const { error: writeError } = customer
    ? await admin.from('customers').update({ user_id: user.id }).eq('id', customer.id)
    : await admin.from('customers').insert({
        user_id: user.id,
        first_name: account.firstName,
        last_name: account.lastName,
        company_name: account.company,
        customer_type: account.company ? 'business' : 'individual',
        email: account.email,
      });
  if (writeError) throw writeError;
  return true;
}

async function ensureDemoAccount(
  env: DemoUsersEnv,
  admin: SupabaseClient,
  account: DemoAccount,
): Promise<keyof DemoUsersResult> {
  let user = await findUser(admin, account.email);
  let outcome: keyof DemoUsersResult = 'unchanged';
  if (!user) {
    const { data, error } = await admin.auth.admin.createUser({
      email: account.email,
      password: account.password,
      email_confirm: true,
      user_metadata: { first_name: account.firstName, last_name: account.lastName, company: account.company },
    });
    if (error) throw error;
    user = data.user;
    outcome = 'created';
  } else if (!user.email_confirmed_at || !(await signsIn(env, account))) {
    const { error } = await admin.auth.admin.updateUserById(user.id, {
      password: account.password,
      email_confirm: true,
    });
    if (error) throw error;
    outcome = 'repaired';
  }
  const profileChanged = await ensureProfile(admin, user, account);
  const linkChanged = account.role === 'client' && (await ensureCustomerLink(admin, user, account));
  if (outcome === 'unchanged' && (profileChanged || linkChanged)) outcome = 'repaired';
  return outcome;
}

export function createHandler(env: DemoUsersEnv): (req: Request) => Promise<Response> {
  const admin = serverClient(env.SUPABASE_URL, env.SUPABASE_SERVICE_ROLE_KEY);
  return async (req) => {
    if (req.method === 'OPTIONS') return new Response('ok', { headers: CORS_HEADERS });
    if (req.method !== 'POST') return json(405, { error: `Method ${req.method} not allowed` });
    try {
      const result: DemoUsersResult = { created: [], repaired: [], unchanged: [] };
      for (const account of DEMO_ACCOUNTS) {
        result[await ensureDemoAccount(env, admin, account)].push(account.email);
      }
      return json(200, result);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return json(500, { error: message });
    }
  };
}
