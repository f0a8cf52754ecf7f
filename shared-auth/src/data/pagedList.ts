import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PostgrestError } from '@supabase/postgrest-js';
import type { Database } from '@export-portal/shared-domain';
import type { ListSort } from '@export-portal/shared-ui/lists';
import type { PortalClient } from '../config/backendClient';
import type { FirstVisit } from '../sections/SectionRoutes';
import { listRequestAt, type FilterChoices } from './useListParams';
import { useSupabase } from '../session/useSupabase';
import { useAuth } from '../session/useAuth';

/** Rows per page of every list: the server pages, the browser never holds a whole table. */
export const LIST_PAGE_SIZE = 50;

/** Exact-match filters by column, e.g. `{ status: 'available' }`. */
export type ListFilters = Readonly<Record<string, string>>;

/** What a list asks for; it lives in the URL (see useListParams). */
export interface ListRequest<Filters extends ListFilters = ListFilters> {
  /** The search box's text; blank matches every row. */
  search: string;
  /** A filter left out is open. */
  filters: Readonly<Partial<Filters>>;
  /** 1-based. */
  page: number;
  /** A column's order the user chose; left out, the list's own order. */
  sort?: ListSort;
}

/**
 * The order a list reads its rows in: a column, then the id, which no two rows share. The order
 * is total, so a row never moves between pages, and a download can ask for the rows after the
 * last one it holds. Empty values take Postgres's own place (last going up, first going down),
 * so one index on (column, id) serves either direction.
 */
export interface ListOrder {
  column: string;
  ascending: boolean;
  /** The id's direction, which breaks ties. */
  idAscending: boolean;
}

/** The newest first, as most lists show their rows. */
export const NEWEST_FIRST: ListOrder = { column: 'created_at', ascending: false, idAscending: true };

/** The order a request asks for: the chosen column with the id the same way, else the list's own. */
export function requestedOrder(own: ListOrder, sort: ListSort | undefined): ListOrder {
  if (!sort) return own;
  const ascending = sort.direction === 'asc';
  return { column: sort.column, ascending, idAscending: ascending };
}

/** A filter's value, or null when the request leaves it open. */
export function requestedFilter<Filters extends ListFilters, Name extends keyof Filters>(
  request: ListRequest<Filters>,
  name: Name,
): Filters[Name] | null {
  const value = request.filters[name];
  return value === undefined || value === '' ? null : (value as Filters[Name]);
}

export interface ListPage<Row> {
  rows: Row[];
  /** How many rows match, over every page. */
  total: number;
  page: number;
  pageCount: number;
}

export interface RowRange {
  from: number;
  to: number;
}

export function pageRange(page: number): RowRange {
  const from = (Math.max(1, Math.floor(page)) - 1) * LIST_PAGE_SIZE;
  return { from, to: from + LIST_PAGE_SIZE - 1 };
}

/** What a PostgREST read with `count: 'exact'` resolves to. */
export interface CountedRows<Row> {
  data: Row[] | null;
  count: number | null;
  error: PostgrestError | null;
}

/** A PostgREST read a list orders and cuts: the part of postgrest-js's filter builder lists use. */
export interface ListQuery<Raw> extends PromiseLike<CountedRows<Raw>> {
  order(column: string, options: { ascending: boolean }): ListQuery<Raw>;
  filter(column: string, operator: string, value: unknown): ListQuery<Raw>;
  or(filters: string): ListQuery<Raw>;
  range(from: number, to: number): ListQuery<Raw>;
  limit(count: number): ListQuery<Raw>;
  abortSignal(signal: AbortSignal): ListQuery<Raw>;
}

/** How a list's select counts: a page counts its matches, a download's batches do not. */
export interface ListSelectOptions {
  count?: 'exact';
}

/** What a read of a kept total resolves to. */
export interface KeptTotal {
  count: number | null;
  error: PostgrestError | null;
}

/**
 * A table's list, read page by page on the server. `rows` builds the read: its select names the
 * columns and embeds (so rows are typed from the schema) and applies the request's search and
 * filters; the list adds the order and the cut (a page of 50 for the screen, the rows after the
 * last one for a download), so both run the same query.
 *
 * A list whose rows depend on who reads them (a client's own records) says
 * `perUser`: its read gets the signed-in user's id, its cache key carries it,
 * and it waits for a signed-in user. Lists of one table tell themselves apart
 * in the cache by `name`.
 */
export interface PagedListDefinition<Raw, Row, Filters extends ListFilters> {
  table: keyof Database['public']['Tables'];
  name?: string;
  perUser?: boolean;
  /** The sort keys the read orders by (a request's other sorts are dropped): the columns its table view sorts. */
  sortable?: readonly string[];
  /** The list's own order, when no column is chosen. */
  order: ListOrder;
  rows: (client: PortalClient, request: ListRequest<Filters> & { user: string }, options: ListSelectOptions) => ListQuery<Raw>;
  /** A row as the screens use it, from the row as read; left out, the row as read. */
  shape?: (raw: Raw) => Row;
  /** The total the database keeps for the request (the vehicles of a status), read beside the page; null when the page must count its matches. */
  keptTotal?: (client: PortalClient, request: ListRequest<Filters>) => PromiseLike<KeptTotal> | null;
}

