import { screen } from '@testing-library/react';
import { firstVisitByAddress, seedId, setupRealBackend } from '@export-portal/shared-auth/testing';
import ClientApp, { prepare } from './App';

const real = setupRealBackend();

describe("a client's first visit to their own record by address", () => {
  it.each([
    [`/client/my-vehicles/${seedId('a0000000', 1)}`, 4],
    [`/client/my-shipments/${seedId('b0000000', 1)}`, 4],
  ])('reads %s while the section loads: shown, the page asks for nothing more', async (path, reads) => {
    const visit = await firstVisitByAddress(real, { remote: 'client_app', App: ClientApp, prepare, role: 'client', path });
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveTextContent(/not found/i);
    expect(visit.readAhead).toBeGreaterThanOrEqual(reads);
    expect(visit.readOnceShown).toBe(0);
  });
});
