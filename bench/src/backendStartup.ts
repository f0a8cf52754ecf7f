import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startLocalSupabase } from '@export-portal/local-supabase';
import type { Figure, FigureGroup } from './figures';
import { durationFigures, timed } from './timing';

const RUNS = 3;

/** Start until the server listens, then close it: only the start is timed. */
async function timeStart(dataDir: string | null): Promise<number> {
  const [backend, ms] = await timed(() => startLocalSupabase({ port: 0, dataDir, log: false }));
  await backend.close();
  return ms;
}

export const backendStartup: FigureGroup = {
  title: 'backend start-up',
  async run(): Promise<Figure[]> {
    const inMemory: number[] = [];
    const freshOnDisk: number[] = [];
    const existingOnDisk: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      inMemory.push(await timeStart(null));
      const root = mkdtempSync(path.join(tmpdir(), 'export-portal-bench-'));
      try {
        const dataDir = path.join(root, 'data');
        freshOnDisk.push(await timeStart(dataDir));
        existingOnDisk.push(await timeStart(dataDir));
      } finally {
        rmSync(root, { recursive: true, force: true });
      }
    }
    return [
      ...durationFigures('backend start, in memory', inMemory, 'startLocalSupabase to listening: fresh in-memory database, migrations + seed'),
      ...durationFigures('backend start, new data dir', freshOnDisk, 'startLocalSupabase to listening: empty on-disk dir, migrations + seed'),
      ...durationFigures('backend start, existing data dir', existingOnDisk, 'startLocalSupabase to listening: second start of the same on-disk dir'),
    ];
  },
};
