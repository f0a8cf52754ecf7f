import { useEffect, useId, useRef, useState } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { Database } from '@export-portal/shared-domain';
import { useFirstScreen, type LiveState } from '@export-portal/shared-ui';
import { useSupabase } from '../session/useSupabase';
import { useOnline } from './online';

export type LiveTableName = keyof Database['public']['Tables'];

/** What the admin and staff dashboards' figures count. */
export const DASHBOARD_LIVE_TABLES = ['vehicles', 'shipments', 'customers', 'documents', 'communications', 'transactions'] as const;

export interface LiveTableOptions {
  /** Only changes of rows whose column equals this value; row-level security still decides what arrives at all. */
  filter?: { column: string; equals: string };
  /** Query keys (or their leading parts) refetched on every change, and after every reconnect. */
  invalidates: readonly QueryKey[];
  /** False subscribes to nothing (the screen shows nothing that changes); true when absent. */
  enabled?: boolean;
}

/** Changes that arrive together (one transaction, several rows) cause one refetch, not one each. */
const REFETCH_DELAY_MS = 25;

/**
 * Keeps a screen's queries current: subscribes to the tables' row changes over Supabase Realtime
 * and refetches the given queries when one arrives. While the connection is down changes are
 * missed, so every rejoin refetches too, and so does the browser coming back online. Offline,
 * the state is paused at once: a socket may not notice the lost connection until its next heartbeat.
 * Returns the state for `LiveStatus`.
 */
export function useLiveTable(tables: LiveTableName | readonly LiveTableName[], { filter, invalidates, enabled = true }: LiveTableOptions): LiveState {
  const client = useSupabase();
  const queryClient = useQueryClient();
  const id = useId();
  const [state, setState] = useState<LiveState>('connecting');
  const online = useOnline();
  const keys = useRef(invalidates);
  keys.current = invalidates;
  const names = typeof tables === 'string' ? tables : tables.join(',');
  const rowFilter = filter ? `${filter.column}=eq.${filter.equals}` : undefined;
  // Realtime (its library and its socket) waits until the page has shown its first screen, and then
  // for idle time: the screen's first read does not wait for it, and a first visit downloads it after
  // what it came for.
  const firstScreen = useFirstScreen();

  useEffect(() => {
    if (!enabled) return undefined;
    let active = true;
    let joinedBefore = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // One refetch at a time: a stream of changes (an import of thousands of rows) would otherwise
    // start a new round of reads every few milliseconds, each queued behind the last at the server.
    // Changes that arrive while one is under way are read by a single refetch after it.
    let refetching = false;
    let changedSince = false;
    const refetch = () => {
      if (refetching) {
        changedSince = true;
        return;
      }
      if (timer !== undefined) return;
      timer = setTimeout(() => {
        timer = undefined;
        refetching = true;
        changedSince = false;
        void Promise.all(keys.current.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).finally(() => {
          refetching = false;
          if (changedSince && active) refetch();
        });
      }, REFETCH_DELAY_MS);
    };
    let leave: (() => void) | undefined;
    const join = () =>
      client.realtime().then(
        (realtime) => {
          if (!active) return;
          const channel = realtime.channel(`live:${names}:${id}`);
          for (const table of names.split(',')) {
            channel.on('postgres_changes', { event: '*', schema: 'public', table, ...(rowFilter ? { filter: rowFilter } : {}) }, refetch);
          }
          channel.subscribe((status) => {
            if (!active) return;
            if (status === 'SUBSCRIBED') {
              if (joinedBefore) refetch();
              joinedBefore = true;
              setState('live');
            } else {
              setState('paused');
            }
          });
          leave = () => void realtime.removeChannel(channel);
        },
        () => {
          if (active) setState('paused');
        },
      );
    const cancelJoin = firstScreen.whenIdleAfterShown(() => void join());
    return () => {
      active = false;
      cancelJoin();
      clearTimeout(timer);
      leave?.();
    };
  }, [client, queryClient, id, names, rowFilter, enabled, firstScreen]);

  const wasOffline = useRef(false);
  useEffect(() => {
    if (!online) {
      wasOffline.current = true;
      return;
    }
    if (!wasOffline.current || !enabled) return;
    wasOffline.current = false;
    for (const queryKey of keys.current) void queryClient.invalidateQueries({ queryKey });
  }, [online, enabled, queryClient]);

  return online ? state : 'paused';
}
