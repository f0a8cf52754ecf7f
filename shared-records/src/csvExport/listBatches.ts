import {
  offeredSort,
  requestedOrder,
  shapeOf,
  type ListFilters,
  type ListOrder,
  type ListQuery,
  type ListRequest,
  type PagedListDefinition,
  type PortalClient,
  type RawRow,
} from '@export-portal/shared-auth';

/**
 * Every row of a list, read as the screen orders it, a batch at a time: each request asks for
 * the rows after the last one read (keyset paging), so each is a short read through the order's
 * index however far the download has gone, where an offset would read and skip every row before
 * it. Each request is its own transaction, so other people's requests take their turns between
 * them.
 */

/** Rows per request: the most one read returns, on a hosted project as on the embedded backend. */
export const BATCH_ROWS = 1000;

/**
 * Postgres orders rows without a value in the order's column last going up and first going down,
 * and no comparison reaches them, so a download reads them as a segment of their own, by id.
 */
type Segment = 'valued' | 'empty';

/** The order's values of the last row read. */
interface LastRow {
  value: unknown;
  id: unknown;
}

/** Where a request starts: a segment, after the last row read in it (none: from its first). */
export interface BatchStart {
  segment: Segment;
  after: LastRow | null;
}

function segmentsOf(order: ListOrder): readonly Segment[] {
  return order.ascending ? ['valued', 'empty'] : ['empty', 'valued'];
}

export function firstBatch(order: ListOrder): BatchStart {
  return { segment: segmentsOf(order)[0]!, after: null };
}

/** A value as a filter states it: numbers, days and moments as PostgREST sent them. */
function filterValue(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** A value inside a PostgREST logic tree, in double quotes with `"` and `\` escaped, so commas and brackets stay in it. */
function quoted(value: unknown): string {
  return `"${filterValue(value).replace(/["\\]/g, (char) => `\\${char}`)}"`;
}

/**
 * The request's read narrowed to the batch starting at `start`, in the order. After a row with
 * the value v and the id i (going up): `column >= v` and (`column > v` or `id > i`), which is
 * exactly the rows after it; the first condition is what lets the index start at v.
 */
export function batchQuery(query: ListQuery<RawRow>, order: ListOrder, start: BatchStart, rows: number): ListQuery<RawRow> {
  const { column, ascending, idAscending } = order;
  const beyond = (up: boolean) => (up ? 'gt' : 'lt');
  let batch = query;
  if (start.segment === 'empty') {
    batch = batch.filter(column, 'is', null);
    if (start.after) batch = batch.filter('id', beyond(idAscending), filterValue(start.after.id));
  } else if (start.after) {
    batch = batch
      .filter(column, ascending ? 'gte' : 'lte', filterValue(start.after.value))
      .or(`${column}.${beyond(ascending)}.${quoted(start.after.value)},id.${beyond(idAscending)}.${quoted(start.after.id)}`);
  } else {
    batch = batch.filter(column, 'not.is', null);
  }
  return batch.order(column, { ascending }).order('id', { ascending: idAscending }).limit(rows);
}

/** Where the request after a batch starts: after its last row while batches come full, then the next segment; null at the end. */
export function nextBatch(order: ListOrder, start: BatchStart, read: readonly RawRow[], rows: number): BatchStart | null {
  const last = read.at(-1);
  if (last && read.length >= rows) {
    if (!(order.column in last) || !('id' in last)) throw new Error(`The list's read does not select ${order.column} and id, which it is ordered by`);
    return { segment: start.segment, after: { value: last[order.column], id: last.id } };
  }
  const segments = segmentsOf(order);
  const next = segments[segments.indexOf(start.segment) + 1];
  return next ? { segment: next, after: null } : null;
}

/** What a download reads: a list's own definition, as its screen reads it. */
export type ListSource<Row, Filters extends ListFilters> = PagedListDefinition<RawRow, Row, Filters>;

/** The order the request is shown in: its sort when the list offers it, else the list's own. */
export function orderOf<Row, Filters extends ListFilters>(source: ListSource<Row, Filters>, request: ListRequest<Filters>): ListOrder {
  return requestedOrder(source.order, offeredSort(source, request).sort);
}

export interface BatchReading<Filters extends ListFilters> {
  client: PortalClient;
  request: ListRequest<Filters>;
  /** The signed-in user's id, for a list of their own rows. */
  user: string;
  signal: AbortSignal;
  rows?: number;
}

/** A read of the request's rows, with every column the order names: what each batch narrows. */
export type BatchRead<Filters extends ListFilters> = (client: PortalClient, request: ListRequest<Filters> & { user: string }) => ListQuery<RawRow>;

/**
 * The rows of `read` in `order`, as the server sends them, batch after batch. The next request is
 * sent as a batch is handed on, so the server reads while the browser writes. Stops at the first
 * failure, which it throws; once `signal` is aborted, nothing more is sent and the request under
 * way is cancelled.
 */
export async function* rawBatches<Filters extends ListFilters>(
  read: BatchRead<Filters>,
  order: ListOrder,
  { client, request, user, signal, rows = BATCH_ROWS }: BatchReading<Filters>,
): AsyncGenerator<RawRow[]> {
  const readBatch = (start: BatchStart) =>
    Promise.resolve(
      batchQuery(read(client, { ...request, user }), order, start, rows)
        .abortSignal(signal)
        .then(({ data, error }) => {
          signal.throwIfAborted();
          if (error) throw error;
          return data ?? [];
        }),
    );
  let start: BatchStart | null = firstBatch(order);
  let pending = readBatch(start);
  while (start) {
    const batch = await pending;
    signal.throwIfAborted();
    start = nextBatch(order, start, batch, rows);
    if (start) {
      pending = readBatch(start);
      // Awaited on the next turn, unless the download stops first: its failure is not left unhandled then.
      pending.catch(() => undefined);
    }
    if (batch.length > 0) yield batch;
  }
}

/** The list's rows for the request, in the order its screen shows them, shaped as the screen uses them, batch after batch. */
export async function* listBatches<Row, Filters extends ListFilters>(
  source: ListSource<Row, Filters>,
  reading: BatchReading<Filters>,
): AsyncGenerator<Row[]> {
  const read: BatchRead<Filters> = (client, request) => source.rows(client, request, {});
  for await (const batch of rawBatches(read, orderOf(source, reading.request), reading)) yield batch.map((raw) => shapeOf(source, raw));
}
