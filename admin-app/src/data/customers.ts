import { queryOptions, useQuery } from '@tanstack/react-query';
import { serverSearchFilter, type CustomerAnalytics, type SearchColumn, type Tables } from '@export-portal/shared-domain';
import {
  definePagedList,
  inListOrder,
  requestedFilter,
  tableKeys,
  useSupabase,
  type ListRequest,
  type PortalClient,
} from '@export-portal/shared-auth';

/** The Customers screen's reads: the customer database, its analytics and the communications log. */

const CUSTOMER_SEARCH: readonly SearchColumn[] = ['first_name', 'last_name', 'company_name', 'email'];

/** The customer table's columns the server sorts by. */
export const CUSTOMER_SORTS = ['last_name', 'company_name', 'customer_type', 'email', 'city', 'total_purchases', 'created_at'] as const;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];

export const customerList = definePagedList({
  table: 'customers',
  sortable: CUSTOMER_SORTS,
  read: (client, request: ListRequest<{ customer_type: NonNullable<Tables<'customers'>['customer_type']> }>, range) => {
    let query = client.from('customers').select('*,vehicles(id,status)', { count: 'exact' });
    const search = serverSearchFilter(request.search, CUSTOMER_SEARCH);
    if (search) query = query.or(search);
    const type = requestedFilter(request, 'customer_type');
    if (type) query = query.eq('customer_type', type);
    const ordered = inListOrder(query, request.sort, (own) => own.order('created_at', { ascending: false }).order('id'));
    return ordered.range(range.from, range.to);
  },
});

function customerAnalyticsQuery(client: PortalClient) {
  return queryOptions<CustomerAnalytics>({
    queryKey: [...tableKeys('customers').all, 'analytics'],
    queryFn: async () => {
      const { data, error } = await client.rpc('customer_analytics');
      if (error) throw error;
      return data;
    },
  });
}

export function useCustomerAnalytics() {
  return useQuery(customerAnalyticsQuery(useSupabase()));
}

/** How many messages the Communications Log shows. */
export const COMMUNICATIONS_LOG_LIMIT = 50;

function communicationsLogQuery(client: PortalClient) {
  return queryOptions({
    queryKey: [...tableKeys('communications').all, 'log'],
    queryFn: async () => {
      const { data, error } = await client
        .from('communications')
        .select('*,customer:customers(first_name,last_name,company_name,email,phone)')
        .order('created_at', { ascending: false })
        .order('id')
        .limit(COMMUNICATIONS_LOG_LIMIT);
      if (error) throw error;
      return data;
    },
  });
}

/** The latest 50 messages in either direction, with their customers' names. */
export function useCommunicationsLog() {
  return useQuery(communicationsLogQuery(useSupabase()));
}
