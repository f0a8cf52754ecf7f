import path from 'node:path';
import { startBackendProcess } from './backendServer';
import { runClosedLoop, summarise, type AcknowledgedWrite, type LoadRequest, type Sample } from './closedLoop';
import type { Figure, FigureGroup } from './figures';
import { loadMix, type LoadUser } from './loadMix';
import { percentile } from './timing';

/** Clients at each level, and how long each is measured after its warm-up. */
const LEVELS = [
  { clients: 5, warmUpMs: 2_000, measureMs: 10_000 },
  { clients: 20, warmUpMs: 2_000, measureMs: 10_000 },
  { clients: 50, warmUpMs: 3_000, measureMs: 15_000 },
] as const;

/** Requests sent one at a time to measure what each costs the backend, after as many uncounted. */
const SEQUENTIAL_REQUESTS = 400;

/** Where the backend's CPU profile of each level is written, when set: `backend-load-<clients>.cpuprofile`. */
const PROFILE_DIR = process.env.BENCH_BACKEND_PROFILE_DIR;

/**
 * Sends one request and reads its answer whole; resolves with its status. Node's fetch keeps its
 * connections open between requests, as a browser does (Node's http agent does not reuse one after
 * a HEAD answered without a length, so every count would open a connection of its own).
 */
async function send(base: string, request: LoadRequest, headers: Record<string, string>): Promise<number> {
  const response = await fetch(`${base}${request.path}`, {
    method: request.method,
    headers: { ...headers, ...request.headers, ...(request.body ? { 'content-type': 'application/json' } : {}) },
    body: request.body,
  });
  await response.arrayBuffer();
  return response.status;
}

