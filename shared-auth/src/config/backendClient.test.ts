import { waitFor } from '@testing-library/react';
import type { RealtimeChannel } from '@supabase/realtime-js';
import { createClient } from '@supabase/supabase-js';
import { onlineManager } from '@tanstack/react-query';
import { DEMO_ACCOUNTS, dataFailureKind, type Database } from '@export-portal/shared-domain';
import { setupRealBackend } from '../testing/realBackend';
import { createPortalStore, portalClient } from '../testing/PortalTestProviders';
import type { PortalClient } from './backendClient';

const real = setupRealBackend();

const account = (email: string) => DEMO_ACCOUNTS.find((candidate) => candidate.email === email)!;

async function signIn(client: Pick<PortalClient, 'auth'>, email: string) {
  const { error } = await client.auth.signInWithPassword({ email, password: account(email).password });
  if (error) throw error;
}

/** An admin in another browser, making the changes. */
async function admin() {
  const other = createClient<Database>(real.backend.url, real.backend.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, storageKey: 'admin' },
  });
  await signIn(other, 'admin@demo.test');
  return other;
}

function joined(channel: RealtimeChannel): Promise<void> {
  return new Promise((resolve, reject) => {
    channel.subscribe((status, error) => {
      if (status === 'SUBSCRIBED') resolve();
      else if (status !== 'CLOSED') reject(error ?? new Error(status));
    });
  });
}

describe('PortalClient', () => {
  // The page's one client, as the portal's store makes it; the backend's hooks sign it out after each test.
  let client: PortalClient;
  beforeEach(() => {
    client = portalClient(createPortalStore(real.backend));
  });
  afterEach(async () => {
    await (await client.realtime()).removeAllChannels();
  });

  it('reads as the signed-in user, and as an anonymous visitor once signed out', async () => {
    const anonymous = await client.from('profiles').select('role');
    expect(anonymous.error?.code).toBe('42501');

    await signIn(client, 'admin@demo.test');
    const signedIn = await client.from('profiles').select('role');
    expect(signedIn.error).toBeNull();
    expect(signedIn.data?.map((profile) => profile.role)).toEqual(expect.arrayContaining(['admin', 'staff', 'client']));

    await client.auth.signOut({ scope: 'local' });
    expect((await client.from('profiles').select('role')).error?.code).toBe('42501');
  });

  it('sends nothing while the portal is offline, so a write cannot be applied after it was seen to fail', async () => {
    await signIn(client, 'admin@demo.test');
    const other = await admin();
    const { data: before } = await other.from('vehicles').select('id, color').limit(1).single();
    if (!before) throw new Error('no vehicle');
    onlineManager.setOnline(false);
    try {
      const offline = await client.from('vehicles').update({ color: 'Offline Green' }).eq('id', before.id);
      expect(dataFailureKind(offline.error)).toBe('offline');
    } finally {
      onlineManager.setOnline(true);
    }
    const { data: after } = await other.from('vehicles').select('color').eq('id', before.id).single();
    expect(after?.color).toBe(before.color);
  });

  it('hands a read that cannot reach the server back at once, leaving its retries to the screen', async () => {
    const unreachable = portalClient(createPortalStore({ ...real.backend, url: 'http://127.0.0.1:9' }));
    const started = Date.now();
    const { error } = await unreachable.from('vehicles').select('id').limit(1);
    expect(dataFailureKind(error)).toBe('network');
    expect(Date.now() - started).toBeLessThan(500);
  });

  it('stores and reads files as the signed-in user, and sends nothing to Storage while offline', async () => {
    expect(client.storage()).toBe(client.storage());
    const storage = await client.storage();
    const path = `company/${crypto.randomUUID()}/${crypto.randomUUID()}/note.pdf`;
    const bytes = new TextEncoder().encode('%PDF-1.4\n%%EOF\n');
    const anonymous = await storage.from('documents').upload(path, bytes, { contentType: 'application/pdf' });
    expect(anonymous.error).not.toBeNull();

    await signIn(client, 'admin@demo.test');
    const stored = await storage.from('documents').upload(path, bytes, { contentType: 'application/pdf' });
    expect(stored.error).toBeNull();
    const read = await storage.from('documents').download(path);
    expect(new Uint8Array(await read.data!.arrayBuffer())).toEqual(bytes);

    onlineManager.setOnline(false);
    try {
      const offline = await storage.from('documents').createSignedUrl(path, 60);
      expect(offline.data).toBeNull();
      await expect(client.authHeaders()).rejects.toThrow('You are offline.');
    } finally {
      onlineManager.setOnline(true);
    }
    expect((await storage.from('documents').remove([path])).error).toBeNull();
  });

  it("answers with the session Auth reported without waiting for Auth's lock, and asks Auth for one about to expire", async () => {
    await signIn(client, 'client1@demo.test');
    const asked = jest.spyOn(client.auth, 'getSession');
    try {
      const session = await client.session();
      expect(session?.user.email).toBe('client1@demo.test');
      const { data, error } = await client.from('profiles').select('role');
      expect(error).toBeNull();
      expect(data?.map((profile) => profile.role)).toEqual(['client']);
      expect(asked).not.toHaveBeenCalled();

      // A minute before it expires, inside the margin in which Auth refreshes it.
      jest.spyOn(Date, 'now').mockReturnValue(session!.expires_at! * 1000 - 60_000);
      await client.session();
      expect(asked).toHaveBeenCalled();
    } finally {
      jest.restoreAllMocks();
    }
  });

  it('calls database functions with the user token', async () => {
    await signIn(client, 'admin@demo.test');
    const { data, error } = await client.rpc('dashboard_stats');
    expect(error).toBeNull();
    expect(data).toEqual(expect.objectContaining({ total_vehicles: expect.any(Number) }));
  });

  it("hands Realtime the new user's token, so changes arrive as that user may see them", async () => {
    const changes = await admin();
    const { data: shipments, error } = await changes
      .from('shipments')
      .select('id, customer:customers!inner(email)')
      .eq('customer.email', 'client2@demo.test')
      .limit(1);
    if (error || !shipments[0]) throw new Error(`no shipment of client2: ${error?.message}`);
    const shipment = shipments[0].id;

    await signIn(client, 'client1@demo.test');
    const seen: string[] = [];
    const channel = (await client.realtime()).channel('shipments');
    channel.on('postgres_changes', { event: 'UPDATE', schema: 'public', table: 'shipments' }, (change) => {
      seen.push((change.new as { vessel_name: string }).vessel_name);
    });
    await joined(channel);

    await changes.from('shipments').update({ vessel_name: 'Hidden from client1' }).eq('id', shipment);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(seen).toEqual([]);

    await signIn(client, 'admin@demo.test');
    const { data: session } = await client.auth.getSession();
    const realtime = await client.realtime();
    await waitFor(() => expect(realtime.accessTokenValue).toBe(session.session?.access_token));
    // The new token travels over the socket; the change below goes over HTTP.
    await new Promise((resolve) => setTimeout(resolve, 100));
    await changes.from('shipments').update({ vessel_name: 'Seen by the admin' }).eq('id', shipment);
    await waitFor(() => expect(seen).toContain('Seen by the admin'));
  });
});
