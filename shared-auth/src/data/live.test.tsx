import { act, render, screen, waitFor } from '@testing-library/react';
import { onlineManager, useQuery, type QueryClient } from '@tanstack/react-query';
import { createClient } from '@supabase/supabase-js';
import { DEMO_ACCOUNTS, type Database, type Role } from '@export-portal/shared-domain';
import { FirstScreen, LiveStatus, ScreenShownProvider } from '@export-portal/shared-ui';
import { useSupabase } from '../session/useSupabase';
import { setupRealBackend } from '../testing/realBackend';
import { createPortalStore, PortalTestProviders, portalClient, signInStore } from '../testing/PortalTestProviders';
import { createPortalQueryClient } from '../providers/PortalProviders';
import { useLiveTable } from './live';

const real = setupRealBackend();

const account = (email: string) => DEMO_ACCOUNTS.find((candidate) => candidate.email === email)!;

/** A colleague in another browser: their own client and session. */
async function colleague(email: string) {
  const other = createClient<Database>(real.backend.url, real.backend.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, storageKey: 'colleague' },
  });
  const { error } = await other.auth.signInWithPassword({ email, password: account(email).password });
  if (error) throw error;
  return other;
}

/** The vessel's reads: how many started, how many run now, and the most that ran at once. */
const reads = { started: 0, running: 0, mostAtOnce: 0 };

/** One shipment's vessel, kept current by the hook; `readDelayMs` makes each read that much slower. */
function VesselOf({ shipmentId, readDelayMs = 0 }: { shipmentId: string; readDelayMs?: number }) {
  const client = useSupabase();
  const live = useLiveTable('shipments', { invalidates: [['shipments', 'vessel']] });
  const vessel = useQuery({
    queryKey: ['shipments', 'vessel', shipmentId],
    queryFn: async () => {
      reads.started += 1;
      reads.running += 1;
      reads.mostAtOnce = Math.max(reads.mostAtOnce, reads.running);
      try {
        if (readDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, readDelayMs));
        const { data, error } = await client.from('shipments').select('vessel_name').eq('id', shipmentId).maybeSingle();
        if (error) throw error;
        return data?.vessel_name ?? 'not visible';
      } finally {
        reads.running -= 1;
      }
    },
  });
  return (
    <>
      <LiveStatus state={live} />
      <p>Vessel: {vessel.data ?? '…'}</p>
    </>
  );
}

async function showVessel(email: string, role: Role, shipmentId: string, queryClient?: QueryClient) {
  const store = createPortalStore(real.backend);
  await signInStore(store, email, account(email).password, role);
  render(
    <PortalTestProviders store={store} {...(queryClient ? { queryClient } : {})}>
      <VesselOf shipmentId={shipmentId} />
    </PortalTestProviders>,
  );
  await screen.findByText(/^Live$/);
  return portalClient(store);
}

async function shipmentOf(admin: Awaited<ReturnType<typeof colleague>>, email: string | null) {
  const query = admin.from('shipments').select('id, customer:customers!inner(email)').limit(1);
  const { data, error } = await (email
    ? query.eq('customer.email', email)
    : query.neq('customer.email', 'client1@demo.test').neq('customer.email', 'client2@demo.test'));
  if (error || !data[0]) throw new Error(`no shipment for ${email}: ${error?.message}`);
  return data[0].id;
}

