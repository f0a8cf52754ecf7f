import { createInterface } from 'node:readline';
import { startLocalSupabase } from '@export-portal/local-supabase';

/**
 * The embedded backend alone in its own process, as the portal runs it: its memory is measured
 * without the bench's clients, and its speed without the garbage of the groups measured before.
 * The first argument, when given, is the number of vehicles to seed. Prints one JSON line at start
 * and another for every line read; stops when stdin ends.
 */
const scale = process.argv[2] ? Number(process.argv[2]) : undefined;

const cpuMilliseconds = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

startLocalSupabase({ port: 0, dataDir: null, log: false, scale }).then(
  (server) => {
    const report = () =>
      process.stdout.write(
        `${JSON.stringify({ url: server.url, anonKey: server.anonKey, serviceRoleKey: server.serviceRoleKey, rss: process.memoryUsage().rss, cpuMs: cpuMilliseconds(), ...server.realtimeStats() })}\n`,
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
