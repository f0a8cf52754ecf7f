import { serverSearchFilter, type SearchColumn, type Tables } from '@export-portal/shared-domain';
import { definePagedList, requestedFilter, type ListRequest } from '@export-portal/shared-auth';

/** The Finance screen's transactions, newest first, searched on the server. */

const TRANSACTION_SEARCH: readonly SearchColumn[] = ['description', 'transaction_type', 'status'];

export const transactionList = definePagedList({
  table: 'transactions',
  read: (client, request: ListRequest<{ status: NonNullable<Tables<'transactions'>['status']> }>, range) => {
    let query = client.from('transactions').select('*', { count: 'exact' });
    const search = serverSearchFilter(request.search, TRANSACTION_SEARCH);
    if (search) query = query.or(search);
    const status = requestedFilter(request, 'status');
    if (status) query = query.eq('status', status);
    return query.order('transaction_date', { ascending: false }).order('id').range(range.from, range.to);
  },
});
