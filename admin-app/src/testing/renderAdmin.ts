import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { portalClient, renderSection, type LocalBackend } from '@export-portal/shared-auth/testing';
import AdminApp from '../App';

/** The admin section at a path, signed in as the demo admin; resolves to the admin's client for checking the database. */
export async function showAdmin(backend: LocalBackend, path: string) {
  const store = await renderSection('admin_app', AdminApp, path, { backend, role: 'admin' });
  return portalClient(store);
}

/** Types a search into the list's box and waits until the server's count for it is shown. */
export async function searchFor(box: RegExp, term: string, expected: RegExp | string) {
  const search = screen.getByRole('searchbox', { name: box });
  await userEvent.clear(search);
  await userEvent.type(search, term);
  return screen.findByText(expected, {}, { timeout: 5000 });
}

/** The cards of a list, once it has some. */
export async function cardsOf(list: string) {
  return within(await screen.findByRole('list', { name: list })).findAllByRole('article');
}

/** "1 vehicle", "12 vehicles": the list's count line. */
export const countText = (total: number, [one, many]: readonly [string, string]) => `${total.toLocaleString('en-CA')} ${total === 1 ? one : many}`;
