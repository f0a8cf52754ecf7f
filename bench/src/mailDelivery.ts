import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { startMailCatcher, type MailCatcher } from '@export-portal/mail-catcher';
import { DEMO_ACCOUNTS, type Database } from '@export-portal/shared-domain';
import { startBackendProcess } from './backendServer';
import type { Figure, FigureGroup } from './figures';
import { VEHICLE_LIST_PATH } from './restRequests';
import { durationFigures, timed } from './timing';

const E_MAILS = 1000;
/** Messages per insert while queueing: one request of the size an import would send. */
const QUEUED_PER_REQUEST = 50;
const IDLE_READS = 100;
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

interface WorkerProcess {
  /** Resident memory once the worker has started, before it has anything to send. */
  atRest: Promise<number>;
  peakMemory(): Promise<number>;
  stop(): Promise<void>;
}

/** The mail worker in a process of its own, as `npm start` runs it beside the backend. */
function startWorkerProcess(url: string, serviceRoleKey: string, smtpUrl: string): WorkerProcess {
  const child = spawn(
    process.execPath,
    ['-r', '@export-portal/build-config/register-typescript', path.join(__dirname, 'mailWorkerProcess.ts'), url, serviceRoleKey, smtpUrl],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const lines = createInterface({ input: child.stdout });
  const nextLine = () => new Promise<string>((resolve) => lines.once('line', resolve));
  return {
    atRest: nextLine().then(Number),
    async peakMemory() {
      const answer = nextLine();
      child.stdin.write('\n');
      return Number(await answer);
    },
    stop() {
      child.stdin.end();
      return exited;
    },
  };
}

async function until(condition: () => boolean, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Messages to client1, written as an import writes them: many per request, each queued for e-mail. */
async function queueMessages(service: SupabaseClient<Database>, subjectPrefix: string) {
  for (let from = 0; from < E_MAILS; from += QUEUED_PER_REQUEST) {
    const rows = Array.from({ length: QUEUED_PER_REQUEST }, (_, n) => ({
      customer_id: CLIENT1_CUSTOMER,
      subject: `${subjectPrefix} ${from + n}`,
      message: `E-mail ${from + n} of ${E_MAILS}: your vehicle's papers are filed.`,
      direction: 'outbound' as const,
      communication_type: 'email' as const,
      read_status: true,
    }));
    const { error } = await service.from('communications').insert(rows);
    if (error) throw new Error(`queueing messages ${from}–${from + QUEUED_PER_REQUEST - 1}: ${error.message}`);
  }
}

const caught = (catcher: MailCatcher, subjectPrefix: string) =>
  catcher.messages().filter((message) => message.subject.startsWith(subjectPrefix)).length;

/** One admin Vehicles list request, read whole; the same request as the REST figures. */
async function readVehicles(url: string, headers: Record<string, string>): Promise<number> {
  const [status, ms] = await timed(async () => {
    const response = await fetch(`${url}${VEHICLE_LIST_PATH}`, { headers });
    await response.arrayBuffer();
    return response.status;
  });
  if (status !== 200) throw new Error(`the vehicles list answered HTTP ${status}`);
  return ms;
}

/**
 * 1,000 e-mails queued while no worker runs, then a worker process started: the time until the
 * local mail catcher has received them all, and the worker's memory. Then what the worker's
 * rounds cost everyone else: an admin's Vehicles list read back to back with no worker running,
 * and again while a worker delivers another 1,000. Last, a shipment moved by staff over REST,
 * timed until client1's notice arrives over Realtime (15 moves).
 */
export const mailDelivery: FigureGroup = {
  title: 'mail delivery and notices',
  async run(): Promise<Figure[]> {
    const server = startBackendProcess();
    const backend = await server.first;
    const catcher = await startMailCatcher({ smtpPort: 0, webPort: 0, maxMessages: E_MAILS * 3 });
    const service = client(backend.url, backend.serviceRoleKey);
    const workers: WorkerProcess[] = [];
    const startWorker = () => {
      const worker = startWorkerProcess(backend.url, backend.serviceRoleKey, catcher.smtpUrl);
      workers.push(worker);
      return worker;
    };
    try {
      await queueMessages(service, 'Bench e-mail');
      const worker = startWorker();
      const atRest = await worker.atRest;
      const started = performance.now();
      const backendCpuBefore = (await server.report()).cpuMicros / 1000;
      await until(() => caught(catcher, 'Bench e-mail ') >= E_MAILS, 600_000, `${E_MAILS} e-mails`);
      const deliverySeconds = (performance.now() - started) / 1000;
      const backendCpuPerEmail = ((await server.report()).cpuMicros / 1000 - backendCpuBefore) / E_MAILS;
      const peak = await worker.peakMemory();
      await worker.stop();

      const admin = await signedIn(backend.url, backend.anonKey, 'admin@demo.test');
      const token = (await admin.auth.getSession()).data.session!.access_token;
      const headers = { apikey: backend.anonKey, authorization: `Bearer ${token}` };
      await readVehicles(backend.url, headers);
      // Read before and after the second delivery, so a change in the machine's load meanwhile
      // weighs on both sides of the comparison.
      const idleReads: number[] = [];
      const readIdle = async () => {
        for (let read = 0; read < IDLE_READS / 2; read += 1) idleReads.push(await readVehicles(backend.url, headers));
      };
      await readIdle();

      await queueMessages(service, 'Bench second e-mail');
      const drainingWorker = startWorker();
      await drainingWorker.atRest;
      const drainStarted = performance.now();
      const drainingReads: number[] = [];
      while (caught(catcher, 'Bench second e-mail ') < E_MAILS) {
        if (performance.now() - drainStarted > 600_000) throw new Error(`timed out waiting for the second ${E_MAILS} e-mails`);
        drainingReads.push(await readVehicles(backend.url, headers));
      }
      const drainingSeconds = (performance.now() - drainStarted) / 1000;
      await drainingWorker.stop();
      await readIdle();
      await startWorker().atRest;

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
      const bell: number[] = [];
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
        bell.push(arrivals.get(title)! - sent);
      }
      await clientOne.removeAllChannels();
      clientOne.realtime.disconnect();
      const megabytes = (bytes: number) => bytes / (1024 * 1024);
      return [
        {
          name: `outbox: ${E_MAILS.toLocaleString('en-CA')} e-mails delivered`,
          value: deliverySeconds,
          unit: 's',
          measures: 'queued before the worker starts; until the local mail catcher has received every one over SMTP',
        },
        { name: 'outbox: e-mails per second', value: Math.floor(E_MAILS / deliverySeconds), unit: 'count', measures: 'the same run, rounded down' },
        {
          name: 'outbox: backend CPU per e-mail',
          value: backendCpuPerEmail,
          unit: 'ms',
          measures:
            "the backend process's CPU time during that run (the worker's requests, their transactions, the change feed) per e-mail; steadier than the times on a busy machine",
        },
        {
          name: 'outbox: worker memory at rest',
          value: megabytes(atRest),
          unit: 'MB',
          measures: 'resident memory of the worker process (Node, its TypeScript loader, supabase-js, nodemailer) before it sends',
        },
        {
          name: 'outbox: worker peak memory',
          value: megabytes(peak),
          unit: 'MB',
          measures: "the worker process's peak resident memory during that run",
        },
        ...durationFigures(
          'REST vehicles list, no worker',
          idleReads,
          'GET vehicles as in the REST figures, admin, back to back, no worker running (half before the second delivery, half after)',
        ),
        ...durationFigures(
          `REST vehicles list, worker draining ${E_MAILS.toLocaleString('en-CA')}`,
          drainingReads,
          `the same, back to back while a worker delivers another ${E_MAILS.toLocaleString('en-CA')} e-mails`,
        ),
        {
          name: `outbox: ${E_MAILS.toLocaleString('en-CA')} e-mails delivered beside those reads`,
          value: drainingSeconds,
          unit: 's',
          measures: 'the second delivery, sharing the machine with the reads above',
        },
        ...durationFigures(
          'notice: shipment change to bell',
          bell,
          "staff's status change over REST until client1's notice arrives over Realtime (Node client), with the worker running",
        ),
      ];
    } finally {
      for (const worker of workers) await worker.stop();
      await catcher.close();
      await server.stop();
    }
  },
};
