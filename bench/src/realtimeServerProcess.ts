import { createInterface } from 'node:readline';
import { startLocalSupabase } from '@export-portal/local-supabase';

/**
 * The embedded backend alone in its own process, so its memory is measured without the bench's
 * clients. Prints one JSON line at start and another for every line read; stops when stdin ends.
 */
startLocalSupabase({ port: 0, dataDir: null }).then(
  (server) => {
    const report = () =>
      process.stdout.write(
        `${JSON.stringify({ url: server.url, anonKey: server.anonKey, serviceRoleKey: server.serviceRoleKey, rss: process.memoryUsage().rss, ...server.realtimeStats() })}\n`,
      );
    report();
    createInterface({ input: process.stdin }).on('line', report);
    process.stdin.on('end', () => void server.close().finally(() => process.exit(0)));
  },
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
    process.exit(1);
  },
);
