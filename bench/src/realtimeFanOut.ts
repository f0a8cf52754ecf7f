import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { DEMO_ACCOUNTS, type Role } from '@export-portal/shared-domain';
import { startBackendProcess } from './backendServer';
import type { Figure, FigureGroup } from './figures';
import { median } from './timing';

const SOCKETS = 200;
const CHANGES = 5;

async function accessToken(url: string, anonKey: string, role: Role): Promise<string> {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.role === role)!;
  const client = createClient(url, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
  const { data, error } = await client.auth.signInWithPassword({ email: account.email, password: account.password });
  if (error || !data.session) throw new Error(`${role} sign-in failed: ${error?.message}`);
  return data.session.access_token;
}

/** A bare Phoenix socket joined to shipment changes; resolves once the join is acknowledged. */
function subscriber(url: string, anonKey: string, token: string, index: number, onChange: (vessel: string) => void): Promise<WebSocket> {
  const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/realtime/v1/websocket?apikey=${anonKey}&vsn=1.0.0`);
  return new Promise((resolve, reject) => {
    ws.once('error', reject);
    ws.on('message', (data) => {
      const frame = JSON.parse(data.toString()) as {
        event: string;
        ref: string | null;
        payload: { status?: string; data?: { record?: { vessel_name?: string } } };
      };
      if (frame.event === 'phx_reply' && frame.ref === 'join') {
        if (frame.payload.status === 'ok') resolve(ws);
        else reject(new Error(`join refused: ${JSON.stringify(frame.payload)}`));
      }
      const vessel = frame.payload.data?.record?.vessel_name;
      if (frame.event === 'postgres_changes' && vessel) onChange(vessel);
    });
    ws.once('open', () =>
      ws.send(
        JSON.stringify({
          topic: `realtime:fan-out-${index}`,
          event: 'phx_join',
          ref: 'join',
          join_ref: 'join',
          payload: { config: { postgres_changes: [{ event: 'UPDATE', schema: 'public', table: 'shipments' }] }, access_token: token },
        }),
      ),
    );
  });
}

const megabytes = (bytes: number) => bytes / (1024 * 1024);

/** 200 sockets of two staff users on one board, one shipment change, until every socket has it. */
export const realtimeFanOut: FigureGroup = {
  title: 'realtime fan-out',
  async run(): Promise<Figure[]> {
    const server = startBackendProcess();
    try {
      const { url, anonKey, serviceRoleKey } = await server.first;
      const tokens = [await accessToken(url, anonKey, 'staff'), await accessToken(url, anonKey, 'admin')];
      const before = await server.report();
      const seen = new Map<string, number>();
      let expected = '';
      let allSeen: (() => void) | undefined;
      const onChange = (vessel: string) => {
        if (vessel !== expected) return;
        const count = (seen.get(vessel) ?? 0) + 1;
        seen.set(vessel, count);
        if (count === SOCKETS) allSeen?.();
      };
      const sockets: WebSocket[] = [];
      for (let index = 0; index < SOCKETS; index += 1) sockets.push(await subscriber(url, anonKey, tokens[index % tokens.length]!, index, onChange));
      const after = await server.report();
      if (after.channels !== SOCKETS) throw new Error(`${after.channels} of ${SOCKETS} channels joined`);

      const service = createClient(url, serviceRoleKey, {
        auth: { persistSession: false, autoRefreshToken: false },
        realtime: { transport: WebSocket as never },
      });
      const { data: shipment, error } = await service.from('shipments').select('id').limit(1).single();
      if (error) throw error;
      const durations: number[] = [];
      for (let change = 0; change < CHANGES; change += 1) {
        expected = `Fan-out ${change}`;
        const everyone = new Promise<void>((resolve) => (allSeen = resolve));
        const started = performance.now();
        await service.from('shipments').update({ vessel_name: expected }).eq('id', shipment.id);
        await everyone;
        durations.push(performance.now() - started);
      }
      for (const ws of sockets) ws.close();
      const runs = `(${CHANGES} changes)`;
      return [
        {
          name: 'realtime fan-out to 200 sockets median',
          value: median(durations),
          unit: 'ms',
          measures: `update request sent until all 200 subscribed sockets have the change ${runs}`,
        },
        { name: 'realtime fan-out to 200 sockets max', value: Math.max(...durations), unit: 'ms', measures: `slowest of the same ${runs}` },
        {
          name: 'realtime server memory before sockets',
          value: megabytes(before.rss),
          unit: 'MiB',
          measures: 'resident memory of the backend process, signed-in, no socket open',
        },
        {
          name: 'realtime server memory with 200 sockets',
          value: megabytes(after.rss),
          unit: 'MiB',
          measures: 'the same process with 200 joined sockets (two users, one binding each)',
        },
      ];
    } finally {
      await server.stop();
    }
  },
};
