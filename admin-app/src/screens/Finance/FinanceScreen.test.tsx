import { screen, within } from '@testing-library/react';
import { setupRealBackend } from '@export-portal/shared-auth/testing';
import { cardsOf, countText, searchFor, showAdmin } from '../../testing/renderAdmin';

const real = setupRealBackend();
const cad = new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' });

describe('admin Financial Management', () => {
  it('shows cash flow 15 %, outstanding invoices 8 % and bank balance 25 % of the revenue', async () => {
    const client = await showAdmin(real.backend, '/admin/finance');
    const { data: stats } = await client.rpc('dashboard_stats');
    const revenue = stats!.total_revenue;
    expect(await within(screen.getByRole('group', { name: 'Cash Flow' })).findByText(cad.format(revenue * 0.15))).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Outstanding Invoices' })).getByText(cad.format(revenue * 0.08))).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Bank Balance' })).getByText(cad.format(revenue * 0.25))).toBeInTheDocument();
  });

  it('lists the transactions table with amount, date, type and a status badge coloured by status', async () => {
    const client = await showAdmin(real.backend, '/admin/finance');
    expect(screen.getByRole('status', { name: 'Loading transactions' })).toBeInTheDocument();
    const { count } = await client.from('transactions').select('id', { count: 'exact', head: true });
    expect(await screen.findByText(countText(count!, ['transaction', 'transactions']))).toBeInTheDocument();
    const { count: failed } = await client.from('transactions').select('id', { count: 'exact', head: true }).eq('status', 'failed');
    await searchFor(/Search transactions/, 'failed', countText(failed!, ['transaction', 'transactions']));
    const [card] = await cardsOf('Transactions');
    expect(within(card!).getByText('Failed')).toHaveAttribute('data-tone', 'danger');
  });
});
