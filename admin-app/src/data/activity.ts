import { queryOptions, useQuery } from '@tanstack/react-query';
import { serverSearchFilter } from '@export-portal/shared-domain';
import { HISTORY_COLUMNS, HISTORY_TABLES, type HistoryTable } from '@export-portal/shared-domain/history';
import {
  definePagedList,
  requestedFilter,
  tableKeys,
  useSupabase,
  type FilterChoices,
  type FirstVisit,
  type ListRequest,
  type PortalClient,
} from '@export-portal/shared-auth';

/** The Activity screen's reads: every recorded change, searched and paged on the server, and the people who make changes. */

/** The actor filter's value for changes nobody signed in made. */
export const SYSTEM_ACTOR = 'system';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const isActor = (value: string): value is string => value === SYSTEM_ACTOR || UUID.test(value);
const isDay = (value: string): value is string => DAY.test(value) && !Number.isNaN(new Date(`${value}T00:00`).getTime());

export interface ActivityFilters extends Record<string, string> {
  table: HistoryTable;
  actor: string;
  from: string;
  to: string;
}

export const ACTIVITY_FILTERS: FilterChoices<ActivityFilters> = { table: HISTORY_TABLES, actor: isActor, from: isDay, to: isDay };

/** The first moment of a day in the viewer's time zone: the dates people pick are their own days. */
function startOfDay(day: string, plusDays = 0): string {
  const date = new Date(`${day}T00:00`);
  date.setDate(date.getDate() + plusDays);
  return date.toISOString();
}

/**
 * Every change, newest first, narrowed by the record's label (a trigram index serves the
 * substring search), the table, who made it and the days it was made on, both included.
 */
export const activityList = definePagedList({
  table: 'change_history',
  name: 'activity',
  order: { column: 'changed_at', ascending: false, idAscending: false },
  rows: (client, request: ListRequest<ActivityFilters>, options) => {
    let query = client.from('change_history').select(HISTORY_COLUMNS, options);
    const search = serverSearchFilter(request.search, ['record_label']);
    if (search) query = query.or(search);
    const table = requestedFilter(request, 'table');
    if (table) query = query.eq('table_name', table);
    const actor = requestedFilter(request, 'actor');
    if (actor === SYSTEM_ACTOR) query = query.is('actor_id', null);
    else if (actor) query = query.eq('actor_id', actor);
    const from = requestedFilter(request, 'from');
    if (from) query = query.gte('changed_at', startOfDay(from));
    const to = requestedFilter(request, 'to');
    if (to) query = query.lt('changed_at', startOfDay(to, 1));
    return query;
  },
});

/** The people whose changes the actor filter offers: admin and staff, who run the business, by name. */
function actorsQuery(client: PortalClient) {
  return queryOptions({
    queryKey: [...tableKeys('profiles').all, 'actors'],
    queryFn: async () => {
      const { data, error } = await client
        .from('profiles')
        .select('user_id,first_name,last_name,email')
        .in('role', ['admin', 'staff'])
        .order('first_name')
        .order('last_name')
        .limit(500);
      if (error) throw error;
      return data.map((profile) => ({
        id: profile.user_id,
        name: [profile.first_name, profile.last_name].filter(Boolean).join(' ') || profile.email || profile.user_id,
      }));
    },
  });
}

export function useActors() {
  return useQuery(actorsQuery(useSupabase()));
}

/** Activity opened by its address: the page of changes it asks for and the people its filter offers, read while it downloads. */
export function readActivityAhead(visit: FirstVisit): Promise<unknown> {
  return Promise.all([activityList.readAhead(visit, ACTIVITY_FILTERS), visit.queryClient.prefetchQuery(actorsQuery(visit.client))]);
}
