import path from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { fixtureClientFor, startTestBackend, type TestBackend } from './harness';

/**
 * The server evaluates whatever policies exist on storage.objects as the caller (the fixture's:
 * a user's own folder, plus `shared/` to read). Outcomes are checked with the service role.
 */

let backend: TestBackend;
let service: SupabaseClient;
let anon: SupabaseClient;
const users = {} as Record<'alice' | 'bob', { id: string; client: SupabaseClient }>;

const text = (value: string) => new TextEncoder().encode(value);

async function signUp(email: string) {
  const created = await service.auth.admin.createUser({ email, password: 'vault-password-1', email_confirm: true });
  if (created.error) throw created.error;
  const client = fixtureClientFor(backend.url, backend.anonKey);
  const signedIn = await client.auth.signInWithPassword({ email, password: 'vault-password-1' });
  if (signedIn.error) throw signedIn.error;
  return { id: created.data.user!.id, client };
}

const objectNames = async () =>
  (await backend.db.query<{ name: string }>("select name from storage.objects where bucket_id = 'vault' order by name")).rows.map((row) => row.name);

beforeAll(async () => {
  backend = await startTestBackend({ migrationsDir: path.join(__dirname, 'fixtures', 'storage', 'migrations'), seedFile: null });
  service = fixtureClientFor(backend.url, backend.serviceRoleKey);
  anon = fixtureClientFor(backend.url, backend.anonKey);
  users.alice = await signUp('alice@vault.test');
  users.bob = await signUp('bob@vault.test');
}, 60_000);
afterAll(() => backend.close());

beforeEach(async () => {
  await service.storage.emptyBucket('vault');
  for (const name of [`${users.alice.id}/a.txt`, `${users.bob.id}/b.txt`, 'shared/s.txt']) {
    const { error } = await service.storage.from('vault').upload(name, text(name), { contentType: 'text/plain' });
    if (error) throw error;
  }
}, 30_000);

const vault = (client: SupabaseClient) => client.storage.from('vault');

it('lets a user list, download and sign only what the select policy shows them', async () => {
  const alice = vault(users.alice.client);
  expect((await alice.list()).data?.map((entry) => entry.name)).toEqual([users.alice.id, 'shared'].sort());
  expect((await alice.list(users.bob.id)).data).toEqual([]);
  expect(await (await alice.download(`${users.alice.id}/a.txt`)).data?.text()).toBe(`${users.alice.id}/a.txt`);
  expect(await (await alice.download('shared/s.txt')).data?.text()).toBe('shared/s.txt');
  expect((await alice.download(`${users.bob.id}/b.txt`)).error).toMatchObject({ status: 404 });
  expect((await alice.info(`${users.bob.id}/b.txt`)).error).toMatchObject({ status: 404 });

  expect((await alice.createSignedUrl(`${users.bob.id}/b.txt`, 60)).error).toMatchObject({ status: 404 });
  const many = await alice.createSignedUrls([`${users.alice.id}/a.txt`, `${users.bob.id}/b.txt`], 60);
  expect(many.data?.map((entry) => entry.signedUrl === null)).toEqual([false, true]);
  // A URL signed for someone allowed to read works for whoever holds it, as on a hosted project.
  const signed = await alice.createSignedUrl(`${users.alice.id}/a.txt`, 60);
  expect(await (await fetch(signed.data!.signedUrl)).text()).toBe(`${users.alice.id}/a.txt`);
});

