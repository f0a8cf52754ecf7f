import { EMAIL_PROVIDER_METADATA, type UserRow } from './users';

const iso = (value: Date | null) => (value ? value.toISOString() : undefined);

/** The user object GoTrue returns, built from the stored row. */
export function userResponse(row: UserRow): Record<string, unknown> {
  const appMetadata = { ...EMAIL_PROVIDER_METADATA, ...(row.raw_app_meta_data ?? {}) };
  const userMetadata = row.raw_user_meta_data ?? {};
  const emailVerified = row.email_confirmed_at !== null;
  return {
    id: row.id,
    aud: row.aud ?? 'authenticated',
    role: row.role ?? 'authenticated',
    email: row.email ?? '',
    email_confirmed_at: iso(row.email_confirmed_at),
    phone: '',
    confirmed_at: iso(row.email_confirmed_at),
    last_sign_in_at: iso(row.last_sign_in_at),
    app_metadata: appMetadata,
    user_metadata: { ...userMetadata, email: row.email, email_verified: emailVerified, phone_verified: false, sub: row.id },
    identities: [
      {
        identity_id: row.id,
        id: row.id,
        user_id: row.id,
        identity_data: { email: row.email, email_verified: emailVerified, phone_verified: false, sub: row.id },
        provider: 'email',
        last_sign_in_at: iso(row.last_sign_in_at),
        created_at: iso(row.created_at),
        updated_at: iso(row.updated_at),
        email: row.email,
      },
    ],
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    is_anonymous: false,
  };
}
