import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startMailCatcher, type MailCatcher } from '@export-portal/mail-catcher/testing';
import type { Database } from '@export-portal/shared-domain';
import { clientFor, startTestBackend, type TestBackend } from './harness';

/**
 * The mail worker killed with SIGKILL in the middle of a batch, then started again: every e-mail
 * reaches the (real) SMTP server at least once and at most twice, and a second copy is the same
 * message, with the same Message-ID.
 */

const E_MAILS = 300;

let backend: TestBackend;
let catcher: MailCatcher;
let service: SupabaseClient<Database>;

beforeAll(async () => {
  catcher = await startMailCatcher({ smtpPort: 0, webPort: 0, maxMessages: 10_000 });
  backend = await startTestBackend();
  service = clientFor(backend.url, backend.serviceRoleKey);
  await service.rpc('queue_document_expiry_notices');
  await backend.db.query("update public.outbox set status = 'sent' where status = 'queued'");
}, 60_000);

afterAll(async () => {
  await backend?.close();
  await catcher?.close();
});

function startWorker(): Promise<{ child: ChildProcess; exited: Promise<unknown> }> {
  const child = spawn(
    process.execPath,
    [
      '-r',
      '@export-portal/build-config/register-typescript',
      path.join(__dirname, 'fixtures', 'outbox', 'worker-process.ts'),
      backend.url,
      backend.serviceRoleKey,
      catcher.smtpUrl,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return new Promise((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', () => resolve({ child, exited }));
    child.once('exit', (code) => reject(new Error(`the worker exited with ${code}`)));
  });
}

async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs: number, what: string) {
  const until = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

it('sends each e-mail at least once and at most twice when the worker is killed mid-batch', async () => {
  const { data: customer } = await service.from('customers').select('id').eq('email', 'client1@demo.test').single();
  const rows = Array.from({ length: E_MAILS }, (_, n) => ({
    customer_id: customer!.id,
    subject: `Crash test ${n}`,
    message: `E-mail ${n} of ${E_MAILS}`,
    direction: 'outbound' as const,
    communication_type: 'email' as const,
    read_status: true,
  }));
  const { data: written, error } = await service.from('communications').insert(rows).select('id');
  if (error) throw error;
  expect(written).toHaveLength(E_MAILS);
  const { data: queued } = await service.from('outbox').select('message_id').like('subject', 'Crash test %');
  expect(queued).toHaveLength(E_MAILS);

  const first = await startWorker();
  await waitFor(() => catcher.messages().length >= 20, 60_000, 'the first e-mails');
  first.child.kill('SIGKILL');
  await first.exited;
  const beforeRestart = catcher.messages().length;
  expect(beforeRestart).toBeLessThan(E_MAILS);

  const second = await startWorker();
  try {
    const pending = async () => {
      const { count } = await service.from('outbox').select('id', { count: 'exact', head: true }).in('status', ['queued', 'sending']);
      return count === 0;
    };
    await waitFor(pending, 120_000, 'every e-mail to be sent');
  } finally {
    second.child.kill('SIGTERM');
    await second.exited;
  }

  const received = new Map<string, number>();
  for (const message of catcher.messages()) received.set(message.messageId!, (received.get(message.messageId!) ?? 0) + 1);
  const expected = queued!.map((row) => row.message_id);
  expect([...received.keys()].sort()).toEqual([...expected].sort());
  const copies = expected.map((id) => received.get(id) ?? 0);
  expect(Math.min(...copies)).toBe(1);
  expect(Math.max(...copies)).toBeLessThanOrEqual(2);
  const { data: delivered } = await service.from('communications').select('delivery_status').like('subject', 'Crash test %');
  expect(new Set(delivered!.map((row) => row.delivery_status))).toEqual(new Set(['sent']));
}, 240_000);
