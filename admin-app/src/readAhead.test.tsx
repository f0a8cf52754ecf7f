import { screen } from '@testing-library/react';
import { firstVisitByAddress, seedId, setupRealBackend } from '@export-portal/shared-auth/testing';
import AdminApp, { prepare } from './App';

const real = setupRealBackend();

describe('an admin first visit by address', () => {
  // At least the reads the page shows: a record and its parts (documents, history and the rest), or a list and its filter's choices.
  it.each([
    [`/admin/vehicles/${seedId('a0000000', 1)}`, 5],
    [`/admin/customers/${seedId('c0000000', 1)}`, 5],
    [`/admin/shipments/${seedId('b0000000', 1)}`, 5],
    ['/admin/activity', 2],
    ['/admin/containers', 1],
  ])('reads %s while the section loads: shown, the page asks for nothing more', async (path, reads) => {
    const visit = await firstVisitByAddress(real, { remote: 'admin_app', App: AdminApp, prepare, role: 'admin', path });
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveTextContent(/not found/i);
    expect(visit.readAhead).toBeGreaterThanOrEqual(reads);
    expect(visit.readOnceShown).toBe(0);
  });
});