export interface PagedList<Row, Filters extends ListFilters> {
  keys: TableKeys;
  /** The page `request` asks for, read as `user` (the signed-in user's id; '' for a list that is not `perUser`). */
  queryOptions: (client: PortalClient, request: ListRequest<Filters>, user?: string) => ReturnType<typeof listQueryOptions<unknown, Row, Filters>>;
  useList: (request: ListRequest<Filters>) => ReturnType<typeof useQuery<ListPage<Row>, PostgrestError | Error>>;
  /** Reads the page a first visit's address asks for into the cache, as the screen's `useList` will ask for it. */
  readAhead: (visit: FirstVisit, choices: FilterChoices<Filters>) => Promise<void>;
  /** What the list reads, for a download of the same rows in the same order (`@export-portal/shared-records/csv-export`). */
  definition: PagedListDefinition<RawRow, Row, Filters>;
}

/** A row as the server sends it, before a list shapes it: its columns can be read by name. */
export type RawRow = Readonly<Record<string, unknown>>;

/** Which of a table's lists, and for whom, when a table has more than one or its rows depend on the reader. */
export interface ListScope {
  name?: string;
  user?: string;
}

/** Query keys of one table: every key starts with the table, so invalidating it reaches all its queries. */
export interface TableKeys {
  all: readonly [string];
  lists: () => readonly [string, 'list'];
  list: (
    request: ListRequest<ListFilters>,
    scope?: ListScope,
  ) => readonly [string, 'list', ListRequest<ListFilters>] | readonly [string, 'list', ListScope, ListRequest<ListFilters>];
  detail: (id: string) => readonly [string, 'detail', string];
}

export function tableKeys(table: string): TableKeys {
  return {
    all: [table],
    lists: () => [table, 'list'],
    list: (request, scope) => (scope ? [table, 'list', scope, request] : [table, 'list', request]),
    detail: (id) => [table, 'detail', id],
  };
}

function scopeOf(definition: { name?: string; perUser?: boolean }, user: string): ListScope | undefined {
  if (!definition.name && !definition.perUser) return undefined;
  return { ...(definition.name ? { name: definition.name } : {}), ...(definition.perUser ? { user } : {}) };
}

/** The request without a sort the list does not offer (an old or edited address), so it reads, and is cached, in the list's own order. */
export function offeredSort<Filters extends ListFilters>(
  definition: { sortable?: readonly string[] },
  request: ListRequest<Filters>,
): ListRequest<Filters> {
  if (!request.sort || definition.sortable?.includes(request.sort.column)) return request;
  const { sort: _dropped, ...rest } = request;
  return rest;
}

/** A page of the request's rows: counted, or beside the total the database keeps for it. */
async function readPage<Raw, Row, Filters extends ListFilters>(
  definition: PagedListDefinition<Raw, Row, Filters>,
  client: PortalClient,
  request: ListRequest<Filters>,
  user: string,
): Promise<ListPage<Row>> {
  const kept = definition.keptTotal?.(client, request) ?? null;
  const order = requestedOrder(definition.order, request.sort);
  const { from, to } = pageRange(request.page);
  const read = definition
    .rows(client, { ...request, user }, kept ? {} : { count: 'exact' })
    .order(order.column, { ascending: order.ascending })
    .order('id', { ascending: order.idAscending })
    .range(from, to);
  const [page, total] = await Promise.all([read, kept]);
  const error = page.error ?? total?.error ?? null;
  if (error) throw error;
  const rows = (page.data ?? []).map((raw) => shapeOf(definition, raw));
  const count = (total ? total.count : page.count) ?? rows.length;
  return { rows, total: count, page: request.page, pageCount: Math.max(1, Math.ceil(count / LIST_PAGE_SIZE)) };
}

/** A row as the screens show it, from the row as read. */
export function shapeOf<Raw, Row>(definition: { shape?: (raw: Raw) => Row }, raw: Raw): Row {
  return definition.shape ? definition.shape(raw) : (raw as unknown as Row);
}

function listQueryOptions<Raw, Row, Filters extends ListFilters>(
  definition: PagedListDefinition<Raw, Row, Filters>,
  keys: TableKeys,
  client: PortalClient,
  asked: ListRequest<Filters>,
  user = '',
) {
  const request = offeredSort(definition, asked);
  return queryOptions<ListPage<Row>, PostgrestError | Error>({
    queryKey: keys.list(request, scopeOf(definition, user)),
    queryFn: () => readPage(definition, client, request, user),
    // The rows of the last page stay on screen while the next search or page loads.
    placeholderData: keepPreviousData,
  });
}

export function definePagedList<Raw extends object, Row = Raw, Filters extends ListFilters = ListFilters>(
  definition: PagedListDefinition<Raw, Row, Filters>,
): PagedList<Row, Filters> {
  const keys = tableKeys(definition.table);
  return {
    keys,
    queryOptions: (client, request, user) => listQueryOptions(definition, keys, client, request, user),
    useList: function useList(request) {
      const client = useSupabase();
      const user = useAuth().user?.id ?? '';
      const waitsForUser = definition.perUser === true && user === '';
      return useQuery({ ...listQueryOptions(definition, keys, client, request, user), enabled: !waitsForUser });
    },
    // A list of the user's own rows is read ahead as theirs, under the key their screen reads.
    readAhead: ({ client, queryClient, search, userId }, choices) =>
      queryClient.prefetchQuery(listQueryOptions(definition, keys, client, listRequestAt(search, choices), definition.perUser ? userId : '')),
    definition: definition as unknown as PagedListDefinition<RawRow, Row, Filters>,
  };
}
