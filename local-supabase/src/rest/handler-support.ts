import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DatabaseTransaction } from '../connection';
import type { ServerContext } from '../context';
import { principalFrom, PrincipalError, type Principal } from '../principal';
import { CallerGoneError, QueueTimeoutError } from '../serial-queue';
import { fromDatabaseError, PostgrestError } from './postgrest-error';
import { checkAccept, checkProfile, preferences, timezoneApplied } from './request-settings';
import { asCaller } from './run-as';
import { MAX_RESPONSE_BYTES, poolTimeout, QUEUE_WAIT_MS, responseTooLarge, statementTimeout } from './work-limits';

export interface QueryResult {
  body: string | null;
  row_count: number;
  total?: number | null;
}

export function restPrincipal(request: FastifyRequest, ctx: ServerContext): Principal {
  try {
    return principalFrom(request.headers, ctx.jwtSecret);
  } catch (error) {
    if (error instanceof PrincipalError) {
      throw new PostgrestError(401, 'PGRST301', error.message, null, null);
    }
    throw error;
  }
}

export const searchParams = (request: FastifyRequest) => new URL(request.url, 'http://local').searchParams;

/**
 * Whose turn it is at the database: each signed-in session (a person in one browser; several
 * people sharing one account, as the demo accounts are, each have their own), a user's token
 * without a session, or each address for callers without a user.
 */
export function queueLane(principal: Principal, request: Pick<FastifyRequest, 'ip'>): string {
  const { sub, session_id: session } = principal.claims;
  if (typeof session === 'string' && session !== '') return `session:${session}`;
  if (typeof sub === 'string' && sub !== '') return `user:${sub}`;
  return `${principal.role}:${request.ip}`;
}

/** A body past the cap is refused inside the transaction, so a write that produced it is undone. */
export function checkResponseSize(body: string | null | undefined): void {
  if (body && body.length > MAX_RESPONSE_BYTES) throw responseTooLarge();
}

/** What one request's work may change about its own limits. */
export interface RequestLimits {
  /** The statement timeout the request runs under: its role's, unless a called function hoists its own. */
  statementTimeoutMs: number;
}

/**
 * A read whose caller has closed the connection (a cancelled download, a closed tab) is not worth
 * its turn: nobody will read the answer, and the work would only delay the others. A write still
 * runs, as its caller cannot tell whether it was made.
 */
function readerGone(request: FastifyRequest): () => boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return () => false;
  return () => request.raw.socket?.destroyed === true;
}

/** Runs the rest of the transaction in `name` when Postgres knows the zone; an unknown one is ignored, as PostgREST ignores it. */
async function inTimezone(tx: DatabaseTransaction, name: string): Promise<boolean> {
  const { rows } = await tx.query<{ applied: boolean }>(
    `select case when exists (select from pg_catalog.pg_timezone_names where name = $1)
                 then set_config('timezone', $1, true) is not null else false end as applied`,
    [name],
  );
  return rows[0]?.applied === true;
}

/** Ends a request's transaction with a rollback (`Prefer: tx=rollback`) and carries its answer out. */
class RolledBackOnRequest {
  constructor(readonly result: unknown) {}
}

/**
 * One request, one transaction: names are resolved against the catalog read at start, and the
 * transaction begins as the caller (role and claims set in the same call as BEGIN), so everything
 * the caller's query does is checked by Postgres itself. A transaction that outlasts the role's
 * statement timeout (or the one a called function hoists) is rolled back and answered as Postgres
 * would have cancelled it; PGlite cannot stop it earlier, which is why the inputs are bounded as
 * well.
 */
export async function inCallerTransaction<T>(
  request: FastifyRequest,
  ctx: ServerContext,
  work: (tx: DatabaseTransaction, principal: Principal, limits: RequestLimits) => Promise<T>,
): Promise<T> {
  checkProfile(request);
  checkAccept(request);
  const prefer = preferences(request);
  const rollback = prefer.tx === 'rollback';
  const principal = restPrincipal(request, ctx);
  try {
    return await ctx.db.transaction(
      async (tx) => {
        const started = Date.now();
        const limits: RequestLimits = { statementTimeoutMs: ctx.statementTimeouts[principal.role] };
        if (prefer.timezone !== undefined && (await inTimezone(tx, prefer.timezone))) timezoneApplied(request);
        const result = await work(tx, principal, limits);
        if (Date.now() - started > limits.statementTimeoutMs) throw statementTimeout();
        if (rollback) throw new RolledBackOnRequest(result);
        return result;
      },
      {
        lane: queueLane(principal, request),
        deadline: Date.now() + QUEUE_WAIT_MS,
        abandoned: readerGone(request),
        setup: asCaller(principal, request.method, new URL(request.url, 'http://local').pathname),
      },
    );
  } catch (error) {
    if (error instanceof RolledBackOnRequest) return error.result as T;
    if (error instanceof PostgrestError || error instanceof CallerGoneError) throw error;
    if (error instanceof QueueTimeoutError) throw poolTimeout();
    throw fromDatabaseError(error, principal.role === 'anon') ?? error;
  }
}

export function sendRestError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  // Nobody is there to read an answer.
  if (error instanceof CallerGoneError) return reply.hijack();
  let failure: PostgrestError;
  if (error instanceof PostgrestError) failure = error;
  else if ((error as { statusCode?: number }).statusCode === 413) {
    failure = new PostgrestError(413, 'PGRST413', 'Request body is too large', 'The limit is 1 MiB');
  } else {
    request.log.error(error);
    failure = new PostgrestError(500, 'PGRST000', 'Unexpected failure');
  }
  return reply.code(failure.status).header('content-type', 'application/json; charset=utf-8').send(failure.toBody());
}

/**
 * `Content-Range` of rows `offset` onwards, with the total when it was counted, and the status
 * PostgREST gives it: 206 when the total is known and the rows are only part of it.
 */
export function answerRange(reply: FastifyReply, offset: number, rows: number, total: number | null | undefined): 200 | 206 {
  const size = total === null || total === undefined ? '*' : String(total);
  reply.header('content-range', rows === 0 ? `*/${size}` : `${offset}-${offset + rows - 1}/${size}`);
  return typeof total === 'number' && rows < total ? 206 : 200;
}

export function sendRows(reply: FastifyReply, status: number, body: string | null, single: boolean) {
  reply.code(status);
  if (body === null) return reply.send();
  return reply.header('content-type', `${single ? 'application/vnd.pgrst.object+json' : 'application/json'}; charset=utf-8`).send(body);
}
