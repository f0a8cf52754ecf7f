import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import type { TableInfo } from './catalog';
import { parseJsonBody } from '../request-body';
import { PostgrestError } from './postgrest-error';
import { parseColumnList, parseQueryOptions, type QueryOptions } from './query-options';
import { buildReadPlan } from './read-plan';
import { maxAffectedExceeded, notSingleRow, preferences, strictMaxAffected, wantsSingleObject } from './request-settings';
import { parseSelect } from './select-parser';
import { writeQuery, type Mutation } from './write-sql';
import { checkResponseSize, inCallerTransaction, searchParams, sendRows, type QueryResult } from './handler-support';

const invalidBody = (details: string) => new PostgrestError(400, 'PGRST102', 'Empty or invalid json', details);

function jsonBody(request: FastifyRequest): unknown {
  const parsed = parseJsonBody(request.body);
  if (!parsed.ok) throw invalidBody(parsed.message);
  return parsed.value;
}

function checkColumns(table: TableInfo, columns: string[]): string[] {
  for (const column of columns) {
    if (!table.columns.has(column)) {
      throw new PostgrestError(400, 'PGRST204', `Could not find the '${column}' column of '${table.name}' in the schema cache`);
    }
  }
  return columns;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function insertMutation(request: FastifyRequest, table: TableInfo, options: QueryOptions): Mutation {
  const body = jsonBody(request);
  const rows = Array.isArray(body) ? body : [body];
  if (body === undefined || !rows.every(isRecord)) throw invalidBody('An insert needs a JSON object or an array of objects');
  const columns = options.columns
    ? parseColumnList(options.columns)
    : [...new Set(rows.flatMap((row) => Object.keys(row as Record<string, unknown>)))];
  checkColumns(table, columns);
  const prefer = preferences(request);
  const defaults = prefer.missing === 'default' ? new Map(columns.map((column) => [column, table.columns.get(column)!.default])) : undefined;
  if (!prefer.resolution) return { kind: 'insert', columns, rows, defaults };
  if (prefer.resolution !== 'merge-duplicates' && prefer.resolution !== 'ignore-duplicates') {
    throw new PostgrestError(400, 'PGRST100', `Unsupported Prefer resolution "${prefer.resolution}"`);
  }
  const conflictColumns = options.onConflict ? parseColumnList(options.onConflict) : table.primaryKey;
  checkColumns(table, conflictColumns);
  if (conflictColumns.length === 0) throw new PostgrestError(400, 'PGRST100', `Table ${table.name} has no primary key; set on_conflict`);
  return {
    kind: 'insert',
    columns,
    rows,
    defaults,
    conflict: { columns: conflictColumns, action: prefer.resolution === 'merge-duplicates' ? 'merge' : 'ignore' },
  };
}

function buildMutation(request: FastifyRequest, table: TableInfo, options: QueryOptions): Mutation {
  const conditions = options.levels.get('')!.conditions;
  if (request.method === 'POST') {
    if (conditions.length > 0) throw new PostgrestError(400, 'PGRST100', 'Filters are not allowed on an insert');
    return insertMutation(request, table, options);
  }
  if (request.method === 'DELETE') return { kind: 'delete', conditions };
  const body = jsonBody(request);
  if (!isRecord(body)) throw invalidBody('An update needs a JSON object');
  return { kind: 'update', columns: checkColumns(table, Object.keys(body)), changes: body, conditions };
}

export async function handleWrite(request: FastifyRequest, reply: FastifyReply, ctx: ServerContext, table: string) {
  const options = parseQueryOptions(searchParams(request));
  const prefer = preferences(request);
  const representation = prefer.return === 'representation';
  // PostgREST counts what a PATCH or DELETE affects; an insert is not limited.
  const maxAffected = request.method === 'POST' ? undefined : strictMaxAffected(prefer);
  const single = wantsSingleObject(request);
  const items = parseSelect(options.select ?? '*');
  const result = await inCallerTransaction(request, ctx, async (tx) => {
    const info = ctx.catalog.table(table);
    const mutation = buildMutation(request, info, options);
    if (mutation.kind === 'update' && mutation.columns.length === 0) return { body: representation ? '[]' : null, row_count: 0 };
    // Root filters belong to the statement; only embed options shape the returned rows.
    const shape = representation
      ? buildReadPlan(ctx.catalog, info, items, { ...options, levels: new Map([...options.levels, ['', { conditions: [], order: [] }]]) })
      : null;
    const query = writeQuery(table, mutation, shape, single);
    const written = (await tx.query<QueryResult>(query.sql, query.values)).rows[0]!;
    checkResponseSize(written.body);
    // Thrown inside the transaction so the write is rolled back, as PostgREST does.
    if (single && representation && written.row_count !== 1) throw notSingleRow(written.row_count);
    if (maxAffected !== undefined && written.row_count > maxAffected) throw maxAffectedExceeded(written.row_count);
    return written;
  });
  reply.header('content-range', `*/${result.row_count}`);
  const status = request.method === 'POST' ? 201 : representation ? 200 : 204;
  return sendRows(reply, status, representation ? result.body : null, single);
}
