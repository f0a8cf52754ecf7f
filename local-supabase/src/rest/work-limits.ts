import type { DatabaseRole } from '../principal';
import { PostgrestError } from './postgrest-error';

/**
 * Bounds on what one REST request may make the database do. PGlite runs a statement to the end
 * on the server's only thread and cannot cancel it, so every input that makes the work grow is
 * capped before the work starts.
 */
export const MAX_URL_BYTES = 8 * 1024;
/** Rows all embeds of one read may add to its answer, counted before the answer is built. */
export const MAX_EMBEDDED_ROWS = 20_000;
export const MAX_RESPONSE_BYTES = 8 * 1024 * 1024;
/** How long a request may wait for its turn at the database, as PostgREST waits for a pool connection. */
export const QUEUE_WAIT_MS = 10_000;

/** A hosted project's statement timeouts per role. */
export const DEFAULT_STATEMENT_TIMEOUTS: Record<DatabaseRole, number> = {
  anon: 3_000,
  authenticated: 8_000,
  service_role: 8_000,
};

export const urlTooLong = () =>
  new PostgrestError(414, '54000', `The request URL is longer than ${MAX_URL_BYTES} bytes`, null, 'Send fewer filters or columns');

export const tooManyEmbeddedRows = () =>
  new PostgrestError(
    400,
    '54001',
    `The embedded resources would return more than ${MAX_EMBEDDED_ROWS} rows`,
    null,
    'Embed fewer or less nested resources, or ask for fewer rows with limit',
  );

export const responseTooLarge = () =>
  new PostgrestError(
    400,
    '54000',
    `The response would be larger than ${MAX_RESPONSE_BYTES / 1024 / 1024} MiB`,
    null,
    'Ask for fewer rows or columns',
  );

export const statementTimeout = () => new PostgrestError(500, '57014', 'canceling statement due to statement timeout');

export const poolTimeout = () => new PostgrestError(504, 'PGRST003', 'Timed out acquiring connection from connection pool.');
