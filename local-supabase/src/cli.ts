import { DEFAULT_PORT, startLocalSupabase } from './index';

/** `node dist/cli.js [--reset]`: the default backend on port 54321 (or LOCAL_SUPABASE_PORT). */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const unknown = args.filter((arg) => arg !== '--reset');
  if (unknown.length > 0) {
    process.stderr.write(`Unknown option ${unknown.join(' ')}. Usage: local-supabase [--reset]\n`);
    process.exit(2);
  }
  const port = process.env.LOCAL_SUPABASE_PORT ? Number(process.env.LOCAL_SUPABASE_PORT) : DEFAULT_PORT;
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    process.stderr.write(`LOCAL_SUPABASE_PORT must be a port number, not "${process.env.LOCAL_SUPABASE_PORT}"\n`);
    process.exit(2);
  }
  const startedAt = Date.now();
  const server = await startLocalSupabase({ port, reset: args.includes('--reset'), log: true });
  process.stdout.write(`local-supabase ready in ${Date.now() - startedAt} ms at ${server.url}\n`);

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    process.stdout.write(`local-supabase stopping (${signal})\n`);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        process.stderr.write(`local-supabase did not stop cleanly: ${String(error)}\n`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  process.stderr.write(`local-supabase failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