describe('useLiveTable', () => {
  it("shows a colleague's change without a reload", async () => {
    const admin = await colleague('admin@demo.test');
    const shipment = await shipmentOf(admin, null);
    await showVessel('staff@demo.test', 'staff', shipment);
    await admin.from('shipments').update({ vessel_name: 'Atlantic Star' }).eq('id', shipment);
    expect(await screen.findByText('Vessel: Atlantic Star')).toBeInTheDocument();
  });

  it("refetches for a client's own shipment and stays quiet for another client's", async () => {
    const admin = await colleague('admin@demo.test');
    const own = await shipmentOf(admin, 'client1@demo.test');
    const others = await shipmentOf(admin, 'client2@demo.test');
    await showVessel('client1@demo.test', 'client', own);
    await screen.findByText(/^Vessel: /);
    const before = reads.started;
    await admin.from('shipments').update({ vessel_name: 'Not for client1' }).eq('id', others);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(reads.started).toBe(before);
    await admin.from('shipments').update({ vessel_name: 'Pacific Dawn' }).eq('id', own);
    expect(await screen.findByText('Vessel: Pacific Dawn')).toBeInTheDocument();
  });

  it('reads once at a time through a stream of changes, and reads the last change after it', async () => {
    const admin = await colleague('admin@demo.test');
    const shipment = await shipmentOf(admin, null);
    const store = createPortalStore(real.backend);
    await signInStore(store, 'staff@demo.test', account('staff@demo.test').password, 'staff');
    render(
      <PortalTestProviders store={store}>
        <VesselOf shipmentId={shipment} readDelayMs={200} />
      </PortalTestProviders>,
    );
    await screen.findByText(/^Live$/);
    await screen.findByText(/^Vessel: (?!…)/);
    // Counted from here, once no read of an earlier test is still under way.
    await waitFor(() => expect(reads.running).toBe(0));
    Object.assign(reads, { started: 0, mostAtOnce: 0 });

    // A colleague's changes one after another for longer than several reads take, as an import sends them.
    const changes = 40;
    const began = Date.now();
    for (let change = 1; change <= changes; change += 1) {
      const { error } = await admin
        .from('shipments')
        .update({ vessel_name: `Stream ${change}` })
        .eq('id', shipment);
      if (error) throw error;
      await new Promise((resolve) => setTimeout(resolve, 15));
    }
    const streamed = Date.now() - began;

    expect(await screen.findByText(`Vessel: Stream ${changes}`, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(reads.mostAtOnce).toBe(1);
    // Each read takes 200 ms: one under way, one after it, and no more than the stream's length allows.
    expect(reads.started).toBeLessThanOrEqual(Math.ceil(streamed / 200) + 2);
  });

  it('joins only once the page has shown its first screen, so a first visit downloads Realtime after what it came for', async () => {
    const admin = await colleague('admin@demo.test');
    const shipment = await shipmentOf(admin, null);
    const store = createPortalStore(real.backend);
    await signInStore(store, 'staff@demo.test', account('staff@demo.test').password, 'staff');
    const joins = jest.spyOn(portalClient(store), 'realtime');
    const firstScreen = new FirstScreen();
    render(
      <PortalTestProviders store={store}>
        <ScreenShownProvider value={firstScreen}>
          <VesselOf shipmentId={shipment} />
        </ScreenShownProvider>
      </PortalTestProviders>,
    );
    await screen.findByText(/^Vessel: (?!…)/);
    expect(screen.getByRole('status')).toHaveTextContent('Connecting live updates…');
    expect(joins).not.toHaveBeenCalled();
    act(() => firstScreen.reportShown());
    expect(await screen.findByText(/^Live$/)).toBeInTheDocument();
    expect(joins).toHaveBeenCalledTimes(1);
  });

  it('says Paused as soon as the browser goes offline, and reads again what it may have missed once back', async () => {
    const admin = await colleague('admin@demo.test');
    const shipment = await shipmentOf(admin, null);
    try {
      // The page's own query client: what it read is fresh for a while, so coming back online alone would not read it again.
      const client = await showVessel('staff@demo.test', 'staff', shipment, createPortalQueryClient());
      await screen.findByText(/^Vessel: /);
      act(() => {
        window.dispatchEvent(new Event('offline'));
      });
      expect(screen.getByRole('status')).toHaveTextContent('Live updates paused. Reconnecting…');

      // A change made while this browser could not hear of it: its socket is gone.
      (await client.realtime()).disconnect();
      await admin.from('shipments').update({ vessel_name: 'Missed While Offline' }).eq('id', shipment);
      const before = reads.started;
      act(() => {
        window.dispatchEvent(new Event('online'));
      });
      expect(await screen.findByText('Vessel: Missed While Offline')).toBeInTheDocument();
      expect(reads.started).toBeGreaterThan(before);
    } finally {
      act(() => onlineManager.setOnline(true));
    }
  });
});
