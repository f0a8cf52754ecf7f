import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { portalClient, renderSection, setupRealBackend } from '@export-portal/shared-auth/testing';
import { businessToday } from '@export-portal/shared-domain';
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

  it('lists the open tasks, the earliest due first, so the overdue ones lead, each naming its vehicle', async () => {
    const store = await renderSection('staff_app', StaffApp, '/staff/', { backend: real.backend, role: 'staff' });
    const client = portalClient(store);
    const { data: open } = await client.from('vehicle_tasks').select('due_date,vehicle_id').is('done_at', null).order('due_date');
    const today = businessToday();
    expect(open!.some((task) => task.due_date < today)).toBe(true);
    const items = await within(screen.getByRole('region', { name: 'Priority Tasks' })).findAllByRole('listitem');
    expect(items).toHaveLength(Math.min(open!.length, 8));
    const dates = items.map((item) => item.querySelector('time')!.getAttribute('datetime')!);
    expect(dates).toEqual([...dates].sort());
    expect(dates).toEqual(open!.slice(0, 8).map((task) => task.due_date));
    expect(within(items[0]!).getByText('Overdue')).toBeInTheDocument();
    for (const [index, item] of items.entries()) {
      expect(within(item).queryByText('Overdue') !== null).toBe(dates[index]! < today);
      expect(within(item).getByRole('link')).toHaveAttribute('href', `/staff/vehicles/${open![index]!.vehicle_id}`);
    }
  });

  it('Done marks a task done, and it leaves the list', async () => {
    const store = await renderSection('staff_app', StaffApp, '/staff/', { backend: real.backend, role: 'staff' });
    const client = portalClient(store);
    const tasks = within(screen.getByRole('region', { name: 'Priority Tasks' }));
    const [first] = await tasks.findAllByRole('listitem');
    const done = within(first!).getByRole('button', { name: /^Done/ });
    const name = done.getAttribute('aria-label');
    await userEvent.click(done);
    expect(await screen.findByText('Task marked done')).toBeInTheDocument();
    await waitFor(() => expect(tasks.queryByRole('button', { name: name! })).not.toBeInTheDocument());
    const { count } = await client.from('vehicle_tasks').select('id', { count: 'exact', head: true }).not('done_at', 'is', null);
    expect(count).toBe(1);
  });

  it('says when no task is open, and counts the ones it does not list', async () => {
    const store = await renderSection('staff_app', StaffApp, '/staff/', { backend: real.backend, role: 'staff' });
    const client = portalClient(store);
    // Live updates join once the dashboard is shown: the changes below are made after that.
    await screen.findByText('Live', {}, { timeout: 10_000 });
    const closed = await client.from('vehicle_tasks').update({ done_at: new Date().toISOString() }).is('done_at', null).select('id');
    expect(closed.error).toBeNull();
    const tasks = within(screen.getByRole('region', { name: 'Priority Tasks' }));
    expect(await tasks.findByText('No tasks scheduled.')).toBeInTheDocument();

    const { data: vehicles } = await client.from('vehicles').select('id').eq('status', 'available').limit(10);
    const booked = await client
      .from('vehicle_tasks')
      .insert(vehicles!.map((vehicle) => ({ vehicle_id: vehicle.id, task_type: 'yard_pickup' as const, due_date: businessToday() })));
    expect(booked.error).toBeNull();
    expect(await tasks.findByText('and 2 more open tasks')).toBeInTheDocument();
    expect(tasks.getAllByRole('listitem')).toHaveLength(8);
  });
});
