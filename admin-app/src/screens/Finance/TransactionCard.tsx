import { TRANSACTION_STATUS_LABELS, TRANSACTION_TYPE_LABELS, type TransactionRow } from '@export-portal/shared-domain';
import { RecordCard, StatusBadge, formatDate, formatMoney } from '@export-portal/shared-ui';
import type { ListColumn } from '@export-portal/shared-ui/lists';
import type { TransactionSort } from '../../data/finance';

/** An expense counts against revenue, so it shows as a negative amount. */
const amountOf = (transaction: TransactionRow) => (transaction.transaction_type === 'expense' ? -1 : 1) * transaction.amount;
const signedAmount = (transaction: TransactionRow) => formatMoney(amountOf(transaction));

/** One transaction: amount, date, type and a status badge (Completed green, Pending amber, Failed red). */
export function TransactionCard({ transaction }: { transaction: TransactionRow }) {
  return (
    <RecordCard
      id={`transaction-${transaction.id}`}
      title={signedAmount(transaction)}
      subtitle={transaction.description ?? undefined}
      badge={<StatusBadge status={transaction.status} label={TRANSACTION_STATUS_LABELS[transaction.status]} />}
      facts={[
        ['Date', formatDate(transaction.transaction_date)],
        ['Type', TRANSACTION_TYPE_LABELS[transaction.transaction_type]],
      ]}
    />
  );
}

/** The transactions table: the card's facts a column each, every one sorted on the server. */
export const transactionColumns: readonly ListColumn<TransactionRow, TransactionSort>[] = [
  {
    header: 'Date',
    cell: (transaction) => formatDate(transaction.transaction_date),
    value: (transaction) => transaction.transaction_date,
    sort: 'transaction_date',
  },
  { header: 'Amount', cell: signedAmount, value: amountOf, sort: 'amount', numeric: true },
  { header: 'Description', value: (transaction) => transaction.description, sort: 'description' },
  { header: 'Type', value: (transaction) => TRANSACTION_TYPE_LABELS[transaction.transaction_type], sort: 'transaction_type' },
  {
    header: 'Status',
    cell: (transaction) => <StatusBadge status={transaction.status} label={TRANSACTION_STATUS_LABELS[transaction.status]} />,
    value: (transaction) => TRANSACTION_STATUS_LABELS[transaction.status],
    sort: 'status',
  },
];
