import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createPortalStore, portalClient, setupRealBackend } from '@export-portal/shared-auth/testing';
import { countText, searchFor, showAdmin } from '../../testing/renderAdmin';

const real = setupRealBackend();
const NOUN = ['user', 'users'] as const;
const BOX = /Search users/;

/** A client account, signed up as anyone can. */
async function newClient(email: string) {
  const { error } = await portalClient(createPortalStore(real.backend)).auth.signUp({ email, password: 'Leaving!2026' });
  if (error) throw error;
}

describe('admin User Management', () => {
  it('summarises users by role and hides Delete on admins', async () => {
    const client = await showAdmin(real.backend, '/admin/users');
    const { count } = await client.from('profiles').select('id', { count: 'exact', head: true }).eq('role', 'client');
    expect(await within(screen.getByRole('group', { name: 'Clients' })).findByText(String(count))).toBeInTheDocument();
    await searchFor(BOX, 'admin@demo', countText(1, NOUN));
    const admin = await screen.findByRole('article', { name: 'Avery Morgan' });
    expect(within(admin).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it.each([
    ['name', 'Gagnon', 1],
    ['email', 'CLIENT1@', 1],
    ['company', 'pacific rim', 1],
    ['role', 'staff', 1],
  ])('searches the %s', async (_field, term, expected) => {
    await showAdmin(real.backend, '/admin/users');
    await searchFor(BOX, term, countText(expected, NOUN));
  });

  it('says when nothing matches, and does not search the phone', async () => {
    await showAdmin(real.backend, '/admin/users');
    await searchFor(BOX, '416-555-0101', 'No users found matching your search.');
  });

  it('deletes a client after confirmation, and the grid loses it', async () => {
    await newClient('leaving@example.ca');
    const client = await showAdmin(real.backend, '/admin/users');
    await searchFor(BOX, 'leaving@example.ca', countText(1, NOUN));
    const [card] = within(await screen.findByRole('list', { name: 'Users' })).getAllByRole('article');
    await userEvent.click(within(card!).getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete user' }));
    expect(await screen.findByText('No users found matching your search.')).toBeInTheDocument();
    expect(await screen.findByText('User deleted successfully.', {}, { timeout: 10000 })).toBeInTheDocument();
    const { count } = await client.from('profiles').select('id', { count: 'exact', head: true }).eq('email', 'leaving@example.ca');
    expect(count).toBe(0);
  });

  it('says why when the database refuses, and the grid keeps the user', async () => {
    await newClient('promoted@example.ca');
    const client = await showAdmin(real.backend, '/admin/users');
    await searchFor(BOX, 'promoted@example.ca', countText(1, NOUN));
    const [card] = within(await screen.findByRole('list', { name: 'Users' })).getAllByRole('article');
    await userEvent.click(within(card!).getByRole('button', { name: 'Delete' }));
    // Another admin makes the user an admin while this one is deciding.
    await client.from('profiles').update({ role: 'admin' }).eq('email', 'promoted@example.ca');
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete user' }));
    expect(await screen.findByText('Failed to delete user.', {}, { timeout: 10000 })).toBeInTheDocument();
    expect(screen.getByText('Admin accounts cannot be deleted')).toBeInTheDocument();
    // The grid reloads: the user is still there, now as an admin, without a Delete button.
    const kept = await screen.findByRole('article', { name: 'promoted@example.ca' });
    expect(within(kept).getByText('Admin')).toBeInTheDocument();
    expect(within(kept).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    const { count } = await client.from('profiles').select('id', { count: 'exact', head: true }).eq('email', 'promoted@example.ca');
    expect(count).toBe(1);
  });
});