it('lets a user upload, overwrite, move and delete only where the policies allow', async () => {
  const alice = vault(users.alice.client);
  expect((await alice.upload(`${users.alice.id}/new.txt`, text('mine'))).error).toBeNull();
  const intoBob = await alice.upload(`${users.bob.id}/new.txt`, text('theirs'));
  expect(intoBob.error).toMatchObject({ status: 403, message: 'new row violates row-level security policy' });
  expect((await alice.upload(`${users.alice.id}/a.txt`, text('replaced'), { upsert: true })).error).toBeNull();
  expect((await alice.upload(`${users.bob.id}/b.txt`, text('overwrite'), { upsert: true })).error).toMatchObject({ status: 403 });
  expect((await alice.upload('shared/s.txt', text('overwrite'), { upsert: true })).error).toMatchObject({ status: 403 });
  expect((await alice.createSignedUploadUrl(`${users.bob.id}/later.txt`)).error).toMatchObject({ status: 403 });
  // A signed upload URL is used without the caller's rights: replacing needs the update policy now.
  expect((await alice.createSignedUploadUrl('shared/s.txt', { upsert: true })).error).toMatchObject({ status: 403 });
  expect((await alice.createSignedUploadUrl(`${users.alice.id}/a.txt`)).error).toMatchObject({ status: 409 });
  const replace = await alice.createSignedUploadUrl(`${users.alice.id}/a.txt`, { upsert: true });
  expect(replace.error).toBeNull();

  expect((await alice.move(`${users.alice.id}/new.txt`, `${users.bob.id}/moved.txt`)).error).toMatchObject({ status: 403 });
  expect((await alice.move(`${users.bob.id}/b.txt`, `${users.alice.id}/stolen.txt`)).error).toMatchObject({ status: 404 });
  expect((await alice.move(`${users.alice.id}/new.txt`, `${users.alice.id}/moved.txt`)).error).toBeNull();

  const removed = await alice.remove([`${users.bob.id}/b.txt`, 'shared/s.txt', `${users.alice.id}/moved.txt`]);
  expect(removed.data?.map((row) => row.name)).toEqual([`${users.alice.id}/moved.txt`]);

  expect(await objectNames()).toEqual([`${users.alice.id}/a.txt`, `${users.bob.id}/b.txt`, 'shared/s.txt'].sort());
  const stored = await service.storage.from('vault').download(`${users.bob.id}/b.txt`);
  expect(await stored.data?.text()).toBe(`${users.bob.id}/b.txt`);
  expect(await (await service.storage.from('vault').download(`${users.alice.id}/a.txt`)).data?.text()).toBe('replaced');
});

it('gives bucket management to the service role and shows users only the buckets policies allow', async () => {
  expect((await users.alice.client.storage.createBucket('mine', { public: false })).error).toMatchObject({ status: 403 });
  expect((await users.alice.client.storage.listBuckets()).data?.map((bucket) => bucket.id)).toEqual(['vault']);
  expect((await users.alice.client.storage.deleteBucket('vault')).error).toMatchObject({ status: 404 });
  expect((await anon.storage.listBuckets()).data).toEqual([]);
  expect((await service.storage.createBucket('mine', { public: false })).error).toBeNull();
  expect((await service.storage.deleteBucket('mine')).error).toBeNull();
});

it('gives anonymous callers nothing and the service role everything', async () => {
  const stranger = vault(anon);
  expect((await stranger.list()).data).toEqual([]);
  expect((await stranger.download('shared/s.txt')).error).toMatchObject({ status: 404 });
  expect((await stranger.upload('shared/anon.txt', text('x'))).error).toMatchObject({ status: 403 });
  expect((await stranger.createSignedUrl('shared/s.txt', 60)).error).toMatchObject({ status: 404 });
  expect((await stranger.remove(['shared/s.txt'])).data).toEqual([]);

  const admin = vault(service);
  expect((await admin.list()).data?.map((entry) => entry.name)).toEqual([users.alice.id, users.bob.id, 'shared'].sort());
  expect(await (await admin.download(`${users.bob.id}/b.txt`)).data?.text()).toBe(`${users.bob.id}/b.txt`);
  expect((await admin.move(`${users.bob.id}/b.txt`, 'shared/b.txt')).error).toBeNull();
  expect((await admin.remove(['shared/b.txt'])).data?.map((row) => row.name)).toEqual(['shared/b.txt']);
});