async function signIn(url: string, anonKey: string, user: LoadUser): Promise<string> {
  const response = await fetch(`${url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email: user.email, password: user.password }),
  });
  const body = (await response.json()) as { access_token?: string };
  if (!response.ok || !body.access_token) throw new Error(`${user.email} could not sign in (HTTP ${response.status})`);
  return body.access_token;
}

/** Writes answered 2xx that the database does not hold, read afterwards with the service key. */
async function lostWrites(url: string, serviceRoleKey: string, writes: readonly AcknowledgedWrite[]): Promise<number> {
  const headers = { apikey: serviceRoleKey, authorization: `Bearer ${serviceRoleKey}` };
  let lost = 0;
  for (const table of ['communications', 'vehicle_tasks'] as const) {
    const expected = writes.filter((write) => write.table === table);
    if (expected.length === 0) continue;
    const column = expected[0]!.column;
    const held = new Set<string>();
    for (let offset = 0; ; offset += 1000) {
      const response = await fetch(`${url}/rest/v1/${table}?select=${column}&${column}=like.load-*&order=id&offset=${offset}&limit=1000`, {
        headers,
      });
      if (!response.ok) throw new Error(`reading back ${table} answered HTTP ${response.status}`);
      const rows = (await response.json()) as Record<string, string>[];
      for (const row of rows) held.add(row[column]!);
      if (rows.length < 1000) break;
    }
    lost += expected.filter((write) => !held.has(write.marker)).length;
  }
  return lost;
}

/** Each role's p95, to show whether one role's requests wait while the others' are served. */
function p95ByRole(samples: readonly Sample[], userOf: (client: number) => LoadUser): string {
  const byRole = new Map<string, number[]>();
  for (const sample of samples) {
    const role = userOf(sample.client).role;
    byRole.set(role, [...(byRole.get(role) ?? []), sample.ms]);
  }
  return [...byRole].map(([role, times]) => `${role} ${percentile(times, 0.95).toFixed(0)}`).join(', ');
}

/**
 * The embedded backend in a process of its own: first what one request of the mix costs it, sent
 * one at a time (CPU time and calls into the database, which depend little on what else the
 * machine is doing); then closed-loop clients of every role, each signed in for itself and sending
 * its screens' reads and some writes, at each level; then every write it acknowledged is looked for.
 */
export const closedLoopLoad: FigureGroup = {
  title: 'backend under load',
  async run(): Promise<Figure[]> {
    const server = startBackendProcess();
    try {
      const { url, anonKey, serviceRoleKey } = await server.first;
      // Each client signs in for itself, as each person at a screen has a session of their own.
      const mostClients = Math.max(...LEVELS.map((level) => level.clients));
      const rotation = loadMix('sign-in');
      const tokens: string[] = [];
      for (let client = 0; client < mostClients; client += 1) tokens.push(await signIn(url, anonKey, rotation.userOf(client)));
      const headersOf = (client: number) => ({ apikey: anonKey, authorization: `Bearer ${tokens[client]}` });

      const figures: Figure[] = [];
      const acknowledged: AcknowledgedWrite[] = [];
      const sequential = loadMix('one-at-a-time');
      const oneAtATime = async (from: number) => {
        for (let i = from; i < from + SEQUENTIAL_REQUESTS; i += 1) {
          const client = i % 5;
          const request = sequential.next(client, Math.floor(i / 5));
          const status = await send(url, request, headersOf(client));
          if (status < 200 || status > 299) throw new Error(`${request.method} ${request.path} answered HTTP ${status}`);
          if (request.write) acknowledged.push(request.write);
        }
      };
      await oneAtATime(0);
      const before = await server.report();
      await oneAtATime(SEQUENTIAL_REQUESTS);
      const after = await server.report();
      const what = `the mix of every role's requests sent one at a time, ${SEQUENTIAL_REQUESTS} requests after as many uncounted`;
      figures.push(
        {
          name: 'backend CPU per request',
          value: (after.cpuMicros - before.cpuMicros) / 1000 / SEQUENTIAL_REQUESTS,
          unit: 'ms',
          measures: `CPU time of the backend process (user and system) per request: ${what}`,
        },
        {
          name: 'database calls per request',
          value: ((after.databaseCalls - before.databaseCalls) / SEQUENTIAL_REQUESTS).toFixed(2),
          unit: 'count',
          measures: `calls into PGlite per request (each runs the Postgres loop once): ${what}`,
        },
      );

      for (const [index, level] of LEVELS.entries()) {
        const mix = loadMix(`level${index}`);
        if (PROFILE_DIR) await server.startProfile(path.join(PROFILE_DIR, `backend-load-${level.clients}.cpuprofile`));
        const result = await runClosedLoop({ ...level, next: mix.next, send: (client, request) => send(url, request, headersOf(client)) });
        if (PROFILE_DIR) await server.stopProfile();
        acknowledged.push(...result.acknowledged);
        const summary = summarise(level.clients, result.samples, result.seconds);
        const measures = `${level.clients} closed-loop clients of mixed roles, ${summary.requests} requests (${summary.perSecond.toFixed(0)}/s), ${summary.failures} failed`;
        figures.push(
          { name: `backend load, ${level.clients} clients p50`, value: summary.p50, unit: 'ms', measures },
          {
            name: `backend load, ${level.clients} clients p95`,
            value: summary.p95,
            unit: 'ms',
            measures: `${measures}; p95 by role: ${p95ByRole(result.samples, mix.userOf)}`,
          },
          { name: `backend load, ${level.clients} clients p99`, value: summary.p99, unit: 'ms', measures },
          { name: `backend load, ${level.clients} clients max`, value: summary.max, unit: 'ms', measures },
        );
      }
      const lost = await lostWrites(url, serviceRoleKey, acknowledged);
      figures.push({
        name: 'backend load, acknowledged writes lost',
        value: lost,
        unit: 'count',
        measures: `of ${acknowledged.length} writes answered 2xx, those the database does not hold afterwards (read with the service key)`,
      });
      return figures;
    } finally {
      await server.stop();
    }
  },
};
