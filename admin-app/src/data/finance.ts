import { serverSearchFilter, type SearchColumn, type Tables } from '@export-portal/shared-domain';
import { definePagedList, inListOrder, requestedFilter, type ListRequest } from '@export-portal/shared-auth';

/** The Finance screen's transactions, newest first, searched on the server. */

const TRANSACTION_SEARCH: readonly SearchColumn[] = ['description', 'transaction_type', 'status'];

/** The transactions table's columns the server sorts by. */
export const TRANSACTION_SORTS = ['transaction_date', 'amount', 'transaction_type', 'status', 'description'] as const;
export type TransactionSort = (typeof TRANSACTION_SORTS)[number];

export const transactionList = definePagedList({
  table: 'transactions',
  sortable: TRANSACTION_SORTS,
  read: (client, request: ListRequest<{ status: NonNullable<Tables<'transactions'>['status']> }>, range) => {
    let query = client.from('transactions').select('*', { count: 'exact' });
    const search = serverSearchFilter(request.search, TRANSACTION_SEARCH);
    if (search) query = query.or(search);
    const status = requestedFilter(request, 'status');
    if (status) query = query.eq('status', status);
    const ordered = inListOrder(query, request.sort, (own) => own.order('transaction_date', { ascending: false }).order('id'));
    return ordered.range(range.from, range.to);
  },
});
