import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toIsoDate } from '@export-portal/shared-domain';
import { readCsv } from '@export-portal/shared-domain/testing';
import { captureDownloads, portalClient, renderSection, setupRealBackend } from '@export-portal/shared-auth/testing';
import StaffApp from '../../App';

const real = setupRealBackend();
// The board renders, then exports: longer than the default on a busy two-core machine.
jest.setTimeout(60_000);

describe('Vehicle Operations: Export CSV', () => {
  it('saves the vehicles of the status chosen, sorted as the table is, with the columns staff see', async () => {
    const downloads = captureDownloads();
    try {
      const store = await renderSection('staff_app', StaffApp, '/staff/vehicles?status=available&sort=mileage.desc', {
        backend: real.backend,
        role: 'staff',
      });
      const client = portalClient(store);
      const { data: available } = await client
        .from('vehicle_directory')
        .select('vin')
        .eq('status', 'available')
        .order('mileage', { ascending: false })
        .order('id', { ascending: false });
      expect(await screen.findByText(`${available!.length} vehicles`)).toBeInTheDocument();
      const button = screen.getByRole('button', { name: 'Export CSV' });
      await waitFor(() => expect(button).toBeEnabled());
      await userEvent.click(button);
      expect(await screen.findByText('Export saved', {}, { timeout: 15_000 })).toBeInTheDocument();

      const [file] = await downloads.files();
      expect(file!.name).toBe(`vehicles-${toIsoDate(new Date())}.csv`);
      const [header, ...records] = readCsv(file!.text.slice(1));
      expect(header).toEqual(['Year', 'Make', 'Model', 'VIN', 'Status', 'Mileage', 'Sale price', 'Color', 'Location', 'Customer', 'Added', 'Notes']);
      expect(records.map((record) => record[3])).toEqual(available!.map((vehicle) => vehicle.vin));
      expect(new Set(records.map((record) => record[4]))).toEqual(new Set(['Available']));
    } finally {
      downloads.restore();
    }
  });
});
