import { signJwt } from './jwt';

/**
 * The Supabase CLI's well-known local development secret. It protects nothing: it is public and
 * exists so local keys are stable across restarts. Never use it for a deployment reachable by others.
 */
export const LOCAL_ONLY_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

/** Same claims as the keys `supabase status` prints, so both produce identical keys for one secret. */
const EXPIRES_AT = 1983812996;

export function resolveJwtSecret(explicit?: string): string {
  return explicit ?? process.env.LOCAL_SUPABASE_JWT_SECRET ?? LOCAL_ONLY_JWT_SECRET;
}

export function apiKeysFor(jwtSecret: string): { anonKey: string; serviceRoleKey: string } {
  const key = (role: string) => signJwt({ iss: 'supabase-demo', role, exp: EXPIRES_AT }, jwtSecret);
  return { anonKey: key('anon'), serviceRoleKey: key('service_role') };
}
