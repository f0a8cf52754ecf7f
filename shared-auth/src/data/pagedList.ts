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
 * What PostgREST's `.order` takes for a chosen sort, for its column and then for the id that
 * breaks ties (so a row never moves between pages). Both go the same way, and empty values take
 * Postgres's own place (last going up, first going down), so one index on (column, id) serves
 * either direction.
 */
function sortOrder(sort: ListSort): { ascending: boolean } {
  return { ascending: sort.direction === 'asc' };
}

/** A query a list can order: what PostgREST's builders offer. */
interface Orderable<Query> {
  order(column: string, options: { ascending: boolean }): Query;
}

/** The list's query in the chosen sort (the id breaking ties), or, with none chosen, in the list's own order. */
export function inListOrder<Query extends Orderable<Query>>(query: Query, sort: ListSort | undefined, ownOrder: (query: Query) => Query): Query {
  return sort ? query.order(sort.column, sortOrder(sort)).order('id', sortOrder(sort)) : ownOrder(query);
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

/**
 * A table's list, read page by page on the server. `read` builds the query
 * (its select names the columns and embeds, so rows are typed from the
 * schema), applying the request's search and filters and the given range.
 *
 * A list whose rows depend on who reads them (a client's own records) says
 * `perUser`: its read gets the signed-in user's id, its cache key carries it,
 * and it waits for a signed-in user. Lists of one table tell themselves apart
 * in the cache by `name`.
 */
export interface PagedListDefinition<Row, Filters extends ListFilters> {
  table: keyof Database['public']['Tables'];
  name?: string;
  perUser?: boolean;
  /** The sort keys the read orders by (a request's other sorts are dropped): the columns its table view sorts. */
  sortable?: readonly string[];
  read: (client: PortalClient, request: ListRequest<Filters> & { user: string }, range: RowRange) => PromiseLike<CountedRows<Row>>;
}

export interface PagedList<Row, Filters extends ListFilters> {
  keys: TableKeys;
  /** The page `request` asks for, read as `user` (the signed-in user's id; '' for a list that is not `perUser`). */
  queryOptions: (client: PortalClient, request: ListRequest<Filters>, user?: string) => ReturnType<typeof listQueryOptions<Row, Filters>>;
  useList: (request: ListRequest<Filters>) => ReturnType<typeof useQuery<ListPage<Row>, PostgrestError | Error>>;
  /** Reads the page a first visit's address asks for into the cache, as the screen's `useList` will ask for it. */
  readAhead: (visit: FirstVisit, choices: FilterChoices<Filters>) => Promise<void>;
}

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
function offeredSort<Filters extends ListFilters>(definition: { sortable?: readonly string[] }, request: ListRequest<Filters>): ListRequest<Filters> {
  if (!request.sort || definition.sortable?.includes(request.sort.column)) return request;
  const { sort: _dropped, ...rest } = request;
  return rest;
}

function listQueryOptions<Row, Filters extends ListFilters>(
  definition: PagedListDefinition<Row, Filters>,
  keys: TableKeys,
  client: PortalClient,
  asked: ListRequest<Filters>,
  user = '',
) {
  const request = offeredSort(definition, asked);
  return queryOptions<ListPage<Row>, PostgrestError | Error>({
    queryKey: keys.list(request, scopeOf(definition, user)),
    queryFn: async () => {
      const { data, count, error } = await definition.read(client, { ...request, user }, pageRange(request.page));
      if (error) throw error;
      const total = count ?? data?.length ?? 0;
      return {
        rows: data ?? [],
        total,
        page: request.page,
        pageCount: Math.max(1, Math.ceil(total / LIST_PAGE_SIZE)),
      };
    },
    // The rows of the last page stay on screen while the next search or page loads.
    placeholderData: keepPreviousData,
  });
}

export function definePagedList<Row, Filters extends ListFilters = ListFilters>(
  definition: PagedListDefinition<Row, Filters>,
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
    // A visit is read ahead once its session is restored, so a list of the user's own rows is read as theirs.
    readAhead: async ({ client, queryClient, search }, choices) => {
      const user = definition.perUser ? ((await client.auth.getSession()).data.session?.user.id ?? '') : '';
      if (definition.perUser && user === '') return;
      await queryClient.prefetchQuery(listQueryOptions(definition, keys, client, listRequestAt(search, choices), user));
    },
  };
}
