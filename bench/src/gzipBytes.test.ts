import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { gzipTransferBytes, totalGzipBytes } from './gzipBytes';

const script = 'export const vehicles = [];\n'.repeat(200);

let server: Server;
let origin: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/missing.js') {
      response.writeHead(404).end();
      return;
    }
    const acceptsGzip = (request.headers['accept-encoding'] ?? '').includes('gzip');
    response.writeHead(200, acceptsGzip ? { 'content-encoding': 'gzip' } : {});
    response.end(acceptsGzip ? gzipSync(script) : script);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('bytes of a script sent with gzip', () => {
  it('counts the compressed body as sent, not the script once unpacked', async () => {
    await expect(gzipTransferBytes(`${origin}/main.js`)).resolves.toBe(gzipSync(script).length);
  });

  it('adds up every script of a page', async () => {
    await expect(totalGzipBytes([`${origin}/a.js`, `${origin}/b.js`])).resolves.toBe(2 * gzipSync(script).length);
  });

  it('refuses a script the server does not have rather than counting it as empty', async () => {
    await expect(gzipTransferBytes(`${origin}/missing.js`)).rejects.toThrow('answered HTTP 404');
  });
});
