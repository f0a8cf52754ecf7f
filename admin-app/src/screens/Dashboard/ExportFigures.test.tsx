import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toIsoDate } from '@export-portal/shared-domain';
import { readCsv } from '@export-portal/shared-domain/testing';
import { captureDownloads, setupRealBackend } from '@export-portal/shared-auth/testing';
import { showAdmin } from '../../testing/renderAdmin';

const real = setupRealBackend();

describe('Admin Dashboard: Export Data', () => {
  it("saves the dashboard's figures as a CSV file: section, figure and plain value", async () => {
    const downloads = captureDownloads();
    try {
      const client = await showAdmin(real.backend, '/admin');
      const { data: stats } = await client.rpc('dashboard_stats');
      await within(await screen.findByRole('group', { name: 'Business figures' })).findByText(stats!.total_vehicles.toLocaleString('en-CA'));
      const button = screen.getByRole('button', { name: 'Export Data' });
      await waitFor(() => expect(button).toBeEnabled());
      await userEvent.click(button);
      expect(await screen.findByText('Export saved')).toBeInTheDocument();

      const [file] = await downloads.files();
      expect(file!.name).toBe(`dashboard-${toIsoDate(new Date())}.csv`);
      const [header, ...figures] = readCsv(file!.text.slice(1));
      expect(header).toEqual(['Section', 'Figure', 'Value']);
      const value = (section: string, figure: string) => figures.find((row) => row[0] === section && row[1] === figure)?.[2];
      expect(value('Figures', 'Total vehicles')).toBe(String(stats!.total_vehicles));
      expect(value('Figures', 'Total revenue')).toBe(String(stats!.total_revenue));
      expect(value('Figures', 'Transactions')).toBe(String(stats!.transactions));
      expect(value('Revenue Overview', 'Gross profit')).toBe(String(Math.round((stats!.total_revenue - stats!.total_purchase_costs) * 100) / 100));
      expect(value('Operations Summary', 'Vehicles sold')).toBe(String(stats!.vehicles_by_status.sold));
      expect(value('Operations Summary', 'Unread customer messages')).toBe(String(stats!.unread_communications));
      expect(Number(value('Figures', 'Profit margin (%)'))).toBeCloseTo(stats!.profit_margin, 1);
    } finally {
      downloads.restore();
    }
  });
});
