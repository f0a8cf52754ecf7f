import { createClient, type RealtimeChannel, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import type * as SendOutbox from '../../supabase/functions/send-outbox/handler';
import { handlerFile } from './edge-functions';
import { FUNCTIONS_DIRS } from './paths';

export type DrainReport = SendOutbox.DrainReport;
export type DrainOptions = SendOutbox.DrainOptions;

export interface MailWorkerOptions {
  supabaseUrl: string;
  serviceRoleKey: string;
  smtpUrl: string;
  mailFrom?: string;
  portalUrl?: string;
  /** Milliseconds between rounds when nothing wakes the worker earlier. */
  intervalMs?: number;
  /** Wakes the worker as soon as a message or notice is written (Realtime), besides the interval. */
  wakeOnChanges?: boolean;
  drain?: Partial<DrainOptions>;
  /** Told of each round that did something, and of failed rounds. */
  onRound?(report: DrainReport | Error): void;
}

export interface MailWorker {
  /** Runs a round now (or after the one under way) and resolves with its report. */
  runNow(): Promise<DrainReport>;
  stop(): Promise<void>;
}

/**
 * The send-outbox Edge Function's own module: the built one beside this file, or its source under
 * Jest and the TypeScript loader. One implementation delivers the outbox, hosted or local.
 */
function sendOutboxModule(): typeof SendOutbox {
  const file = handlerFile(FUNCTIONS_DIRS, 'send-outbox');
  if (!file) throw new Error('The send-outbox function was not found; run npm run build');
  return require(file) as typeof SendOutbox;
}

/** Each commit of a message or notice may have queued e-mail: the worker hears of them over Realtime. */
function wakeOnWrites(client: SupabaseClient, wake: () => void): RealtimeChannel {
  return client
    .channel('mail-worker')
    .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'communications' }, wake)
    .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'notifications' }, wake)
    .subscribe();
}

/**
 * Delivers the outbox every `intervalMs` (two seconds by default), at once when new rows are
 * written, and again straight after a round that sent something, until nothing is due. Rounds
 * never overlap; a failed round (the backend restarting) is reported and the next one tried later.
 */
export function startMailWorker(options: MailWorkerOptions): MailWorker {
  const { drainOutbox, drainConfigFrom } = sendOutboxModule();
  const config = drainConfigFrom({
    SUPABASE_URL: options.supabaseUrl,
    SUPABASE_SERVICE_ROLE_KEY: options.serviceRoleKey,
    SMTP_URL: options.smtpUrl,
    MAIL_FROM: options.mailFrom,
    PORTAL_URL: options.portalUrl,
  });
  const intervalMs = options.intervalMs ?? 2000;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<DrainReport> | undefined;
  let again = false;
  const waiting: ((report: DrainReport) => void)[] = [];

  const round = async (): Promise<DrainReport> => {
    let report: DrainReport;
    try {
      report = await drainOutbox(config, options.drain);
    } catch (error) {
      options.onRound?.(error instanceof Error ? error : new Error(String(error)));
      report = { notices: 0, claimed: 0, sent: 0, retrying: 0, failed: 0 };
    }
    if (report.claimed + report.notices > 0) options.onRound?.(report);
    return report;
  };

  const schedule = (delay: number) => {
    clearTimeout(timer);
    if (!stopped) timer = setTimeout(run, delay);
  };

  function run(): Promise<DrainReport> {
    if (running) {
      again = true;
      return new Promise((resolve) => waiting.push(resolve));
    }
    clearTimeout(timer);
    running = round().then((report) => {
      running = undefined;
      const busy = report.sent > 0 || again;
      again = false;
      for (const resolve of waiting.splice(0)) resolve(report);
      schedule(busy ? 0 : intervalMs);
      return report;
    });
    return running;
  }

  const client =
    options.wakeOnChanges === false
      ? undefined
      : createClient(options.supabaseUrl, options.serviceRoleKey, {
          auth: { persistSession: false, autoRefreshToken: false },
          realtime: { transport: WebSocket as never },
        });
  const channel = client ? wakeOnWrites(client, () => void run()) : undefined;
  schedule(0);

  return {
    runNow: run,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      if (channel) await client?.removeChannel(channel);
      client?.realtime.disconnect();
      await running;
    },
  };
}
