import type { FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { AuthError, validationFailed } from './auth-error';
import { assertStrongPassword, hashPassword, passwordMatches, requirePassword } from './password';
import { bodyObject, requireUser } from './request';
import { refreshSession, refreshTokenNotFound, startSession, type LogoutScope, type TokenSettings } from './sessions';
import { findUserByEmail, findUserById, insertUser, metadataObject, normaliseEmail, recordSignIn, updateUser, type UserRow } from './users';

export function tokenSettings(ctx: ServerContext): TokenSettings {
  return { jwtSecret: ctx.jwtSecret, issuer: `${ctx.publicUrl()}/auth/v1` };
}

export async function signUp(request: FastifyRequest, ctx: ServerContext) {
  ctx.authLimits.signups.take(request.ip);
  const body = bodyObject(request);
  const email = normaliseEmail(body.email);
  const password = requirePassword(body.password);
  assertStrongPassword(password);
  const userMetadata = metadataObject(body.data, 'data');
  const passwordHash = await hashPassword(password);
  return ctx.db.transaction(async (tx) => {
    if (await findUserByEmail(tx, email)) throw new AuthError(422, 'user_already_exists', 'User already registered');
    const created = await insertUser(tx, { email, passwordHash, confirmed: true, userMetadata, appMetadata: {} });
    return startSession(tx, await recordSignIn(tx, created.id), tokenSettings(ctx));
  });
}

const invalidCredentials = () => new AuthError(400, 'invalid_credentials', 'Invalid login credentials');

export async function passwordGrant(request: FastifyRequest, ctx: ServerContext) {
  const body = bodyObject(request);
  if (typeof body.email !== 'string' || body.email.trim() === '') throw validationFailed('Email is required');
  const password = requirePassword(body.password);
  const email = body.email.trim().toLowerCase();
  ctx.authLimits.failedSignIns.check(request.ip);
  const user = await ctx.db.transaction((tx) => findUserByEmail(tx, email), { lane: `address:${request.ip}` });
  if (!(await passwordMatches(password, user?.encrypted_password)) || !user) {
    ctx.authLimits.failedSignIns.consume(request.ip);
    throw invalidCredentials();
  }
  if (!user.email_confirmed_at) throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed');
  return ctx.db.transaction(async (tx) => startSession(tx, await recordSignIn(tx, user.id), tokenSettings(ctx)));
}

export async function refreshGrant(request: FastifyRequest, ctx: ServerContext) {
  const body = bodyObject(request);
  if (typeof body.refresh_token !== 'string' || body.refresh_token === '') {
    throw validationFailed('refresh_token is required');
  }
  const presented = body.refresh_token;
  if (!/^[A-Za-z0-9_-]{1,255}$/.test(presented)) throw refreshTokenNotFound();
  const outcome = await ctx.db.transaction((tx) => refreshSession(tx, presented, (id) => findUserById(tx, id), tokenSettings(ctx)));
  if (outcome instanceof AuthError) throw outcome;
  return outcome;
}

export function logoutScope(value: unknown): LogoutScope {
  if (value === undefined || value === 'global' || value === 'local' || value === 'others') return value ?? 'global';
  throw validationFailed('scope must be one of global, local, others');
}

export async function changeOwnUser(request: FastifyRequest, ctx: ServerContext): Promise<UserRow> {
  const body = bodyObject(request);
  const email = body.email === undefined ? undefined : normaliseEmail(body.email);
  let passwordHash: string | undefined;
  if (body.password !== undefined) {
    const password = requirePassword(body.password);
    assertStrongPassword(password);
    passwordHash = await hashPassword(password);
  }
  const userMetadata = body.data === undefined ? undefined : metadataObject(body.data, 'data');
  return ctx.db.transaction(async (tx) => {
    const { user } = await requireUser(request, ctx, tx);
    if (email && email !== user.email && (await findUserByEmail(tx, email))) {
      throw new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
    }
    return updateUser(tx, user.id, { email, passwordHash, userMetadata });
  });
}
