import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { startMailCatcher } from '@export-portal/mail-catcher';
import { DEMO_ACCOUNTS, type Database } from '@export-portal/shared-domain';
import { startBackendProcess } from './backendServer';
import type { Figure, FigureGroup } from './figures';
import { durationFigures } from './timing';

const E_MAILS = 1000;
const BELL_RUNS = 15;
const CLIENT1_CUSTOMER = 'c0000000-0000-4000-8000-000000000001';

function client(url: string, key: string): SupabaseClient<Database> {
  return createClient<Database>(url, key, { auth: { persistSession: false, autoRefreshToken: false }, realtime: { transport: WebSocket as never } });
}

async function signedIn(url: string, anonKey: string, email: string): Promise<SupabaseClient<Database>> {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.email === email)!;
  const signed = client(url, anonKey);
  const { error } = await signed.auth.signInWithPassword({ email, password: account.password });
  if (error) throw error;
  return signed;
}

function startWorkerProcess(url: string, serviceRoleKey: string, smtpUrl: string) {
  const child = spawn(
    process.execPath,
    ['-r', '@export-portal/build-config/register-typescript', path.join(__dirname, 'mailWorkerProcess.ts'), url, serviceRoleKey, smtpUrl],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const lines = createInterface({ input: child.stdout });
  const nextLine = () => new Promise<string>((resolve) => lines.once('line', resolve));
  return {
    ready: nextLine(),
    async peakMemory() {
      const answer = nextLine();
      child.stdin.write('\n');
      return Number(await answer);
    },
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.stdin.end();
      }),
  };
}

async function until(condition: () => boolean | Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/**
 * 1,000 e-mails queued while no worker runs, then a worker process started: the time until the
 * local mail catcher has received them all, and the worker's peak memory. Then a shipment moved by
 * staff over REST, timed until client1's notice arrives over Realtime (15 moves).
 */
export const mailDelivery: FigureGroup = {
  title: 'mail delivery and notices',
  async run(): Promise<Figure[]> {
    const server = startBackendProcess();
    const backend = await server.first;
    const catcher = await startMailCatcher({ smtpPort: 0, webPort: 0, maxMessages: E_MAILS * 2 });
    const service = client(backend.url, backend.serviceRoleKey);
    try {
      for (let from = 0; from < E_MAILS; from += 50) {
        const rows = Array.from({ length: 50 }, (_, n) => ({
          customer_id: CLIENT1_CUSTOMER,
          subject: `Bench e-mail ${from + n}`,
          message: `E-mail ${from + n} of ${E_MAILS}: your vehicle's papers are filed.`,
          direction: 'outbound' as const,
          communication_type: 'email' as const,
          read_status: true,
        }));
        const { error } = await service.from('communications').insert(rows);
        if (error) throw error;
      }
      const worker = startWorkerProcess(backend.url, backend.serviceRoleKey, catcher.smtpUrl);
      await worker.ready;
      const started = performance.now();
      const bench = () => catcher.messages().filter((message) => message.subject.startsWith('Bench e-mail ')).length;
      await until(() => bench() >= E_MAILS, 600_000, `${E_MAILS} e-mails`);
      const deliverySeconds = (performance.now() - started) / 1000;
      const peak = await worker.peakMemory();

      const clientOne = await signedIn(backend.url, backend.anonKey, 'client1@demo.test');
      const staff = await signedIn(backend.url, backend.anonKey, 'staff@demo.test');
      const userId = (await clientOne.auth.getUser()).data.user!.id;
      const arrivals = new Map<string, number>();
      const channel = clientOne
        .channel('bell')
        .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'notifications', filter: `user_id=eq.${userId}` }, (change) =>
          arrivals.set(String((change.new as { title: string }).title), performance.now()),
        );
      await new Promise<void>((resolve, reject) =>
        channel.subscribe((status) => (status === 'SUBSCRIBED' ? resolve() : status === 'CHANNEL_ERROR' ? reject(new Error(status)) : undefined)),
      );
      const durations: number[] = [];
      for (let run = 0; run < BELL_RUNS; run += 1) {
        const { data: shipment, error } = await service
          .from('shipments')
          .insert({ customer_id: CLIENT1_CUSTOMER, shipment_number: `SHP-BELL-${Date.now()}-${run}`, status: 'planning' })
          .select('id, shipment_number, updated_at')
          .single();
        if (error) throw error;
        const title = `Shipment ${shipment.shipment_number} is booked`;
        const sent = performance.now();
        const moved = await staff.rpc('change_shipment_status', {
          shipment_id: shipment.id,
          new_status: 'booked',
          seen_updated_at: shipment.updated_at,
        });
        if (moved.error) throw moved.error;
        await until(() => arrivals.has(title), 10_000, 'the notice');
        durations.push(arrivals.get(title)! - sent);
      }
      await clientOne.removeAllChannels();
      clientOne.realtime.disconnect();
      await worker.stop();
      return [
        {
          name: `outbox: ${E_MAILS.toLocaleString('en-CA')} e-mails delivered`,
          value: deliverySeconds,
          unit: 's',
          measures: 'queued before the worker starts; until the local mail catcher has received every one over SMTP',
        },
        { name: 'outbox: e-mails per second', value: Math.floor(E_MAILS / deliverySeconds), unit: 'count', measures: 'the same run, rounded down' },
        {
          name: 'outbox: worker peak memory',
          value: peak / (1024 * 1024),
          unit: 'MB',
          measures: "the mail worker process's peak resident memory during that run",
        },
        ...durationFigures(
          'notice: shipment change to bell',
          durations,
          "staff's status change over REST until client1's notice arrives over Realtime (Node client)",
        ),
      ];
    } finally {
      await catcher.close();
      await server.stop();
    }
  },
};
