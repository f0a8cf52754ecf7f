/**
 * @jest-environment node
 */
import { DEMO_ACCOUNTS } from '@export-portal/shared-domain';
import { clientFor, signedInClient, startTestBackend, type TestBackend } from '@export-portal/local-supabase/testing';
import { QueryClient } from '@tanstack/react-query';
import { fetchRole, readStoredSessionRole } from './fetchRole';

const account = (role: string) => DEMO_ACCOUNTS.find((candidate) => candidate.role === role)!;

describe('fetchRole against the real backend', () => {
  let backend: TestBackend;

  beforeAll(async () => {
    backend = await startTestBackend();
  }, 60_000);
  afterAll(() => backend.close());

  it.each(['admin', 'staff', 'client'])('reads the %s role from profiles by user_id', async (role) => {
    const { email, password } = account(role);
    const client = await signedInClient(email, password, backend);
    const { data } = await client.auth.getUser();
    await expect(fetchRole(new QueryClient(), client, data.user!.id)).resolves.toBe(role);
  });

  it('gives client when the read returns nothing (no such profile)', async () => {
    const client = await signedInClient(account('admin').email, account('admin').password, backend);
    await expect(fetchRole(new QueryClient(), client, '00000000-0000-4000-8000-000000000000')).resolves.toBe('client');
  });

  it('gives client when every read fails (a visitor without a session may not read profiles)', async () => {
    const anonymous = clientFor(backend.url, backend.anonKey);
    const { error } = await anonymous.from('profiles').select('role').limit(1);
    expect(error).not.toBeNull();
    await expect(fetchRole(new QueryClient(), anonymous, '00000000-0000-4000-8000-000000000000')).resolves.toBe('client');
  });

  it("reads the stored session's role ahead, and the session's own read then takes it without asking again", async () => {
    const client = await signedInClient(account('staff').email, account('staff').password, backend);
    const queryClient = new QueryClient();
    const reads = jest.spyOn(client, 'from');
    await expect(readStoredSessionRole(queryClient, client)).resolves.toBe('staff');
    expect(reads).toHaveBeenCalledTimes(1);
    const { data } = await client.auth.getSession();
    await expect(fetchRole(queryClient, client, data.session!.user.id)).resolves.toBe('staff');
    expect(reads).toHaveBeenCalledTimes(1);
  });

  it('reads no role ahead for a visitor without a session', async () => {
    const anonymous = clientFor(backend.url, backend.anonKey);
    const reads = jest.spyOn(anonymous, 'from');
    await expect(readStoredSessionRole(new QueryClient(), anonymous)).resolves.toBeNull();
    expect(reads).not.toHaveBeenCalled();
  });
});
