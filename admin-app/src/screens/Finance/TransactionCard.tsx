import { TRANSACTION_STATUS_LABELS, TRANSACTION_TYPE_LABELS, type TransactionRow } from '@export-portal/shared-domain';
import { RecordCard, StatusBadge, formatDate, formatMoney } from '@export-portal/shared-ui';

/** One transaction: amount, date, type and a status badge (Completed green, Pending amber, Failed red). */
export function TransactionCard({ transaction }: { transaction: TransactionRow }) {
  const sign = transaction.transaction_type === 'expense' ? -1 : 1;
  return (
    <RecordCard
      id={`transaction-${transaction.id}`}
      title={formatMoney(sign * transaction.amount)}
      subtitle={transaction.description ?? undefined}
      badge={<StatusBadge status={transaction.status} label={TRANSACTION_STATUS_LABELS[transaction.status]} />}
      facts={[
        ['Date', formatDate(transaction.transaction_date)],
        ['Type', TRANSACTION_TYPE_LABELS[transaction.transaction_type]],
      ]}
    />
  );
}
