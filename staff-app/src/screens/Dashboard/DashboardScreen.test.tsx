import { screen, within } from '@testing-library/react';
import { portalClient, renderSection, setupRealBackend } from '@export-portal/shared-auth/testing';
import StaffApp from '../../App';

const real = setupRealBackend();

describe('staff Dashboard', () => {
  it.each(['/staff/', '/staff/dashboard'])("at %s: says it holds the staff section's own work", async (path) => {
    await renderSection('staff_app', StaffApp, path, { backend: real.backend, role: 'staff' });
    expect(screen.getByRole('heading', { level: 1, name: 'Staff Dashboard' })).toBeInTheDocument();
    expect(screen.getByText(/^Your operations work: /)).toBeInTheDocument();
    expect(screen.queryByText(/business-wide/i)).not.toBeInTheDocument();
  });

  it('shows active shipments (planning, booked, in transit), vehicles, documents and unread inbound messages', async () => {
    const store = await renderSection('staff_app', StaffApp, '/staff/', { backend: real.backend, role: 'staff' });
    const client = portalClient(store);
    const count = async (request: PromiseLike<{ count: number | null }>) => String((await request).count);
    const expected = {
      'Active Shipments': await count(
        client.from('shipments').select('id', { count: 'exact', head: true }).in('status', ['planning', 'booked', 'in_transit']),
      ),
      'Vehicle Inventory': await count(client.from('vehicles').select('id', { count: 'exact', head: true })),
      Documents: await count(client.from('documents').select('id', { count: 'exact', head: true })),
      'Customer Queries': await count(
        client.from('communications').select('id', { count: 'exact', head: true }).eq('direction', 'inbound').eq('read_status', false),
      ),
    };
    for (const [title, value] of Object.entries(expected)) {
      expect(await within(screen.getByRole('group', { name: title })).findByText(value)).toBeInTheDocument();
    }
  });

  it('links to the four operations screens, wherever the dashboard was opened', async () => {
    await renderSection('staff_app', StaffApp, '/staff/dashboard', { backend: real.backend, role: 'staff' });
    const operations = within(screen.getByRole('navigation', { name: 'Operations' }));
    expect(operations.getAllByRole('link')).toHaveLength(4);
    expect(operations.getByRole('link', { name: /^Vehicle Operations/ })).toHaveAttribute('href', '/staff/vehicles');
    expect(operations.getByRole('link', { name: /^Shipment Operations/ })).toHaveAttribute('href', '/staff/shipments');
    expect(operations.getByRole('link', { name: /^Document Operations/ })).toHaveAttribute('href', '/staff/documents');
    expect(operations.getByRole('link', { name: /^Customer Support/ })).toHaveAttribute('href', '/staff/support');
  });

  it('lists three priority tasks', async () => {
    await renderSection('staff_app', StaffApp, '/staff/', { backend: real.backend, role: 'staff' });
    const tasks = screen.getByRole('region', { name: 'Priority Tasks' });
    expect(within(tasks).getAllByRole('listitem')).toHaveLength(3);
  });
});
