/**
 * Start-up and request timings of the built server, with the real migrations and seed.
 * Not a test: `npm run measure -w local-supabase` builds, then prints one line per figure.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type * as LocalSupabaseApi from '../src/index';

// Compiled next to dist/index.js, so the built server is what gets measured.
const { startLocalSupabase } = require('./index.js') as typeof LocalSupabaseApi;

const ADMIN = { email: 'admin@demo.test', password: 'DemoAdmin!2026' };
const LIST_QUERY = 'select=*,customer:customers(first_name,last_name,company_name)&order=created_at.desc&limit=50';
const LIST_QUERY_GRANTED_COLUMNS =
  'select=id,customer_id,year,make,model,vin,color,mileage,sale_price,status,location,created_at,updated_at,' +
  'customer:customers(first_name,last_name,company_name)&order=created_at.desc&limit=50';

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

async function adminToken(url: string, anonKey: string): Promise<string> {
  const response = await fetch(`${url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: anonKey, 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

async function listTimings(url: string, anonKey: string, token: string, query: string) {
  const durations: number[] = [];
  const statuses = new Set<number>();
  for (let i = 0; i < 50; i += 1) {
    const [response, ms] = await timed(async () => {
      const res = await fetch(`${url}/rest/v1/vehicles?${query}`, { headers: { apikey: anonKey, authorization: `Bearer ${token}` } });
      await res.arrayBuffer();
      return res;
    });
    statuses.add(response.status);
    durations.push(ms);
  }
  return { median: median(durations), statuses: [...statuses].join(',') };
}

async function main() {
  const root = mkdtempSync(path.join(tmpdir(), 'local-supabase-measure-'));
  const dataDir = path.join(root, 'data');
  try {
    const [fresh, freshMs] = await timed(() => startLocalSupabase({ port: 0, dataDir }));
    await fresh.close();
    const [existing, existingMs] = await timed(() => startLocalSupabase({ port: 0, dataDir }));
    const token = await adminToken(existing.url, existing.anonKey);
    const star = await listTimings(existing.url, existing.anonKey, token, LIST_QUERY);
    const granted = await listTimings(existing.url, existing.anonKey, token, LIST_QUERY_GRANTED_COLUMNS);
    await existing.close();
    const [memory, memoryMs] = await timed(() => startLocalSupabase({ port: 0, dataDir: null }));
    await memory.close();
    console.log(`start-up, fresh dataDir (migrations + seed): ${freshMs.toFixed(0)} ms`);
    console.log(`start-up, existing dataDir:                  ${existingMs.toFixed(0)} ms`);
    console.log(`start-up, in memory (migrations + seed):     ${memoryMs.toFixed(0)} ms`);
    console.log(`vehicles list select=* as admin, median of 50:           ${star.median.toFixed(1)} ms (HTTP ${star.statuses})`);
    console.log(`vehicles list, granted columns as admin, median of 50:   ${granted.median.toFixed(1)} ms (HTTP ${granted.statuses})`);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
