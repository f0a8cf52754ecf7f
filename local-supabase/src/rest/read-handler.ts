import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { buildReadPlan } from './read-plan';
import { readQuery } from './read-sql';
import { parseQueryOptions } from './query-options';
import { cappedLimit, notSingleRow, preferences, rangeHeader, wantsSingleObject } from './request-settings';
import { parseSelect } from './select-parser';
import { checkEmbedBudget } from './embed-budget';
import { answerRange, checkResponseSize, inCallerTransaction, searchParams, sendRows, type QueryResult } from './handler-support';

export async function handleRead(request: FastifyRequest, reply: FastifyReply, ctx: ServerContext, table: string) {
  const options = parseQueryOptions(searchParams(request));
  const items = parseSelect(options.select ?? '*');
  const root = options.levels.get('')!;
  const range = rangeHeader(request);
  if (range) {
    root.offset = (root.offset ?? 0) + range.offset;
    if (range.limit !== undefined) root.limit = Math.min(root.limit ?? range.limit, range.limit);
  }
  root.limit = cappedLimit(root.limit);
  const single = wantsSingleObject(request);
  const withTotal = preferences(request).count !== undefined;
  // A HEAD answers with headers alone (a count, mostly): its rows are counted, never built.
  const headersOnly = request.method === 'HEAD';
  const result = await inCallerTransaction(request, ctx, async (tx) => {
    const plan = buildReadPlan(ctx.catalog, ctx.catalog.table(table), items, options);
    await checkEmbedBudget(tx, plan);
    const query = readQuery(plan, { single, withTotal, headersOnly });
    const read = (await tx.query<QueryResult>(query.sql, query.values)).rows[0]!;
    checkResponseSize(read.body);
    return read;
  });
  if (single && result.row_count !== 1) throw notSingleRow(result.row_count);
  const status = answerRange(reply, root.offset ?? 0, result.row_count, result.total);
  if (request.method === 'HEAD') return sendRows(reply, status, null, single);
  return sendRows(reply, status, result.body, single);
}
