import { FileSpreadsheet } from 'lucide-react';
import { ExportCsvButton } from '@export-portal/shared-records/csv-export';
import type { ListRequest } from '@export-portal/shared-auth';
import type { TransactionStatus } from '@export-portal/shared-domain';
import { transactionList } from '../../data/finance';
import { transactionColumns } from '../Finance/TransactionCard';

/** Every transaction, as Financial Management lists them with nothing searched: newest first. */
const EVERY_TRANSACTION: ListRequest<{ status: TransactionStatus }> = { search: '', filters: {}, page: 1 };

/** Export Transactions (CSV): every transaction on record, with Financial Management's columns. */
export function ExportTransactionsButton() {
  return (
    <ExportCsvButton
      list={transactionList}
      request={EVERY_TRANSACTION}
      columns={transactionColumns}
      subject="transactions"
      label="Export Transactions (CSV)"
      icon={<FileSpreadsheet aria-hidden size={14} />}
    />
  );
}
