import { waitFor } from '@testing-library/react';
import { DEMO_ACCOUNTS } from '@export-portal/shared-domain';
import { createPortalQueryClient } from '@export-portal/shared-auth';
import { createPortalStore, portalClient, setupRealBackend, signInStore } from '@export-portal/shared-auth/testing';
import { prepare } from './App';

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
