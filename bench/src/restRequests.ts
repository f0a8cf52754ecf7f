import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { startLocalSupabase } from '@export-portal/local-supabase';
import { DEMO_ACCOUNTS, VEHICLE_COLUMNS } from '@export-portal/shared-domain';
import type { Figure, FigureGroup } from './figures';
import { durationFigures, timed } from './timing';

const REQUESTS = 50;

/** The admin Vehicles list as the screen asks for it: newest 50 with the owner's name. */
export const VEHICLE_LIST_PATH = `/rest/v1/vehicles?select=${VEHICLE_COLUMNS},customer:customers(first_name,last_name,company_name)&order=created_at.desc&limit=50`;

export async function adminAccessToken(url: string, anonKey: string): Promise<string> {
  const admin = DEMO_ACCOUNTS.find((account) => account.role === 'admin');
  if (!admin) throw new Error('no admin among the demo accounts');
  const supabase = createClient(url, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
  const { data, error } = await supabase.auth.signInWithPassword({ email: admin.email, password: admin.password });
  if (error || !data.session) throw new Error(`admin sign-in failed: ${error?.message ?? 'no session'}`);
  return data.session.access_token;
}

/** Sequential, so each duration is one request alone on the server. */
async function timeRequests(request: () => Promise<Response>, what: string): Promise<number[]> {
  const durations: number[] = [];
  for (let i = 0; i < REQUESTS; i += 1) {
    const [status, ms] = await timed(async () => {
      const response = await request();
      await response.arrayBuffer();
      return response.status;
    });
    if (status !== 200) throw new Error(`${what} answered HTTP ${status}`);
    durations.push(ms);
  }
  return durations;
}

export const restRequests: FigureGroup = {
  title: 'REST requests',
  async run(): Promise<Figure[]> {
    const backend = await startLocalSupabase({ port: 0, dataDir: null, log: false });
    try {
      const token = await adminAccessToken(backend.url, backend.anonKey);
      const headers = { apikey: backend.anonKey, authorization: `Bearer ${token}` };
      const listed = (await (await fetch(`${backend.url}${VEHICLE_LIST_PATH}`, { headers })).json()) as unknown[];
      if (!Array.isArray(listed) || listed.length === 0) throw new Error('the vehicles list came back empty');
      const vehicleList = await timeRequests(() => fetch(`${backend.url}${VEHICLE_LIST_PATH}`, { headers }), 'vehicles list');
      const dashboardStats = await timeRequests(
        () =>
          fetch(`${backend.url}/rest/v1/rpc/dashboard_stats`, {
            method: 'POST',
            headers: { ...headers, 'content-type': 'application/json' },
            body: '{}',
          }),
        'rpc/dashboard_stats',
      );
      return [
        ...durationFigures(
          'REST vehicles list (admin)',
          vehicleList,
          `GET vehicles, named columns + customer embed, newest ${listed.length}, sequential`,
        ),
        ...durationFigures('REST rpc/dashboard_stats (admin)', dashboardStats, 'POST rpc/dashboard_stats, sequential'),
      ];
    } finally {
      await backend.close();
    }
  },
};
