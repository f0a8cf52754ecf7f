import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { createInterface } from 'node:readline';
import { startLocalSupabase } from '@export-portal/local-supabase';

/**
 * The embedded backend alone in its own process, as the portal runs it: its memory is measured
 * without the bench's clients, and its speed without the garbage of the groups measured before.
 * The first argument, when given, is the number of vehicles to seed. Prints one JSON line at start
 * and another for every line read; stops when stdin ends. A line `profile <file>` starts V8's CPU
 * profiler, and the next `profile` line writes what it recorded to that file (a .cpuprofile, for
 * Chrome's DevTools or any profile viewer).
 */
const scale = process.argv[2] ? Number(process.argv[2]) : undefined;

async function profiler() {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  let file: string | undefined;
  return async (line: string) => {
    if (file === undefined) {
      file = line.slice('profile '.length);
      await session.post('Profiler.setSamplingInterval', { interval: 200 });
      await session.post('Profiler.start');
      return;
    }
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(file, JSON.stringify(profile));
    file = undefined;
  };
}

startLocalSupabase({ port: 0, dataDir: null, log: false, scale }).then(
  async (server) => {
    const report = () => {
      const cpu = process.cpuUsage();
      process.stdout.write(
        `${JSON.stringify({
          url: server.url,
          anonKey: server.anonKey,
          serviceRoleKey: server.serviceRoleKey,
          rss: process.memoryUsage().rss,
          cpuMicros: cpu.user + cpu.system,
          databaseCalls: server.databaseStats().calls,
          ...server.realtimeStats(),
        })}\n`,
      );
    };
    const profile = await profiler();
    report();
    createInterface({ input: process.stdin }).on('line', (line) => {
      if (line.startsWith('profile')) void profile(line).then(report);
      else report();
    });
    process.stdin.on('end', () => void server.close().finally(() => process.exit(0)));
  },
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
    process.exit(1);
  },
);
