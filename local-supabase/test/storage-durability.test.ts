import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { startLocalSupabase, type LocalSupabase } from '../src/index';
import { fixtureClientFor } from './harness';

/** Files on disk: what an upload leaves when it is cut off, a restart, and a SIGKILL in the middle of uploads. */

const fixtures = path.join(__dirname, 'fixtures');
const VERSION = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
let root: string;
let dataDir: string;

const start = () =>
  startLocalSupabase({ port: 0, dataDir, migrationsDir: path.join(fixtures, 'migrations'), seedFile: path.join(fixtures, 'seed.sql') });

const storageDir = () => path.join(dataDir, 'storage');
const versionFiles = () =>
  readdirSync(storageDir())
    .filter((name) => VERSION.test(name))
    .sort();
const tmpFiles = () => readdirSync(path.join(storageDir(), 'tmp'));

async function rowVersions(server: LocalSupabase): Promise<string[]> {
  const { rows } = await server.db.query<{ version: string }>('select version from storage.objects order by version');
  return rows.map((row) => row.version);
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'local-supabase-storage-'));
  dataDir = path.join(root, 'data');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

it('leaves no row and no file behind an upload cut off half-way', async () => {
  const server = await start();
  try {
    await fixtureClientFor(server.url, server.serviceRoleKey).storage.createBucket('cut');
    const url = new URL(server.url);
    const outcome = await new Promise<string>((resolve) => {
      const req = httpRequest({
        host: url.hostname,
        port: url.port,
        method: 'POST',
        path: '/storage/v1/object/cut/half.bin',
        headers: {
          apikey: server.serviceRoleKey,
          authorization: `Bearer ${server.serviceRoleKey}`,
          'content-type': 'application/octet-stream',
          'content-length': String(4 * 1024 * 1024),
        },
      });
      req.on('error', () => resolve('socket closed'));
      req.on('close', () => resolve('socket closed'));
      req.on('response', () => resolve('answered'));
      req.write(Buffer.alloc(1024 * 1024), () => setTimeout(() => req.destroy(), 100));
    });
    expect(outcome).toBe('socket closed');
    // The server notices the cut-off on its own time.
    for (let i = 0; i < 200 && tmpFiles().length > 0; i += 1) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(tmpFiles()).toEqual([]);
    expect(versionFiles()).toEqual([]);
    expect(await rowVersions(server)).toEqual([]);

    // A multipart body cut off once the server is writing it (what a closed browser tab does).
    const form = new FormData();
    form.append('', new Blob([randomBytes(32 * 1024 * 1024)]), 'big.bin');
    const controller = new AbortController();
    const aborted = fetch(`${server.url}/storage/v1/object/cut/form.bin`, {
      method: 'POST',
      headers: { apikey: server.serviceRoleKey, authorization: `Bearer ${server.serviceRoleKey}` },
      body: form,
      signal: controller.signal,
    }).then(
      (response) => `answered ${response.status}`,
      () => 'aborted',
    );
    for (let i = 0; i < 2000 && tmpFiles().length === 0; i += 1) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(tmpFiles()).toHaveLength(1);
    controller.abort();
    expect(await aborted).toBe('aborted');
    for (let i = 0; i < 200 && tmpFiles().length > 0; i += 1) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(tmpFiles()).toEqual([]);
    expect(versionFiles()).toEqual([]);
    expect(await rowVersions(server)).toEqual([]);
  } finally {
    await server.close();
  }
}, 60_000);

it('keeps files across a restart, deletes replaced and removed files, and sweeps orphans on start', async () => {
  const first = await start();
  const client = fixtureClientFor(first.url, first.serviceRoleKey);
  await client.storage.createBucket('kept');
  await client.storage.from('kept').upload('a.txt', new TextEncoder().encode('version one'));
  await client.storage.from('kept').upload('a.txt', new TextEncoder().encode('version two'), { upsert: true });
  await client.storage.from('kept').upload('gone.txt', new TextEncoder().encode('removed'));
  await client.storage.from('kept').remove(['gone.txt']);
  expect(versionFiles()).toEqual(await rowVersions(first));
  expect(versionFiles()).toHaveLength(1);
  await first.close();

  const orphan = '00000000-0000-4000-8000-000000000000';
  writeFileSync(path.join(storageDir(), orphan), 'crashed before its row was committed');
  writeFileSync(path.join(storageDir(), 'tmp', 'partial'), 'half an upload');

  const second = await start();
  try {
    expect(existsSync(path.join(storageDir(), orphan))).toBe(false);
    expect(tmpFiles()).toEqual([]);
    const download = await fixtureClientFor(second.url, second.serviceRoleKey).storage.from('kept').download('a.txt');
    expect(await download.data?.text()).toBe('version two');
    expect(versionFiles()).toEqual(await rowVersions(second));
  } finally {
    await second.close();
  }
}, 60_000);

it('keeps every acknowledged upload, byte for byte, when the process is killed with SIGKILL mid-way', async () => {
  const child = spawn(
    process.execPath,
    ['-r', '@export-portal/build-config/register-typescript', path.join(fixtures, 'storage', 'server-process.ts'), dataDir],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const { url, serviceRoleKey } = await new Promise<{ url: string; serviceRoleKey: string }>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', (line) => resolve(JSON.parse(line)));
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  const client = fixtureClientFor(url, serviceRoleKey);
  expect((await client.storage.createBucket('crash')).error).toBeNull();

  const acknowledged = new Map<string, Buffer>();
  let uploads = 0;
  const uploader = async (lane: number) => {
    for (;;) {
      const name = `lane-${lane}/file-${uploads++}.bin`;
      const bytes = randomBytes(64 * 1024 + Math.floor(Math.random() * 256 * 1024));
      const result = await client.storage
        .from('crash')
        .upload(name, bytes, { contentType: 'application/octet-stream' })
        .catch(() => undefined);
      if (!result || result.error) return;
      acknowledged.set(name, bytes);
    }
  };
  const lanes = [0, 1, 2, 3].map(uploader);
  while (acknowledged.size < 12) await new Promise((resolve) => setTimeout(resolve, 5));
  child.kill('SIGKILL');
  await exited;
  await Promise.all(lanes);
  expect(acknowledged.size).toBeGreaterThanOrEqual(12);

  const server = await start();
  try {
    const service = fixtureClientFor(server.url, server.serviceRoleKey).storage.from('crash');
    for (const [name, bytes] of acknowledged) {
      const { data, error } = await service.download(name);
      expect([name, error]).toEqual([name, null]);
      expect([name, Buffer.compare(Buffer.from(await data!.arrayBuffer()), bytes)]).toEqual([name, 0]);
    }
    expect(versionFiles()).toEqual(await rowVersions(server));
    expect(tmpFiles()).toEqual([]);
  } finally {
    await server.close();
  }
}, 120_000);
