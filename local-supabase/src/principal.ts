import { JwtError, verifyJwt, type JwtClaims } from './jwt';

export type DatabaseRole = 'anon' | 'authenticated' | 'service_role';

/** Who is calling, as proven by the JWT in `Authorization` (or the `apikey` when there is none). */
export interface Principal {
  role: DatabaseRole;
  claims: JwtClaims;
  token: string;
  fromAuthorizationHeader: boolean;
}

export class PrincipalError extends Error {
  constructor(
    message: string,
    readonly reason: 'missing' | 'invalid' | 'expired',
  ) {
    super(message);
  }
}

const DATABASE_ROLES: readonly string[] = ['anon', 'authenticated', 'service_role'];

type HeaderValue = string | string[] | undefined;

const single = (value: HeaderValue): string | undefined => (Array.isArray(value) ? value[0] : value);

export function bearerToken(authorization: HeaderValue): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(single(authorization) ?? '');
  return match?.[1];
}

/** Tokens already verified, per signing secret, up to this many each; the oldest is let go first. */
const VERIFIED_TOKENS_KEPT = 2_000;
const verifiedTokens = new Map<string, Map<string, Readonly<JwtClaims>>>();

/**
 * A browser sends the same token with every request until it is refreshed, so its signature is
 * checked once: a token is kept only after it has been verified whole, and only the same text
 * finds it again. Its expiry is still checked on every use.
 */
function verified(token: string, secret: string): JwtClaims {
  const kept = verifiedTokens.get(secret) ?? new Map<string, Readonly<JwtClaims>>();
  verifiedTokens.set(secret, kept);
  const claims = kept.get(token);
  if (claims) {
    if (typeof claims.exp === 'number' && claims.exp <= Math.floor(Date.now() / 1000)) {
      kept.delete(token);
      throw new PrincipalError('JWT expired', 'expired');
    }
    return claims;
  }
  const fresh = Object.freeze(verifiedOrRefused(token, secret));
  if (kept.size >= VERIFIED_TOKENS_KEPT) kept.delete(kept.keys().next().value!);
  kept.set(token, fresh);
  return fresh;
}

function verifiedOrRefused(token: string, secret: string): JwtClaims {
  try {
    return verifyJwt(token, secret);
  } catch (error) {
    if (error instanceof JwtError) {
      throw new PrincipalError(error.reason === 'expired' ? 'JWT expired' : error.message, error.reason === 'expired' ? 'expired' : 'invalid');
    }
    throw error;
  }
}

export function principalFrom(headers: Record<string, HeaderValue>, secret: string): Principal {
  const apikey = single(headers.apikey);
  const authorization = single(headers.authorization);
  if (authorization !== undefined && bearerToken(authorization) === undefined) {
    throw new PrincipalError('Authorization header must be "Bearer <token>"', 'invalid');
  }
  const fromHeader = bearerToken(authorization);
  // The gateway checks the API key even when a user token is sent as well.
  if (apikey !== undefined && apikey !== fromHeader) verified(apikey, secret);
  const token = fromHeader ?? apikey;
  if (!token) throw new PrincipalError('No API key found in request', 'missing');
  const claims = verified(token, secret);
  if (typeof claims.role !== 'string' || !DATABASE_ROLES.includes(claims.role)) {
    throw new PrincipalError('JWT role is not one of anon, authenticated, service_role', 'invalid');
  }
  return { role: claims.role as DatabaseRole, claims, token, fromAuthorizationHeader: fromHeader !== undefined };
}
