import { randomBytes } from 'node:crypto';
import type { DatabaseTransaction } from '../connection';
import { signJwt } from '../jwt';
import { AuthError } from './auth-error';
import { userResponse } from './user-response';
import type { UserRow } from './users';

export const ACCESS_TOKEN_SECONDS = 3600;
/** GoTrue lets a just-rotated refresh token be used again briefly, for clients that refresh concurrently. */
const REUSE_INTERVAL_SECONDS = 10;

export interface TokenSettings {
  jwtSecret: string;
  issuer: string;
}

const newRefreshToken = () => randomBytes(24).toString('base64url');

async function storeRefreshToken(tx: DatabaseTransaction, userId: string, sessionId: string, parent: string | null) {
  const token = newRefreshToken();
  await tx.query('insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3, $4)', [token, userId, sessionId, parent]);
  return token;
}

function sessionResponse(user: UserRow, sessionId: string, refreshToken: string, settings: TokenSettings) {
  const now = Math.floor(Date.now() / 1000);
  const expiresAt = now + ACCESS_TOKEN_SECONDS;
  const body = userResponse(user);
  const accessToken = signJwt(
    {
      iss: settings.issuer,
      sub: user.id,
      aud: 'authenticated',
      exp: expiresAt,
      iat: now,
      email: user.email ?? '',
      phone: '',
      app_metadata: body.app_metadata,
      user_metadata: body.user_metadata,
      role: 'authenticated',
      aal: 'aal1',
      amr: [{ method: 'password', timestamp: now }],
      session_id: sessionId,
      is_anonymous: false,
    },
    settings.jwtSecret,
  );
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: ACCESS_TOKEN_SECONDS,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: body,
  };
}

export async function startSession(tx: DatabaseTransaction, user: UserRow, settings: TokenSettings) {
  const sessionId = (await tx.query<{ id: string }>('insert into auth.sessions (user_id) values ($1) returning id', [user.id])).rows[0]!.id;
  const refreshToken = await storeRefreshToken(tx, user.id, sessionId, null);
  return sessionResponse(user, sessionId, refreshToken, settings);
}

interface RefreshTokenRow {
  user_id: string;
  session_id: string;
  revoked: boolean;
  age_seconds: number;
}

export const refreshTokenNotFound = () => new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');

const alreadyUsed = () => new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');

/**
 * Rotates the refresh token: the presented one is revoked and a new one issued in the same
 * session. A token already rotated is accepted again only within the reuse interval, for clients
 * that refresh concurrently, and then answers with the token that replaced it, so concurrent
 * refreshes share one live token. Presented later, it is taken for a stolen copy: the whole
 * session (every token descended from the same sign-in) is ended. The failure is returned, not
 * thrown, so that the caller commits the ending before answering.
 */
export async function refreshSession(
  tx: DatabaseTransaction,
  presented: string,
  loadUser: (id: string) => Promise<UserRow | undefined>,
  settings: TokenSettings,
): Promise<ReturnType<typeof sessionResponse> | AuthError> {
  const row = (
    await tx.query<RefreshTokenRow>(
      `select user_id, session_id, revoked, extract(epoch from now() - updated_at)::float8 as age_seconds
       from auth.refresh_tokens where token = $1`,
      [presented],
    )
  ).rows[0];
  if (!row) return refreshTokenNotFound();
  const user = await loadUser(row.user_id);
  if (!user) return refreshTokenNotFound();
  if (row.revoked) {
    const live = (
      await tx.query<{ token: string }>('select token from auth.refresh_tokens where session_id = $1 and not revoked order by id desc limit 1', [
        row.session_id,
      ])
    ).rows[0];
    if (live && row.age_seconds <= REUSE_INTERVAL_SECONDS) return sessionResponse(user, row.session_id, live.token, settings);
    await tx.query('delete from auth.sessions where id = $1', [row.session_id]);
    return alreadyUsed();
  }
  await tx.query('update auth.refresh_tokens set revoked = true, updated_at = now() where token = $1', [presented]);
  await tx.query('update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1', [row.session_id]);
  const refreshToken = await storeRefreshToken(tx, row.user_id, row.session_id, presented);
  return sessionResponse(user, row.session_id, refreshToken, settings);
}

export async function sessionExists(tx: DatabaseTransaction, sessionId: string): Promise<boolean> {
  if (!/^[0-9a-f-]{36}$/i.test(sessionId)) return false;
  return (await tx.query('select 1 from auth.sessions where id = $1', [sessionId])).rows.length > 0;
}

export type LogoutScope = 'global' | 'local' | 'others';

export async function endSessions(tx: DatabaseTransaction, userId: string, sessionId: string, scope: LogoutScope): Promise<void> {
  if (scope === 'global') await tx.query('delete from auth.sessions where user_id = $1', [userId]);
  else if (scope === 'local') await tx.query('delete from auth.sessions where id = $1', [sessionId]);
  else await tx.query('delete from auth.sessions where user_id = $1 and id <> $2', [userId, sessionId]);
}
