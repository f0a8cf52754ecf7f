import { screen } from '@testing-library/react';
import { firstVisitByAddress, seedId, setupRealBackend } from '@export-portal/shared-auth/testing';
import StaffApp, { prepare } from './App';

const real = setupRealBackend();

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
