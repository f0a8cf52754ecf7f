import { serverSearchFilter, type SearchColumn, type Tables } from '@export-portal/shared-domain';
import { definePagedList, requestedFilter, type ListRequest } from '@export-portal/shared-auth';

/** The Finance screen's transactions, newest first, searched on the server. */

const TRANSACTION_SEARCH: readonly SearchColumn[] = ['description', 'transaction_type', 'status'];

/** The transactions table's columns the server sorts by. */
export const TRANSACTION_SORTS = ['transaction_date', 'amount', 'transaction_type', 'status', 'description'] as const;
export type TransactionSort = (typeof TRANSACTION_SORTS)[number];

export const transactionList = definePagedList({
  table: 'transactions',
  sortable: TRANSACTION_SORTS,
  order: { column: 'transaction_date', ascending: false, idAscending: true },
  rows: (client, request: ListRequest<{ status: NonNullable<Tables<'transactions'>['status']> }>, options) => {
    let query = client.from('transactions').select('*', options);
    const search = serverSearchFilter(request.search, TRANSACTION_SEARCH);
    if (search) query = query.or(search);
    const status = requestedFilter(request, 'status');
    if (status) query = query.eq('status', status);
    return query;
  },
});
