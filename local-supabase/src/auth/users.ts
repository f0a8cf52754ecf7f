import type { DatabaseTransaction } from '../connection';
import { validationFailed } from './auth-error';

export interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: Date | null;
  updated_at: Date | null;
}

const USER_COLUMNS = `id, aud, role, email, encrypted_password, email_confirmed_at, last_sign_in_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at`;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function normaliseEmail(email: unknown): string {
  if (typeof email !== 'string' || email.trim() === '') throw validationFailed('Email is required');
  const normalised = email.trim().toLowerCase();
  if (!EMAIL_PATTERN.test(normalised) || normalised.length > 255) {
    throw validationFailed('Unable to validate email address: invalid format');
  }
  return normalised;
}

export function metadataObject(value: unknown, field: string): Record<string, unknown> {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) throw validationFailed(`${field} must be an object`);
  return value as Record<string, unknown>;
}

export const EMAIL_PROVIDER_METADATA = { provider: 'email', providers: ['email'] };

export async function findUserByEmail(tx: DatabaseTransaction, email: string): Promise<UserRow | undefined> {
  return (await tx.query<UserRow>(`select ${USER_COLUMNS} from auth.users where email = $1`, [email])).rows[0];
}

export async function findUserById(tx: DatabaseTransaction, id: string): Promise<UserRow | undefined> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return undefined;
  return (await tx.query<UserRow>(`select ${USER_COLUMNS} from auth.users where id = $1`, [id])).rows[0];
}

export async function insertUser(
  tx: DatabaseTransaction,
  user: {
    id?: string;
    email: string;
    passwordHash: string | null;
    confirmed: boolean;
    userMetadata: Record<string, unknown>;
    appMetadata: Record<string, unknown>;
  },
): Promise<UserRow> {
  const { rows } = await tx.query<UserRow>(
    `insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data)
     values (coalesce($6::uuid, gen_random_uuid()), 'authenticated', 'authenticated', $1, $2, case when $3 then now() end, $4, $5)
     returning ${USER_COLUMNS}`,
    [
      user.email,
      user.passwordHash,
      user.confirmed,
      JSON.stringify({ ...EMAIL_PROVIDER_METADATA, ...user.appMetadata }),
      JSON.stringify(user.userMetadata),
      user.id ?? null,
    ],
  );
  return rows[0]!;
}

export interface UserChanges {
  email?: string;
  passwordHash?: string;
  confirm?: boolean;
  userMetadata?: Record<string, unknown>;
  appMetadata?: Record<string, unknown>;
}

/** Metadata changes merge into what is stored, as GoTrue does; a key set to null is removed. */
export async function updateUser(tx: DatabaseTransaction, id: string, changes: UserChanges): Promise<UserRow> {
  const { rows } = await tx.query<UserRow>(
    `update auth.users set
       email = coalesce($2, email),
       encrypted_password = coalesce($3, encrypted_password),
       email_confirmed_at = case when $4 then coalesce(email_confirmed_at, now()) else email_confirmed_at end,
       raw_user_meta_data = case when $5::jsonb is null then raw_user_meta_data
         else jsonb_strip_nulls(coalesce(raw_user_meta_data, '{}'::jsonb) || $5::jsonb) end,
       raw_app_meta_data = case when $6::jsonb is null then raw_app_meta_data
         else jsonb_strip_nulls(coalesce(raw_app_meta_data, '{}'::jsonb) || $6::jsonb) end,
       updated_at = now()
     where id = $1
     returning ${USER_COLUMNS}`,
    [
      id,
      changes.email ?? null,
      changes.passwordHash ?? null,
      changes.confirm ?? false,
      changes.userMetadata ? JSON.stringify(changes.userMetadata) : null,
      changes.appMetadata ? JSON.stringify(changes.appMetadata) : null,
    ],
  );
  return rows[0]!;
}

export async function recordSignIn(tx: DatabaseTransaction, id: string): Promise<UserRow> {
  const { rows } = await tx.query<UserRow>(`update auth.users set last_sign_in_at = now() where id = $1 returning ${USER_COLUMNS}`, [id]);
  return rows[0]!;
}

export async function listUsers(tx: DatabaseTransaction, page: number, perPage: number): Promise<{ users: UserRow[]; total: number }> {
  const { rows } = await tx.query<UserRow>(`select ${USER_COLUMNS} from auth.users order by created_at, id limit $1 offset $2`, [
    perPage,
    (page - 1) * perPage,
  ]);
  const total = (await tx.query<{ total: number }>('select count(*)::int as total from auth.users')).rows[0]!.total;
  return { users: rows, total };
}

export async function deleteUser(tx: DatabaseTransaction, id: string): Promise<void> {
  await tx.query('delete from auth.users where id = $1', [id]);
}
