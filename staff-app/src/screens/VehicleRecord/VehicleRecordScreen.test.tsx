import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RecordHistory } from '@export-portal/shared-records/records';
import {
  PortalTestProviders,
  createPortalStore,
  portalClient,
  renderSection,
  setupRealBackend,
  signInStore,
  signedInDemoClient,
  waitForScreenAfter,
} from '@export-portal/shared-auth/testing';
import { DEMO_ACCOUNTS } from '@export-portal/shared-domain';
import StaffApp from '../../App';

const real = setupRealBackend();

describe('staff vehicle page', () => {
  it("opens from the board's card with the vehicle's facts and its history", async () => {
    const store = await renderSection('staff_app', StaffApp, '/staff/vehicles', { backend: real.backend, role: 'staff' });
    const client = portalClient(store);
    const { data: vehicle } = await client.from('vehicles').select('id,year,make,model,vin').eq('status', 'available').limit(1).single();
    await userEvent.type(screen.getByRole('searchbox', { name: /Search vehicles/ }), vehicle!.vin);
    // The searched board replaces the first page's cards: the link is taken from it.
    expect(await screen.findByText('1 vehicle')).toBeInTheDocument();
    const name = `${vehicle!.year} ${vehicle!.make} ${vehicle!.model}`;
    const link = await screen.findByRole('link', { name });
    expect(link).toHaveAttribute('href', `/staff/vehicles/${vehicle!.id}`);
    await waitForScreenAfter(() => userEvent.click(link));
    expect(await screen.findByRole('heading', { level: 1, name })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Vehicle details' })).getByText(vehicle!.vin)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'History' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Vehicle Operations' })).toHaveAttribute('href', '/staff/vehicles');
  });

  it('shows staff no settings history, even after a settings change', async () => {
    const admin = await signedInDemoClient(real.backend, 'admin');
    const { data: settings } = await admin.from('settings').select('company_phone').single();
    const { error } = await admin
      .from('settings')
      .update({ company_phone: settings!.company_phone === '416-555-0199' ? '416-555-0198' : '416-555-0199' })
      .eq('id', true)
      .select('id');
    expect(error).toBeNull();
    const { count } = await admin.from('change_history').select('id', { count: 'exact', head: true }).eq('table_name', 'settings');
    expect(count).toBeGreaterThan(0);
    const staff = DEMO_ACCOUNTS.find((account) => account.role === 'staff')!;
    const store = createPortalStore(real.backend);
    await signInStore(store, staff.email, staff.password, 'staff');
    render(
      <PortalTestProviders store={store}>
        <RecordHistory table="settings" recordId={null} />
      </PortalTestProviders>,
    );
    expect(await screen.findByText('No changes recorded yet.')).toBeInTheDocument();
  });
});
