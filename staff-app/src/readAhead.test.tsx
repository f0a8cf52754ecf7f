import { screen, waitFor } from '@testing-library/react';
import { DEMO_ACCOUNTS } from '@export-portal/shared-domain';
import { createPortalQueryClient } from '@export-portal/shared-auth';
import { createPortalStore, firstVisitByAddress, portalClient, seedId, setupRealBackend, signInStore } from '@export-portal/shared-auth/testing';
import StaffApp, { prepare } from './App';

const real = setupRealBackend();

const staff = DEMO_ACCOUNTS.find((account) => account.role === 'staff')!;

const reads = (table: string) => real.network.requests.filter((url) => url.includes(`/rest/v1/${table}`)).length;

describe('a first visit to the staff dashboard', () => {
  it('reads its figures, open tasks and renewal reminders while the section loads, once each', async () => {
    const store = createPortalStore(real.backend);
    await signInStore(store, staff.email, staff.password, 'staff');
    const queryClient = createPortalQueryClient();
    const before = { stats: reads('rpc/dashboard_stats'), tasks: reads('vehicle_tasks'), reminders: reads('documents') };

    await prepare({ pathname: '/staff/', search: '', portal: { client: portalClient(store), queryClient } });
    // The reads start once the session is known, and go on by themselves.
    const counts = () => ({ stats: reads('rpc/dashboard_stats'), tasks: reads('vehicle_tasks'), reminders: reads('documents') });
    const once = { stats: before.stats + 1, tasks: before.tasks + 1, reminders: before.reminders + 1 };
    await waitFor(() => expect(counts()).toEqual(once));
    while (queryClient.isFetching() > 0) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(counts()).toEqual(once);
    const cached = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.status === 'success');
    expect(cached.map((query) => query.queryKey[query.queryKey.length - 1])).toEqual(expect.arrayContaining(['priority', 'renewal-reminders']));
  });
});

describe('a staff first visit by address', () => {
  // At least the reads the page shows: a record and its parts, or a list.
  it.each([
    [`/staff/vehicles/${seedId('a0000000', 1)}`, 5],
    [`/staff/shipments/${seedId('b0000000', 1)}`, 4],
    [`/staff/support/customers/${seedId('c0000000', 1)}`, 2],
    ['/staff/containers', 1],
  ])('reads %s while the section loads: shown, the page asks for nothing more', async (path, reads) => {
    const visit = await firstVisitByAddress(real, { remote: 'staff_app', App: StaffApp, prepare, role: 'staff', path });
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveTextContent(/not found/i);
    expect(visit.readAhead).toBeGreaterThanOrEqual(reads);
    expect(visit.readOnceShown).toBe(0);
  });
});
