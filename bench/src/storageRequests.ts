import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startLocalSupabase } from '@export-portal/local-supabase';
import type { Figure, FigureGroup } from './figures';
import { durationFigures, timed } from './timing';

const FILE_BYTES = 10 * 1024 * 1024;
const FILE_RUNS = 5;
const LISTED_OBJECTS = 1000;
const LIST_RUNS = 20;

async function expectOk(response: Response, what: string): Promise<ArrayBuffer> {
  const body = await response.arrayBuffer();
  if (!response.ok) throw new Error(`${what} answered HTTP ${response.status}: ${Buffer.from(body).toString('utf8').slice(0, 200)}`);
  return body;
}

/** Storage on disk, as `npm start` keeps it: a 10 MB file up and down, and a folder of 1,000 objects listed. */
export const storageRequests: FigureGroup = {
  title: 'Storage requests',
  async run(): Promise<Figure[]> {
    const root = mkdtempSync(path.join(tmpdir(), 'bench-storage-'));
    const backend = await startLocalSupabase({ port: 0, dataDir: path.join(root, 'data'), seedFile: null, log: false });
    try {
      const headers = { apikey: backend.serviceRoleKey, authorization: `Bearer ${backend.serviceRoleKey}` };
      const api = `${backend.url}/storage/v1`;
      await expectOk(
        await fetch(`${api}/bucket`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: '{"name":"bench"}' }),
        'create bucket',
      );
      const file = randomBytes(FILE_BYTES);
      const uploads: number[] = [];
      const downloads: number[] = [];
      for (let run = 0; run < FILE_RUNS; run += 1) {
        const [, up] = await timed(async () =>
          expectOk(
            await fetch(`${api}/object/bench/big/${run}.bin`, {
              method: 'POST',
              headers: { ...headers, 'content-type': 'application/octet-stream' },
              body: file,
            }),
            'upload',
          ),
        );
        uploads.push(up);
        const [bytes, down] = await timed(async () =>
          expectOk(await fetch(`${api}/object/authenticated/bench/big/${run}.bin`, { headers }), 'download'),
        );
        if (bytes.byteLength !== FILE_BYTES) throw new Error(`the download had ${bytes.byteLength} bytes`);
        downloads.push(down);
      }
      for (let start = 0; start < LISTED_OBJECTS; start += 50) {
        await Promise.all(
          Array.from({ length: 50 }, (_, i) =>
            fetch(`${api}/object/bench/many/${String(start + i).padStart(4, '0')}.txt`, {
              method: 'POST',
              headers: { ...headers, 'content-type': 'text/plain' },
              body: 'x',
            }).then((response) => expectOk(response, 'small upload')),
          ),
        );
      }
      const lists: number[] = [];
      for (let run = 0; run < LIST_RUNS; run += 1) {
        const [listed, ms] = await timed(async () =>
          expectOk(
            await fetch(`${api}/object/list/bench`, {
              method: 'POST',
              headers: { ...headers, 'content-type': 'application/json' },
              body: JSON.stringify({ prefix: 'many', limit: LISTED_OBJECTS, offset: 0, sortBy: { column: 'name', order: 'asc' } }),
            }),
            'list',
          ),
        );
        const count = (JSON.parse(Buffer.from(listed).toString('utf8')) as unknown[]).length;
        if (count !== LISTED_OBJECTS) throw new Error(`the list had ${count} entries`);
        lists.push(ms);
      }
      return [
        ...durationFigures('Storage upload 10 MB', uploads, 'POST /storage/v1/object, raw body, data dir on disk, service role, sequential'),
        ...durationFigures('Storage download 10 MB', downloads, 'GET /storage/v1/object/authenticated, whole body read, sequential'),
        ...durationFigures('Storage list 1,000 objects', lists, 'POST /storage/v1/object/list, one folder of 1,000 files, limit 1000, sequential'),
      ];
    } finally {
      await backend.close();
      rmSync(root, { recursive: true, force: true });
    }
  },
};
