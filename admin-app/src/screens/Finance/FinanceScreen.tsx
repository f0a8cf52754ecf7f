import { DASHBOARD_STATS_KEY, listFrame, useListParams, useLiveTable } from '@export-portal/shared-auth';
import { TRANSACTION_STATUSES, type TransactionStatus } from '@export-portal/shared-domain';
import { Screen, LiveStatus } from '@export-portal/shared-ui';
import { SearchableList } from '@export-portal/shared-ui/lists';
import { ExportCsvButton } from '@export-portal/shared-records/csv-export';
import { RevenueFractions } from './RevenueFractions';
import { TransactionCard, transactionColumns } from './TransactionCard';
import { transactionList } from '../../data/finance';

/** Financial Management: revenue and what follows from it, and the transactions on record. */
export function FinanceScreen() {
  const params = useListParams<{ status: TransactionStatus }>({ status: TRANSACTION_STATUSES });
  const query = transactionList.useList(params.request);
  const live = useLiveTable(['transactions', 'vehicles'], { invalidates: [transactionList.keys.all, DASHBOARD_STATS_KEY] });
  return (
    <Screen actions={<LiveStatus state={live} />}>
      <RevenueFractions />
      <SearchableList
        label="Transactions"
        noun={['transaction', 'transactions']}
        searchLabel="Search transactions by description, type or status"
        {...listFrame(params, query)}
        emptyText="No transactions found matching your search."
        getKey={(transaction) => transaction.id}
        renderRow={(transaction) => <TransactionCard transaction={transaction} />}
        columns={transactionColumns}
        estimatedCardHeightPx={170}
        actions={
          <ExportCsvButton
            list={transactionList}
            request={params.request}
            columns={transactionColumns}
            subject="transactions"
            disabled={!query.data?.total}
          />
        }
      />
    </Screen>
  );
}
