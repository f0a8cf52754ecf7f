/** A PostgREST-shaped failure: `{ code, message, details, hint }` with PostgREST's status. */
export class PostgrestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: string | null = null,
    readonly hint: string | null = null,
  ) {
    super(message);
  }

  toBody() {
    return { code: this.code, message: this.message, details: this.details, hint: this.hint };
  }
}

export const parseError = (message: string, details: string | null = null) => new PostgrestError(400, 'PGRST100', message, details);

interface DatabaseFailure {
  code?: unknown;
  message?: unknown;
  detail?: unknown;
  hint?: unknown;
}

/** Status for a Postgres SQLSTATE, following PostgREST's table; anything unlisted is the caller's fault (400). */
function statusFor(sqlState: string, anonymous: boolean): number {
  if (sqlState === '42501') return anonymous ? 401 : 403;
  if (sqlState === '23505' || sqlState === '23503') return 409;
  if (sqlState === '42883' || sqlState === '42P01') return 404;
  if (sqlState === '25006') return 405;
  if (sqlState.startsWith('28') || sqlState.startsWith('0L') || sqlState.startsWith('0P')) return 403;
  const custom = /^PT(\d{3})$/.exec(sqlState);
  if (custom) {
    const status = Number(custom[1]);
    if (status >= 400 && status < 600) return status;
  }
  return 400;
}

/** Classes that describe the server, not the request: resources, internal errors, system errors. */
const SERVER_SIDE_CLASSES = ['53', '58', 'XX'];

export function fromDatabaseError(error: unknown, anonymous: boolean): PostgrestError | undefined {
  const failure = error as DatabaseFailure;
  if (typeof failure?.code !== 'string' || !/^[0-9A-Z]{5}$/.test(failure.code)) return undefined;
  if (SERVER_SIDE_CLASSES.includes(failure.code.slice(0, 2))) {
    // Their text describes the server's internals; the caller learns only that it failed.
    return new PostgrestError(failure.code.startsWith('53') ? 503 : 500, failure.code, 'The database could not complete the request');
  }
  return new PostgrestError(
    statusFor(failure.code, anonymous),
    failure.code,
    typeof failure.message === 'string' ? failure.message : 'database error',
    typeof failure.detail === 'string' ? failure.detail : null,
    typeof failure.hint === 'string' ? failure.hint : null,
  );
}
