import { percentile } from './timing';

/** One request a client sends: what a screen of its role asks the backend for. */
export interface LoadRequest {
  method: 'GET' | 'HEAD' | 'POST' | 'PATCH';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** A write the server must keep once it has answered 2xx: how to find it afterwards. */
  write?: AcknowledgedWrite;
}

export interface AcknowledgedWrite {
  table: 'communications' | 'vehicle_tasks';
  /** The column holding the marker and the marker itself, unique to this write. */
  column: 'message' | 'note';
  marker: string;
}

/** What one client does next: the n-th request of its own sequence, built for the client's numbered write. */
export type NextRequest = (client: number, n: number) => LoadRequest;

export interface Sample {
  client: number;
  ms: number;
  status: number;
}

export interface LevelSummary {
  clients: number;
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Answers other than 2xx, and requests that never got one. */
  failures: number;
}

export function summarise(clients: number, samples: readonly Sample[], seconds: number): LevelSummary {
  const times = samples.map((sample) => sample.ms);
  return {
    clients,
    requests: samples.length,
    perSecond: samples.length / seconds,
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    p99: percentile(times, 0.99),
    max: Math.max(...times),
    failures: samples.filter((sample) => sample.status < 200 || sample.status > 299).length,
  };
}

export interface ClosedLoopOptions {
  clients: number;
  /** Sent and answered but not counted: the server's code is compiled and its caches filled as in a portal that has been serving. */
  warmUpMs: number;
  measureMs: number;
  next: NextRequest;
  send: (client: number, request: LoadRequest) => Promise<number>;
}

export interface ClosedLoopResult {
  samples: Sample[];
  /** Writes answered 2xx, during the warm-up too. */
  acknowledged: AcknowledgedWrite[];
  seconds: number;
}

/**
 * Closed loop: each client sends its next request as soon as the last one is answered, so the
 * load is what the server can take and a slow answer holds its client back, as a person waits
 * for a screen. Every request sent during the measurement is counted, however late its answer.
 */
export async function runClosedLoop({ clients, warmUpMs, measureMs, next, send }: ClosedLoopOptions): Promise<ClosedLoopResult> {
  const samples: Sample[] = [];
  const acknowledged: AcknowledgedWrite[] = [];
  const started = performance.now();
  const measureFrom = started + warmUpMs;
  const stopAt = measureFrom + measureMs;
  const loop = async (client: number) => {
    for (let n = 0; performance.now() < stopAt; n += 1) {
      const request = next(client, n);
      const sent = performance.now();
      const status = await send(client, request).catch(() => 0);
      const answered = performance.now();
      if (request.write && status >= 200 && status <= 299) acknowledged.push(request.write);
      if (sent >= measureFrom) samples.push({ client, ms: answered - sent, status });
    }
  };
  await Promise.all(Array.from({ length: clients }, (_, client) => loop(client)));
  return { samples, acknowledged, seconds: measureMs / 1000 };
}
