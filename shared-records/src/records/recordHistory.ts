import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { HISTORY_COLUMNS, historyTablesOf, type HistoryTable } from '@export-portal/shared-domain/history';
import { tableKeys, useSupabase, type PortalClient } from '@export-portal/shared-auth';

/** Entries a record's history shows at first, and adds with each "Show more". */
export const HISTORY_PAGE_SIZE = 20;

export const historyKeys = tableKeys('change_history');

/**
 * A record's entries, newest first (the id breaking ties within one transaction), read from
 * the server a page at a time. Settings are one row without an id: their entries have none.
 */
export function recordHistoryQuery(client: PortalClient, table: HistoryTable, recordId: string | null) {
  return infiniteQueryOptions({
    queryKey: [...historyKeys.all, 'record', table, recordId],
    initialPageParam: 0,
    queryFn: async ({ pageParam }) => {
      const query = client.from('change_history').select(HISTORY_COLUMNS, { count: 'exact' }).in('table_name', historyTablesOf(table));
      const { data, count, error } = await (recordId === null ? query.is('record_id', null) : query.eq('record_id', recordId))
        .order('changed_at', { ascending: false })
        .order('id', { ascending: false })
        .range(pageParam, pageParam + HISTORY_PAGE_SIZE - 1);
      if (error) throw error;
      return { rows: data, total: count ?? data.length, from: pageParam };
    },
    getNextPageParam: (last) => (last.from + last.rows.length < last.total ? last.from + HISTORY_PAGE_SIZE : undefined),
  });
}

export function useRecordHistory(table: HistoryTable, recordId: string | null) {
  return useInfiniteQuery(recordHistoryQuery(useSupabase(), table, recordId));
}
