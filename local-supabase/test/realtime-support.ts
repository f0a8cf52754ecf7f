import type { RealtimeChannel, RealtimePostgresChangesPayload, SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';

/** A received change, with both records as plain rows (empty when the event has none). */
export interface Change {
  eventType: 'INSERT' | 'UPDATE' | 'DELETE';
  schema: string;
  table: string;
  commit_timestamp: string;
  errors: string[] | null;
  new: Record<string, unknown>;
  old: Record<string, unknown>;
}

function received(payload: RealtimePostgresChangesPayload<Record<string, unknown>>): Change {
  const { eventType, schema, table, commit_timestamp, errors } = payload;
  const row = (record: Record<string, unknown> | object): Record<string, unknown> => ({ ...record });
  return { eventType, schema, table, commit_timestamp, errors, new: row(payload.new), old: row(payload.old) };
}

export interface Listener {
  channel: RealtimeChannel;
  changes: Change[];
  /** Resolves on the first change that satisfies `match`, within `timeoutMs`. */
  next(match?: (change: Change) => boolean, timeoutMs?: number): Promise<Change>;
}

let channelCount = 0;

/** A channel listening to one table's changes, subscribed before this resolves. */
export async function listen(
  client: Pick<SupabaseClient, 'channel'>,
  table: string,
  options: { filter?: string; event?: '*' | 'INSERT' | 'UPDATE' | 'DELETE' } = {},
): Promise<Listener> {
  channelCount += 1;
  const changes: Change[] = [];
  const waiters: { match: (change: Change) => boolean; resolve: (change: Change) => void }[] = [];
  const channel = client
    .channel(`test-${table}-${channelCount}`)
    .on(
      'postgres_changes',
      { event: options.event ?? '*', schema: 'public', table, ...(options.filter ? { filter: options.filter } : {}) } as never,
      (payload: RealtimePostgresChangesPayload<Record<string, unknown>>) => {
        const change = received(payload);
        changes.push(change);
        for (const waiter of [...waiters]) {
          if (waiter.match(change)) {
            waiters.splice(waiters.indexOf(waiter), 1);
            waiter.resolve(change);
          }
        }
      },
    );
  await new Promise<void>((resolve, reject) => {
    channel.subscribe((status, error) => {
      if (status === 'SUBSCRIBED') resolve();
      else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') reject(error ?? new Error(status));
    });
  });
  return {
    channel,
    changes,
    next(match = () => true, timeoutMs = 5_000) {
      const seen = changes.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise<Change>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no matching ${table} change within ${timeoutMs} ms`)), timeoutMs);
        waiters.push({
          match,
          resolve: (change) => {
            clearTimeout(timer);
            resolve(change);
          },
        });
      });
    },
  };
}

/** The status and reason a join ends with, for clients expected to be refused. */
export function joinOutcome(client: Pick<SupabaseClient, 'channel'>, table: string): Promise<{ status: string; message: string }> {
  channelCount += 1;
  return new Promise((resolve) => {
    client
      .channel(`refused-${channelCount}`)
      .on('postgres_changes', { event: '*', schema: 'public', table } as never, () => undefined)
      .subscribe((status, error) => {
        if (status !== 'SUBSCRIBED' || error) resolve({ status, message: error?.message ?? '' });
        else resolve({ status, message: '' });
      });
  });
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A bare Phoenix client, for what supabase-js never does: stay silent, or stop reading. */
export class RawSocket {
  readonly frames: unknown[] = [];
  readonly closed: Promise<void>;

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => this.frames.push(JSON.parse(data.toString())));
    this.closed = new Promise((resolve) => ws.on('close', () => resolve()));
  }

  static async open(url: string, apiKey: string, vsn = '1.0.0'): Promise<RawSocket> {
    const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/realtime/v1/websocket?apikey=${apiKey}&vsn=${vsn}`);
    await new Promise((resolve, reject) => {
      ws.once('open', resolve);
      ws.once('error', reject);
    });
    return new RawSocket(ws);
  }

  send(frame: Record<string, unknown>): void {
    this.ws.send(JSON.stringify(frame));
  }

  async reply(ref: string, timeoutMs = 3_000): Promise<{ status: string; response: Record<string, unknown> }> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.frames.find(
        (frame): frame is { event: string; ref: string; payload: { status: string; response: Record<string, unknown> } } =>
          typeof frame === 'object' && frame !== null && (frame as { ref?: unknown }).ref === ref,
      );
      if (found) return found.payload;
      if (Date.now() > deadline) throw new Error(`no reply to ${ref}`);
      await pause(20);
    }
  }
}
