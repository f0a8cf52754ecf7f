/**
 * @jest-environment node
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fetchPortalConfig, parsePortalConfig, PortalConfigError } from './portalConfig';

const valid = {
  supabaseUrl: 'http://localhost:54321',
  supabaseAnonKey: 'anon-key',
  remotes: {
    admin_app: 'http://localhost:3001/mf-manifest.json',
    staff_app: 'http://localhost:3002/mf-manifest.json',
    client_app: 'https://client.example.com/portal/mf-manifest.json',
  },
};

describe('parsePortalConfig', () => {
  it('accepts a complete configuration', () => {
    expect(parsePortalConfig(valid)).toEqual(valid);
  });

  it.each([
    [null, 'The configuration is not a JSON object.'],
    [[], 'The configuration is not a JSON object.'],
    [{ ...valid, supabaseUrl: undefined }, '"supabaseUrl" is missing.'],
    [{ ...valid, supabaseUrl: 'not a url' }, '"supabaseUrl" is not a valid URL: not a url'],
    [{ ...valid, supabaseAnonKey: '  ' }, '"supabaseAnonKey" is missing.'],
    [{ ...valid, remotes: undefined }, '"remotes" is missing.'],
    [{ ...valid, remotes: { ...valid.remotes, staff_app: undefined } }, '"remotes.staff_app" is missing.'],
  ])('rejects %j naming what is wrong', (raw, message) => {
    expect(() => parsePortalConfig(raw)).toThrow(new PortalConfigError(message));
  });
});

describe('fetchPortalConfig', () => {
  let server: Server;
  let base: string;
  const responses = new Map<string, { status: number; body: string }>();

  beforeAll(async () => {
    server = createServer((request, response) => {
      const answer = responses.get(request.url ?? '') ?? { status: 404, body: 'Not Found' };
      response.writeHead(answer.status, { 'Content-Type': 'application/json' }).end(answer.body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    responses.set('/good.json', { status: 200, body: JSON.stringify(valid) });
    responses.set('/broken.json', { status: 200, body: '{"supabaseUrl": ' });
    responses.set('/incomplete.json', { status: 200, body: '{"supabaseUrl": "http://x.test"}' });
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('reads a served configuration', async () => {
    await expect(fetchPortalConfig(`${base}/good.json`)).resolves.toEqual(valid);
  });

  it('reports a missing file with the status it got', async () => {
    await expect(fetchPortalConfig(`${base}/missing.json`)).rejects.toThrow(`${base}/missing.json answered 404`);
  });

  it('reports malformed JSON', async () => {
    await expect(fetchPortalConfig(`${base}/broken.json`)).rejects.toThrow('is not valid JSON.');
  });

  it('reports an incomplete configuration', async () => {
    await expect(fetchPortalConfig(`${base}/incomplete.json`)).rejects.toThrow('"supabaseAnonKey" is missing.');
  });

  it('reports an unreachable server', async () => {
    await expect(fetchPortalConfig('http://127.0.0.1:9/portal-config.json')).rejects.toBeInstanceOf(PortalConfigError);
  });
});
