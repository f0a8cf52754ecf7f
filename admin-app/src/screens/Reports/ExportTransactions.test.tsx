import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toIsoDate } from '@export-portal/shared-domain';
import { readCsv } from '@export-portal/shared-domain/testing';
import { captureDownloads, setupRealBackend } from '@export-portal/shared-auth/testing';
import { showAdmin } from '../../testing/renderAdmin';

const real = setupRealBackend();

describe('Reports & Export: Export Transactions (CSV)', () => {
  it('saves every transaction on record, newest first, expenses as negative amounts', async () => {
    const downloads = captureDownloads();
    try {
      const client = await showAdmin(real.backend, '/admin/reports');
      await userEvent.click(await screen.findByRole('tab', { name: 'Reports & Export' }));
      await userEvent.click(screen.getByRole('button', { name: 'Export Transactions (CSV)' }));
      expect(await screen.findByText('Export saved', {}, { timeout: 15_000 })).toBeInTheDocument();

      const [file] = await downloads.files();
      expect(file!.name).toBe(`transactions-${toIsoDate(new Date())}.csv`);
      const [header, ...records] = readCsv(file!.text.slice(1));
      expect(header).toEqual(['Date', 'Amount', 'Description', 'Type', 'Status']);
      const { data: transactions } = await client
        .from('transactions')
        .select('transaction_date,amount,transaction_type')
        .order('transaction_date', { ascending: false })
        .order('id');
      expect(records).toHaveLength(transactions!.length);
      expect(records.map((record) => [record[0], Number(record[1])])).toEqual(
        transactions!.map((transaction) => [
          transaction.transaction_date,
          (transaction.transaction_type === 'expense' ? -1 : 1) * transaction.amount,
        ]),
      );
      expect(records.some((record) => record[1]!.startsWith('-'))).toBe(true);
    } finally {
      downloads.restore();
    }
  });
});
