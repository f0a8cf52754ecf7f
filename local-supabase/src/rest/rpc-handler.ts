import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { parseJsonBody } from '../request-body';
import { PostgrestError } from './postgrest-error';
import { parseQueryOptions } from './query-options';
import { cappedLimit, maxAffectedExceeded, notSingleRow, preferences, strictMaxAffected, wantsSingleObject } from './request-settings';
import { chooseFunction, rpcQuery } from './rpc-sql';
import { parseSelect } from './select-parser';
import { answerRange, checkResponseSize, inCallerTransaction, searchParams, sendRows, type QueryResult } from './handler-support';

function bodyArguments(request: FastifyRequest): Record<string, unknown> {
  const parsed = parseJsonBody(request.body);
  if (!parsed.ok) throw new PostgrestError(400, 'PGRST102', 'Empty or invalid json', parsed.message);
  if (parsed.value === undefined) return {};
  if (typeof parsed.value !== 'object' || parsed.value === null || Array.isArray(parsed.value)) {
    throw new PostgrestError(400, 'PGRST102', 'Function arguments must be a JSON object');
  }
  return parsed.value as Record<string, unknown>;
}

/** The rows a function affects are the rows of its set; a function of one value has none to count. */
const maxAffectedNeedsSet = () =>
  new PostgrestError(400, 'PGRST128', 'Function must return SETOF or TABLE when max-affected preference is used with handling=strict');

/** GET passes arguments as query parameters; any other parameter filters the function's rows. */
function splitGetParams(params: URLSearchParams, argNames: string[]) {
  const args: Record<string, unknown> = {};
  const rest = new URLSearchParams();
  for (const [key, value] of params) {
    if (argNames.includes(key)) args[key] = value;
    else rest.append(key, value);
  }
  return { args, rest };
}

export async function handleRpc(request: FastifyRequest, reply: FastifyReply, ctx: ServerContext, name: string) {
  const viaQuery = request.method === 'GET' || request.method === 'HEAD';
  const postArgs = viaQuery ? {} : bodyArguments(request);
  const single = wantsSingleObject(request);
  const prefer = preferences(request);
  const withTotal = prefer.count !== undefined;
  const maxAffected = strictMaxAffected(prefer);
  const outcome = await inCallerTransaction(request, ctx, async (tx, _principal, limits) => {
    const candidates = ctx.catalog.functionsNamed(name);
    const allArgNames = [...new Set(candidates.flatMap((fn) => fn.argNames))];
    const { args, rest } = viaQuery ? splitGetParams(searchParams(request), allArgNames) : { args: postArgs, rest: searchParams(request) };
    const options = parseQueryOptions(rest);
    const fn = chooseFunction(candidates, name, Object.keys(args));
    // As PostgREST hoists a function's own statement_timeout; 0 turns the timeout off, as in Postgres.
    if (fn.statementTimeoutMs !== null) limits.statementTimeoutMs = fn.statementTimeoutMs === 0 ? Number.POSITIVE_INFINITY : fn.statementTimeoutMs;
    if (fn.returnsSet && fn.resultColumns.length > 0) {
      const root = options.levels.get('')!;
      root.limit = cappedLimit(root.limit);
    }
    const query = rpcQuery(ctx.catalog, fn, { args, items: parseSelect(options.select ?? '*'), options, single, withTotal });
    const result = (await tx.query<QueryResult>(query.sql, query.values)).rows[0]!;
    checkResponseSize(result.body);
    if (single && query.shape === 'set' && result.row_count !== 1) throw notSingleRow(result.row_count);
    if (maxAffected !== undefined) {
      if (!fn.returnsSet) throw maxAffectedNeedsSet();
      if (result.row_count > maxAffected) throw maxAffectedExceeded(result.row_count);
    }
    return { result, shape: query.shape, offset: options.levels.get('')!.offset ?? 0 };
  });
  if (outcome.shape === 'void') return reply.code(204).send();
  // A function of one value or one row answers one row, counted when asked.
  const status =
    outcome.shape === 'set'
      ? answerRange(reply, outcome.offset, outcome.result.row_count, outcome.result.total)
      : answerRange(reply, 0, 1, withTotal ? 1 : null);
  if (request.method === 'HEAD') return sendRows(reply, status, null, single);
  return sendRows(reply, status, outcome.result.body ?? 'null', single && outcome.shape === 'set');
}
