import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupRealBackend, waitForScreenAfter } from '@export-portal/shared-auth/testing';
import { showAdmin } from '../../testing/renderAdmin';

const real = setupRealBackend();

async function openTab(name: string) {
  await userEvent.click(await screen.findByRole('tab', { name }));
}

describe('admin Settings', () => {
  it("starts with the business's defaults", async () => {
    await showAdmin(real.backend, '/admin/settings');
    await openTab('Notifications');
    expect(screen.getByRole('switch', { name: 'Email notifications' })).toBeChecked();
    // What switching it off does: customers get no e-mail, their notices in the portal stay.
    expect(screen.getByRole('switch', { name: 'Email notifications' })).toHaveAccessibleDescription(
      /no e-mail reaches a customer; their notices still appear/,
    );
    expect(screen.getByRole('switch', { name: 'SMS notifications' })).not.toBeChecked();
    await openTab('Security');
    expect(screen.getByRole('switch', { name: 'Maintenance mode' })).not.toBeChecked();
    expect(screen.getByLabelText(/^Client messages per hour/)).toHaveValue('20');
    await openTab('Business');
    expect(screen.getByRole('combobox', { name: 'Default currency' })).toHaveTextContent('CAD');
    expect(screen.getByLabelText('Tax rate (%)')).toHaveValue('13');
    expect(screen.getByLabelText('Default shipping cost (CAD)')).toHaveValue('2500');
    expect(screen.getByLabelText(/^Customs lead time \(hours\)/)).toHaveValue('72');
    await openTab('System');
    expect(screen.getByRole('switch', { name: 'System backups' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Automatic shipment tracking' })).toBeChecked();
    expect(screen.getByTestId('backend-url')).toHaveTextContent(real.backend.url);
  });

  it('leads to User Management', async () => {
    await showAdmin(real.backend, '/admin/settings');
    const accounts = await screen.findByRole('navigation', { name: 'Accounts' });
    await waitForScreenAfter(() => userEvent.click(within(accounts).getByRole('link', { name: /User Management/ })));
    expect(screen.getByRole('heading', { level: 1, name: 'User Management' })).toBeInTheDocument();
  });

  it('refuses a shipping cost that is not a number beside the field, keeping what was typed and saving nothing', async () => {
    const client = await showAdmin(real.backend, '/admin/settings');
    const { data: before } = await client.from('settings').select('*').single();
    await openTab('Business');
    const shipping = screen.getByLabelText('Default shipping cost (CAD)');
    await userEvent.clear(shipping);
    await userEvent.type(shipping, 'about 2500');
    await openTab('General');
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Default shipping cost must be a number, such as 13 or 14.975')).toBeInTheDocument();
    expect(screen.getByLabelText('Default shipping cost (CAD)')).toHaveValue('about 2500');
    expect(screen.getByLabelText('Default shipping cost (CAD)')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Settings saved successfully!')).not.toBeInTheDocument();
    const { data: after } = await client.from('settings').select('*').single();
    expect(after).toEqual(before);
  });
  it('saves every tab together, and a new visit shows what was saved', async () => {
    await showAdmin(real.backend, '/admin/settings');
    const name = await screen.findByLabelText('Company name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Northern Export Co.');
    await openTab('Notifications');
    await userEvent.click(screen.getByRole('switch', { name: 'SMS notifications' }));
    await openTab('Business');
    await userEvent.clear(screen.getByLabelText('Tax rate (%)'));
    await userEvent.type(screen.getByLabelText('Tax rate (%)'), '14.975');
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Settings saved successfully!')).toBeInTheDocument();

    cleanup();
    await showAdmin(real.backend, '/admin/settings');
    expect(await screen.findByLabelText('Company name')).toHaveValue('Northern Export Co.');
    await openTab('Notifications');
    expect(screen.getByRole('switch', { name: 'SMS notifications' })).toBeChecked();
    await openTab('Business');
    expect(screen.getByLabelText('Tax rate (%)')).toHaveValue('14.975');
  });

  it.each([
    ['73.5', 'Customs lead time must be a whole number of hours, such as 72'],
    ['721', 'Customs lead time must be between 0 and 720 hours'],
  ])('refuses a customs lead time of %s beside the field, saving nothing', async (typed, message) => {
    const client = await showAdmin(real.backend, '/admin/settings');
    await openTab('Business');
    const lead = screen.getByLabelText(/^Customs lead time \(hours\)/);
    await userEvent.clear(lead);
    await userEvent.type(lead, typed);
    await openTab('General');
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Customs lead time \(hours\)/)).toHaveAttribute('aria-invalid', 'true');
    const { data } = await client.from('settings').select('customs_lead_time_hours').single();
    expect(data!.customs_lead_time_hours).toBe(72);
  });

  it('saves the customs lead time, which moves the customs deadline of every shipment', async () => {
    const client = await showAdmin(real.backend, '/admin/settings');
    await openTab('Business');
    const lead = screen.getByLabelText(/^Customs lead time \(hours\)/);
    await userEvent.clear(lead);
    await userEvent.type(lead, '96');
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Settings saved successfully!')).toBeInTheDocument();
    const { data } = await client.from('settings').select('customs_lead_time_hours').single();
    expect(data!.customs_lead_time_hours).toBe(96);
    const { data: shipment } = await client
      .from('shipments')
      .select('id,estimated_departure')
      .not('estimated_departure', 'is', null)
      .limit(1)
      .single();
    const { data: readiness } = await client.from('shipment_export_readiness').select('customs_deadline').eq('shipment_id', shipment!.id).single();
    const departure = new Date(Date.parse(readiness!.customs_deadline!) + 96 * 3_600_000);
    const toronto = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto', dateStyle: 'short', timeStyle: 'short', hourCycle: 'h23' });
    expect(toronto.format(departure)).toBe(`${shipment!.estimated_departure}, 00:00`);
  });

  it('refuses a client message limit outside 1 to 1,000 on the Security tab, and saves one inside it', async () => {
    const client = await showAdmin(real.backend, '/admin/settings');
    await openTab('Security');
    const limit = screen.getByLabelText(/^Client messages per hour/);
    await userEvent.clear(limit);
    await userEvent.type(limit, '0');
    await openTab('General');
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    // The refused field's tab opens, with its message beside it.
    expect(await screen.findByText('Client messages per hour must be a whole number between 1 and 1,000')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Client messages per hour/)).toHaveAttribute('aria-invalid', 'true');
    expect((await client.from('settings').select('client_messages_per_hour').single()).data!.client_messages_per_hour).toBe(20);

    await userEvent.clear(screen.getByLabelText(/^Client messages per hour/));
    await userEvent.type(screen.getByLabelText(/^Client messages per hour/), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Settings saved successfully!')).toBeInTheDocument();
    expect((await client.from('settings').select('client_messages_per_hour').single()).data!.client_messages_per_hour).toBe(5);
  });
});
