import { startLocalSupabase } from '@export-portal/local-supabase';
import { DEMO_ACCOUNTS } from '@export-portal/shared-domain';
import type { Figure, FigureGroup } from './figures';
import { timed } from './timing';

/** `customers(a:transactions(customers(…)),b:…)`: embeds as broad and deep as the URL allows. */
function embedTree(depth: number, breadth: number, tables: readonly [string, string]): string {
  if (depth === 0) return 'id';
  const [table, other] = tables;
  const children = Array.from({ length: breadth }, (_, i) => `e${depth}${i}:${embedTree(depth - 1, breadth, [other, table])}`);
  return `${table}(id,${children.join(',')})`;
}

/** The most expensive requests of a hostile probe, each sent by a signed-in staff user. */
const HOSTILE_PATHS: Record<string, string> = {
  'embed tree over transactions (7 KB URL)': `transactions?select=${embedTree(4, 4, ['customers', 'transactions'])}`.slice(0, 7000),
  'embed chain 8 deep (to-many at every other level)': `transactions?select=${embedTree(8, 1, ['customers', 'transactions'])}`,
  'embed tree over customers (13 KB URL)': `customers?select=id,${embedTree(5, 4, ['vehicles', 'customers'])}`.slice(0, 13000),
  'nested regular expression': 'vehicles?select=id&vin=match.(.%7B1,255%7D)%7B1,255%7D',
  'every to-many embed of every customer': 'customers?select=*,vehicles(id,make,model),shipments(*),documents(*),communications(*),transactions(*)',
};

const TRIVIAL_PATH = 'profiles?select=first_name';

async function accessToken(url: string, anonKey: string, role: string): Promise<string> {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.role === role);
  if (!account) throw new Error(`no ${role} among the demo accounts`);
  const response = await fetch(`${url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  const body = (await response.json()) as { access_token?: string };
  if (!body.access_token) throw new Error(`${role} sign-in failed with HTTP ${response.status}`);
  return body.access_token;
}

const megabytes = (bytes: number) => bytes / 1024 / 1024;

const ROUNDS = 3;

type Get = (path: string, token: string) => Promise<[number, number]>;

interface Round {
  hostile: { name: string; status: number; ms: number }[];
  bystanderMs: number;
}

/** Every hostile request once, each with another user's trivial request sent at the same moment. */
async function hostileRound(get: Get, attacker: string, bystander: string): Promise<Round> {
  const round: Round = { hostile: [], bystanderMs: 0 };
  for (const [name, path] of Object.entries(HOSTILE_PATHS)) {
    const [[status, ms], [trivialStatus, trivialMs]] = await Promise.all([get(path, attacker), get(TRIVIAL_PATH, bystander)]);
    if (trivialStatus !== 200) throw new Error(`the trivial request answered HTTP ${trivialStatus}`);
    round.hostile.push({ name, status, ms });
    round.bystanderMs = Math.max(round.bystanderMs, trivialMs);
  }
  return round;
}

export const hostileRequests: FigureGroup = {
  title: 'hostile requests',
  async run(): Promise<Figure[]> {
    const backend = await startLocalSupabase({ port: 0, dataDir: null, log: false });
    try {
      const get = (path: string, token: string) =>
        timed(async () => {
          const response = await fetch(`${backend.url}/rest/v1/${path}`, {
            headers: { apikey: backend.anonKey, authorization: `Bearer ${token}` },
          });
          await response.arrayBuffer();
          return response.status;
        });
      const attacker = await accessToken(backend.url, backend.anonKey, 'staff');
      const bystander = await accessToken(backend.url, backend.anonKey, 'client');
      await get(TRIVIAL_PATH, bystander);
      const rssBefore = process.memoryUsage().rss;
      const rounds: Round[] = [];
      for (let round = 0; round < ROUNDS; round += 1) rounds.push(await hostileRound(get, attacker, bystander));
      const rssAfter = process.memoryUsage().rss;
      const [cold, ...warm] = rounds as [Round, ...Round[]];
      const slowest = warm.flatMap((round) => round.hostile).reduce((a, b) => (b.ms > a.ms ? b : a));
      const statuses = cold.hostile.map((entry) => entry.status).join(', ');
      return [
        { name: 'hostile request, slowest', value: slowest.ms, unit: 'ms', measures: `${slowest.name}, HTTP ${slowest.status} (rounds 2-${ROUNDS})` },
        {
          name: 'trivial request beside a hostile one',
          value: Math.max(...warm.map((round) => round.bystanderMs)),
          unit: 'ms',
          measures: `another user's GET ${TRIVIAL_PATH} sent with each hostile request, slowest (rounds 2-${ROUNDS})`,
        },
        {
          name: 'trivial request beside a hostile one, cold',
          value: cold.bystanderMs,
          unit: 'ms',
          measures: `the same in the first round, when each query is planned for the first time`,
        },
        { name: 'hostile request statuses', value: statuses, unit: '', measures: Object.keys(HOSTILE_PATHS).join('; ') },
        { name: 'RSS before hostile requests', value: megabytes(rssBefore), unit: 'MiB', measures: 'bench process with the backend in it' },
        {
          name: 'RSS after hostile requests',
          value: megabytes(rssAfter),
          unit: 'MiB',
          measures: `${ROUNDS} rounds of ${Object.keys(HOSTILE_PATHS).length} hostile requests later`,
        },
      ];
    } finally {
      await backend.close();
    }
  },
};
