import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ListSort } from '@export-portal/shared-ui/lists';
import type { ListRequest } from './pagedList';
import { useAuth } from '../session/useAuth';

/** How long typing must pause before a search goes to the server. */
export const SEARCH_DEBOUNCE_MS = 150;

/** Whether a free-form filter (a make, a year bound) accepts a value from the URL. */
export type FilterCheck = (value: string) => boolean;

/** The values each filter accepts, listed or checked; anything else in the URL is ignored. */
export type FilterChoices<Filters extends Record<string, string>> = { readonly [Name in keyof Filters]: readonly Filters[Name][] | FilterCheck };

function accepts(choice: readonly string[] | FilterCheck, value: string): boolean {
  return typeof choice === 'function' ? choice(value) : choice.includes(value);
}

export interface ListParams<Filters extends Record<string, string>> {
  /** What the search box shows, as typed. */
  search: string;
  setSearch: (text: string) => void;
  filters: Partial<Filters>;
  setFilter: <Name extends keyof Filters & string>(name: Name, value: Filters[Name] | '') => void;
  /** Sets several filters at once, as one step of the history (a filter panel's Apply); '' opens a filter. */
  setFilters: (values: { readonly [Name in keyof Filters]?: Filters[Name] | '' }) => void;
  page: number;
  setPage: (page: number) => void;
  /** What to ask the server for: the search once typing pauses. */
  request: ListRequest<Filters>;
  /** True while typed text has not reached the request yet. */
  searchPending: boolean;
  /** The column order chosen in the table view (`sort`), or null for the list's own order. */
  sort: ListSort | null;
  setSort: (sort: ListSort | null) => void;
  /** True while a search or a filter narrows the list. */
  narrowed: boolean;
  /** Clears the search and every filter. */
  clearSearch: () => void;
  /** Who reads the list: the signed-in user's id, '' before sign-in. */
  viewer: string;
}

/** A sort as the address writes it: `year.desc`. */
function sortParam(sort: ListSort): string {
  return `${sort.column}.${sort.direction}`;
}

function sortOf(params: URLSearchParams): ListSort | null {
  const value = params.get('sort') ?? '';
  const dot = value.lastIndexOf('.');
  const column = value.slice(0, dot);
  const direction = value.slice(dot + 1);
  if (dot <= 0 || (direction !== 'asc' && direction !== 'desc')) return null;
  return { column, direction };
}

function pageOf(params: URLSearchParams): number {
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return Number.isFinite(page) && page >= 1 ? page : 1;
}

function filtersOf<Filters extends Record<string, string>>(params: URLSearchParams, choices: FilterChoices<Filters>): Array<[string, string]> {
  return Object.keys(choices).flatMap((name) => {
    const value = params.get(name);
    const choice = choices[name] as readonly string[] | FilterCheck;
    return value !== null && accepts(choice, value) ? [[name, value] as [string, string]] : [];
  });
}

/** The request a list's address asks for before anything is typed: what its screen asks the server for first. */
export function listRequestAt<Filters extends Record<string, string>>(
  params: URLSearchParams,
  choices: FilterChoices<Filters>,
): ListRequest<Filters> {
  const sort = sortOf(params);
  return {
    search: (params.get('q') ?? '').trim(),
    filters: Object.fromEntries(filtersOf(params, choices)) as Partial<Filters>,
    page: pageOf(params),
    ...(sort ? { sort } : {}),
  };
}

/** The value once it has stayed the same for `delayMs`: what was typed, once typing pauses. */
export function useDebounced<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * A list's search text (`q`), filters and page, kept in the URL so a reload
 * or a shared link shows the same list and Back returns to the last filter.
 * Typing replaces the history entry instead of adding one per keystroke; a
 * new search or filter starts again at page 1.
 */
export function useListParams<Filters extends Record<string, string>>(choices: FilterChoices<Filters>): ListParams<Filters> {
  const [params, setParams] = useSearchParams();
  const addressSearch = params.get('q') ?? '';
  const page = pageOf(params);

  // The box shows what was typed, held here: the address changes in a transition, and a box that
  // showed the address would lose keystrokes typed before it caught up (a scanner types a VIN in
  // a few milliseconds). The address follows the box, and the box follows the address only when
  // the address changes by itself (Back, a link), not when it catches up with typing.
  const [search, setTyped] = useState(addressSearch);
  const pendingWrites = useRef<string[]>([]);
  useEffect(() => {
    const caughtUpTo = pendingWrites.current.indexOf(addressSearch);
    if (caughtUpTo >= 0) {
      pendingWrites.current = pendingWrites.current.slice(caughtUpTo + 1);
      return;
    }
    pendingWrites.current = [];
    setTyped(addressSearch);
  }, [addressSearch]);

  // Only values the filter accepts count; the key keeps the object stable between renders.
  const filterKey = JSON.stringify(filtersOf(params, choices));
  const filters = useMemo(() => Object.fromEntries(JSON.parse(filterKey) as Array<[string, string]>) as Partial<Filters>, [filterKey]);

  const sortKey = params.get('sort') ?? '';
  const sort = useMemo(() => sortOf(new URLSearchParams({ sort: sortKey })), [sortKey]);

  const settledSearch = useDebounced(search, SEARCH_DEBOUNCE_MS);
  const request = useMemo(() => ({ search: settledSearch.trim(), filters, page, ...(sort ? { sort } : {}) }), [settledSearch, filters, page, sort]);
  const viewer = useAuth().user?.id ?? '';

  const update = (change: (next: URLSearchParams) => void, replace: boolean) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        change(next);
        return next;
      },
      { replace },
    );

  return {
    search,
    setSearch: (text) => {
      setTyped(text);
      pendingWrites.current.push(text);
      update((next) => {
        if (text === '') next.delete('q');
        else next.set('q', text);
        next.delete('page');
      }, true);
    },
    filters,
    setFilter: (name, value) =>
      update((next) => {
        if (value === '') next.delete(name);
        else next.set(name, value);
        next.delete('page');
      }, false),
    setFilters: (values) =>
      update((next) => {
        for (const [name, value] of Object.entries(values)) {
          if (value === undefined || value === '') next.delete(name);
          else next.set(name, value as string);
        }
        next.delete('page');
      }, false),
    page,
    setPage: (target) =>
      update((next) => {
        if (target <= 1) next.delete('page');
        else next.set('page', String(target));
      }, false),
    request,
    searchPending: settledSearch !== search,
    sort,
    setSort: (next) =>
      update((address) => {
        if (next === null) address.delete('sort');
        else address.set('sort', sortParam(next));
        address.delete('page');
      }, false),
    narrowed: search.trim() !== '' || Object.keys(filters).length > 0,
    clearSearch: () => {
      setTyped('');
      pendingWrites.current.push('');
      update((next) => {
        next.delete('q');
        for (const name of Object.keys(choices)) next.delete(name);
        next.delete('page');
      }, false);
    },
    viewer,
  };
}
