import type { FastifyRequest } from 'fastify';
import type { DatabaseTransaction } from '../connection';
import type { ServerContext } from '../context';
import { JwtError, verifyJwt, type JwtClaims } from '../jwt';
import { bearerToken, principalFrom, PrincipalError } from '../principal';
import { parseJsonBody } from '../request-body';
import { AuthError, validationFailed } from './auth-error';
import { sessionExists } from './sessions';
import { findUserById } from './users';

/** Postgres text and jsonb cannot hold U+0000, so no auth field may contain it. */
function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(containsNul);
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).some(([key, entry]) => key.includes('\u0000') || containsNul(entry));
  }
  return false;
}

export function bodyObject(request: FastifyRequest): Record<string, unknown> {
  const parsed = parseJsonBody(request.body);
  if (!parsed.ok) throw validationFailed(`Could not parse request body as JSON: ${parsed.message}`);
  if (parsed.value === undefined) return {};
  if (typeof parsed.value !== 'object' || parsed.value === null || Array.isArray(parsed.value)) {
    throw validationFailed('Request body must be a JSON object');
  }
  if (containsNul(parsed.value)) throw validationFailed('Request body must not contain NUL characters');
  return parsed.value as Record<string, unknown>;
}

/** Every auth call passes the gateway's API key check first. */
export function requireApiKey(request: FastifyRequest, ctx: ServerContext) {
  try {
    return principalFrom(request.headers, ctx.jwtSecret);
  } catch (error) {
    if (!(error instanceof PrincipalError)) throw error;
    if (error.reason === 'missing') throw new AuthError(401, 'no_authorization', error.message);
    throw new AuthError(401, 'bad_jwt', `invalid JWT: ${error.message}`);
  }
}

/** The signed-in user behind the bearer token, checked as GoTrue does (signature, expiry, live session). */
export async function requireUser(request: FastifyRequest, ctx: ServerContext, tx: DatabaseTransaction) {
  const token = bearerToken(request.headers.authorization);
  if (!token) throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  let claims: JwtClaims;
  try {
    claims = verifyJwt(token, ctx.jwtSecret);
  } catch (error) {
    if (error instanceof JwtError) throw new AuthError(403, 'bad_jwt', error.message);
    throw error;
  }
  if (typeof claims.sub !== 'string') throw new AuthError(403, 'bad_jwt', 'invalid claim: missing sub claim');
  const user = await findUserById(tx, claims.sub);
  if (!user) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  const sessionId = typeof claims.session_id === 'string' ? claims.session_id : '';
  if (!(await sessionExists(tx, sessionId))) {
    throw new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
  }
  return { user, sessionId };
}
