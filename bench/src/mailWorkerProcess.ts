import { createInterface } from 'node:readline';
import { startMailWorker } from '@export-portal/local-supabase';

/**
 * The mail worker alone in its own process, as `npm start` runs it beside the backend: its memory
 * is measured without the bench's own. Arguments: backend URL, service role key, SMTP URL. Prints
 * `ready`, then its peak resident memory in bytes for every line read; stops when stdin ends.
 */
const [supabaseUrl, serviceRoleKey, smtpUrl] = process.argv.slice(2) as [string, string, string];
const worker = startMailWorker({ supabaseUrl, serviceRoleKey, smtpUrl });
process.stdout.write('ready\n');
createInterface({ input: process.stdin }).on('line', () => process.stdout.write(`${process.resourceUsage().maxRSS * 1024}\n`));
process.stdin.on('end', () => void worker.stop().finally(() => process.exit(0)));
