import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Transaction } from '@electric-sql/pglite';
import type { ServerContext } from '../context';
import { principalFrom, PrincipalError, type Principal } from '../principal';
import { fromDatabaseError, PostgrestError } from './postgrest-error';
import { checkAccept, checkProfile } from './request-settings';
import { runAs } from './run-as';

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
 * One request, one transaction: names are resolved as the owner, then the role and claims are
 * switched so everything the caller's query does is checked by Postgres itself.
 */
export async function inCallerTransaction<T>(
  request: FastifyRequest,
  ctx: ServerContext,
  names: { tables?: string[]; functions?: string[] },
  work: (tx: Transaction, principal: Principal) => Promise<T>,
): Promise<T> {
  checkProfile(request);
  checkAccept(request);
  const principal = restPrincipal(request, ctx);
  try {
    return await ctx.db.transaction(async (tx) => {
      await ctx.catalog.ensure(tx, names);
      await runAs(tx, principal, request.method, new URL(request.url, 'http://local').pathname);
      return work(tx, principal);
    });
  } catch (error) {
    if (error instanceof PostgrestError) throw error;
    throw fromDatabaseError(error, principal.role === 'anon') ?? error;
  }
}

export function sendRestError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  let failure: PostgrestError;
  if (error instanceof PostgrestError) failure = error;
  else if ((error as { statusCode?: number }).statusCode === 413) {
    failure = new PostgrestError(413, 'PGRST413', 'Request body is too large', 'The limit is 1 MiB');
  } else {
    request.log.error(error);
    failure = new PostgrestError(500, 'PGRST000', 'Unexpected failure', String((error as Error)?.message ?? error));
  }
  return reply.code(failure.status).header('content-type', 'application/json; charset=utf-8').send(failure.toBody());
}

export function sendRows(reply: FastifyReply, status: number, body: string | null, single: boolean) {
  reply.code(status);
  if (body === null) return reply.send();
  return reply
    .header('content-type', `${single ? 'application/vnd.pgrst.object+json' : 'application/json'}; charset=utf-8`)
    .send(body);
}
