import { connect, createServer, type AddressInfo } from 'node:net';
import { SerialQueue } from '../src/serial-queue';

/** Holds the thread as a PGlite statement does: nothing else runs until it returns. */
const statement = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until);
};

it('accepts a new connection between two units of work, however many are waiting', async () => {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const queue = new SerialQueue();
  let done = 0;
  const accepted = new Promise<number>((resolve) =>
    server.once('connection', (socket) => {
      resolve(done);
      socket.destroy();
    }),
  );
  const waiting = Array.from({ length: 50 }, (_, i) =>
    queue.run(
      async () => {
        statement(2);
        done += 1;
      },
      `user:${i % 5}`,
    ),
  );
  const client = connect(port, '127.0.0.1');
  client.on('error', () => undefined);
  try {
    // A person opening the portal while 50 requests wait is let in after the one under way, not
    // after all of them (they would wait a second at 50 busy users).
    expect(await accepted).toBeLessThanOrEqual(2);
    await Promise.all(waiting);
    expect(done).toBe(50);
  } finally {
    client.destroy();
    await new Promise((resolve) => server.close(resolve));
  }
});
