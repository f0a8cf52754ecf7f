import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * The Postgres extensions the migrations create, as hosted Supabase offers them: PGlite must be
 * handed each one when a database is opened, before `create extension` can find it.
 */
export const EXTENSIONS = { pgcrypto, pg_trgm };
