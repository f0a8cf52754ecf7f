import { runClosedLoop, summarise, type LoadRequest, type Sample } from './closedLoop';
import { loadMix } from './loadMix';

const read: LoadRequest = { method: 'GET', path: '/rest/v1/vehicles?select=id' };
const write = (marker: string): LoadRequest => ({
  method: 'POST',
  path: '/rest/v1/vehicle_tasks',
  body: '{}',
  write: { table: 'vehicle_tasks', column: 'note', marker },
});

describe('a level of closed-loop clients', () => {
  it('summarises its requests: nearest-rank percentiles, the slowest, the rate and the answers that were not 2xx', () => {
    const samples: Sample[] = Array.from({ length: 100 }, (_, i) => ({ client: i % 5, ms: i + 1, status: i < 3 ? 500 : 200 }));
    expect(summarise(5, samples, 10)).toEqual({ clients: 5, requests: 100, perSecond: 10, p50: 50, p95: 95, p99: 99, max: 100, failures: 3 });
  });

  it('sends each client its next request only once the last is answered, and keeps only the writes answered 2xx', async () => {
    let inFlight = 0;
    let mostInFlight = 0;
    const result = await runClosedLoop({
      clients: 3,
      warmUpMs: 0,
      measureMs: 60,
      next: (client, n) => (n % 2 === 0 ? read : write(`${client}-${n}`)),
      send: async (client, request) => {
        inFlight += 1;
        mostInFlight = Math.max(mostInFlight, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 5));
        inFlight -= 1;
        // Client 2's writes are refused.
        return request.write && client === 2 ? 403 : 201;
      },
    });
    expect(mostInFlight).toBeLessThanOrEqual(3);
    expect(result.samples.length).toBeGreaterThan(3);
    expect(result.acknowledged.length).toBeGreaterThan(0);
    expect(result.acknowledged.every((written) => !written.marker.startsWith('2-'))).toBe(true);
    expect(result.samples.filter((sample) => sample.status === 403).every((sample) => sample.client === 2)).toBe(true);
  });

  it('counts a request that never got an answer as a failure, and goes on', async () => {
    const result = await runClosedLoop({
      clients: 1,
      warmUpMs: 0,
      measureMs: 30,
      next: () => read,
      send: async () => {
        await new Promise((resolve) => setTimeout(resolve, 2));
        throw new Error('connection reset');
      },
    });
    expect(result.samples.length).toBeGreaterThan(1);
    expect(summarise(1, result.samples, 0.03).failures).toBe(result.samples.length);
  });
});

describe('the mix of requests', () => {
  it('gives every client a role of the rotation and a writer a marker of its own for each write', () => {
    const mix = loadMix('test');
    expect([0, 1, 2, 3, 4].map((client) => mix.userOf(client).email)).toEqual([
      'admin@demo.test',
      'staff@demo.test',
      'client1@demo.test',
      'staff@demo.test',
      'client2@demo.test',
    ]);
    const markers = new Set<string>();
    for (let n = 0; n < 200; n += 1) {
      const request = mix.next(1, n);
      if (request.write) {
        expect(markers.has(request.write.marker)).toBe(false);
        markers.add(request.write.marker);
      }
    }
    expect(markers.size).toBeGreaterThan(0);
  });

  it('sends clients only reads', () => {
    const mix = loadMix('test');
    for (let n = 0; n < 100; n += 1) {
      expect(mix.next(2, n).method === 'GET' || mix.next(2, n).path.startsWith('/rest/v1/rpc/')).toBe(true);
    }
  });
});
