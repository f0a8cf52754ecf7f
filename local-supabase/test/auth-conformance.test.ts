import path from 'node:path';
import { AuthWeakPasswordError, type SupabaseClient } from '@supabase/supabase-js';
import { clientFor, startTestBackend, type TestBackend } from './harness';
import { DEMO_ADMIN } from './demo-accounts';

let backend: TestBackend;
let anon: SupabaseClient;

beforeAll(async () => {
  backend = await startTestBackend({ functionsDir: path.join(__dirname, 'fixtures', 'functions') });
  anon = clientFor(backend.url, backend.anonKey);
}, 120_000);

afterAll(() => backend?.close());

describe('auth/v1 as supabase-js uses it', () => {
  it('signs up with metadata, returns a session, and the sign-up trigger creates a client profile', async () => {
    const client = clientFor(backend.url, backend.anonKey);
    const { data, error } = await client.auth.signUp({
      email: 'New.Person@Example.test',
      password: 'long-enough',
      options: { data: { first_name: 'Nadia', last_name: 'Roy', company: 'Roy Autos' } },
    });
    expect(error).toBeNull();
    expect(data.session?.access_token).toEqual(expect.any(String));
    expect(data.user?.email).toBe('new.person@example.test');
    expect(data.user?.user_metadata).toMatchObject({ first_name: 'Nadia', company: 'Roy Autos' });
    const profile = await client.from('profiles').select('role, first_name').eq('user_id', data.user!.id).single();
    expect(profile.error).toBeNull();
    expect(profile.data).toEqual({ role: 'client', first_name: 'Nadia' });
  });

  it('signs in with a password, reads the user, refreshes and signs out', async () => {
    const client = clientFor(backend.url, backend.anonKey);
    const signIn = await client.auth.signInWithPassword(DEMO_ADMIN);
    expect(signIn.error).toBeNull();
    const session = signIn.data.session!;
    const claims = JSON.parse(Buffer.from(session.access_token.split('.')[1]!, 'base64url').toString());
    expect(claims).toMatchObject({ role: 'authenticated', aud: 'authenticated', email: DEMO_ADMIN.email, is_anonymous: false });
    expect(claims.app_metadata).toMatchObject({ provider: 'email', providers: ['email'] });

    const user = await client.auth.getUser();
    expect(user.data.user?.email).toBe(DEMO_ADMIN.email);

    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session?.refresh_token).not.toBe(session.refresh_token);
    expect((await client.auth.getUser()).data.user?.id).toBe(user.data.user?.id);

    expect((await client.auth.signOut()).error).toBeNull();
    const afterSignOut = await clientFor(backend.url, backend.anonKey).auth.getUser(refreshed.data.session!.access_token);
    expect(afterSignOut.data.user).toBeNull();
    const reuse = await clientFor(backend.url, backend.anonKey).auth.refreshSession({
      refresh_token: refreshed.data.session!.refresh_token,
    });
    expect(reuse.error?.code).toBe('refresh_token_not_found');
  });

  it('reports wrong credentials as invalid_credentials (400)', async () => {
    const { error } = await anon.auth.signInWithPassword({ email: DEMO_ADMIN.email, password: 'not-the-password' });
    expect(error?.status).toBe(400);
    expect(error?.code).toBe('invalid_credentials');
    expect(error?.message).toBe('Invalid login credentials');
  });

  it('reports a short password as weak_password (422) with reasons', async () => {
    const { error } = await anon.auth.signUp({ email: 'weak@example.test', password: '12345' });
    expect(error).toBeInstanceOf(AuthWeakPasswordError);
    expect(error?.status).toBe(422);
    expect((error as AuthWeakPasswordError).reasons).toEqual(['length']);
  });

  it('refuses a second sign-up with the same email as user_already_exists (422)', async () => {
    const { error } = await anon.auth.signUp({ email: DEMO_ADMIN.email.toUpperCase(), password: 'whatever-long' });
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('user_already_exists');
  });

  it('lets only the service role use the admin user endpoints', async () => {
    const service = clientFor(backend.url, backend.serviceRoleKey);
    const created = await service.auth.admin.createUser({
      email: 'made-by-admin@example.test',
      password: 'first-password',
      email_confirm: true,
      user_metadata: { first_name: 'Made' },
    });
    expect(created.error).toBeNull();
    const id = created.data.user!.id;
    const updated = await service.auth.admin.updateUserById(id, { password: 'second-password', user_metadata: { last_name: 'Later' } });
    expect(updated.data.user?.user_metadata).toMatchObject({ first_name: 'Made', last_name: 'Later' });
    const listed = await service.auth.admin.listUsers({ page: 1, perPage: 100 });
    expect(listed.data.users.map((u) => u.email)).toEqual(expect.arrayContaining(['made-by-admin@example.test', DEMO_ADMIN.email]));
    const signIn = await clientFor(backend.url, backend.anonKey).auth.signInWithPassword({
      email: 'made-by-admin@example.test',
      password: 'second-password',
    });
    expect(signIn.error).toBeNull();

    const refused = await anon.auth.admin.listUsers();
    expect(refused.error?.status).toBe(403);
  });
});

describe('functions/v1', () => {
  it('runs a handler with the request body and the project keys in its environment', async () => {
    const { data, error } = await anon.functions.invoke('echo', { body: { ping: 1 } });
    expect(error).toBeNull();
    expect(data).toEqual({ method: 'POST', received: { ping: 1 }, authorized: true, hasServiceKey: true, url: backend.url });
  });

  it('runs create-demo-users, which is switched off unless the server enables it', async () => {
    const { error } = await anon.functions.invoke('create-demo-users');
    const response = (error as { context?: Response }).context!;
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: 'demo_users_disabled', message: 'Demo users are switched off on this server.' });
  });

  it('answers an unknown function with 404', async () => {
    const { error } = await anon.functions.invoke('no-such-function');
    expect((error as { context?: Response }).context?.status).toBe(404);
  });
});
