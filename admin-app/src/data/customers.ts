import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ChangedElsewhereError, serverSearchFilter, type CustomerAnalytics, type SearchColumn, type Tables } from '@export-portal/shared-domain';
import {
  definePagedList,
  NEWEST_FIRST,
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
  order: NEWEST_FIRST,
  rows: (client, request: ListRequest<{ customer_type: NonNullable<Tables<'customers'>['customer_type']> }>, options) => {
    let query = client.from('customers').select('*,vehicles(id,status)', options);
    const search = serverSearchFilter(request.search, CUSTOMER_SEARCH);
    if (search) query = query.or(search);
    const type = requestedFilter(request, 'customer_type');
    if (type) query = query.eq('customer_type', type);
    return query;
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

/** The columns the customer form edits; the rest (totals, dates) belong to the database. */
export const CUSTOMER_FORM_COLUMNS =
  'id,user_id,first_name,last_name,company_name,customer_type,email,phone,address_line1,city,province,postal_code,notes,updated_at';

export type CustomerFields = Pick<
  Tables<'customers'>,
  | 'user_id'
  | 'first_name'
  | 'last_name'
  | 'company_name'
  | 'customer_type'
  | 'email'
  | 'phone'
  | 'address_line1'
  | 'city'
  | 'province'
  | 'postal_code'
  | 'notes'
>;

/** A customer as the form last read it: its fields and the version they belong to. */
export type CustomerVersion = CustomerFields & { id: string; updated_at: string };

/** Raised when an edit found the customer changed since it was read; carries what it holds now. */
export class CustomerChangedError extends ChangedElsewhereError {
  constructor(readonly latest: CustomerVersion) {
    super('customer');
  }
}

/** Raised when the customer being edited no longer exists. */
export class CustomerGoneError extends Error {
  readonly code = 'P0001';
  constructor() {
    super('This customer was deleted by someone else.');
  }
}

export type CustomerSave = { fields: CustomerFields } & ({ id: null } | { id: string; seenUpdatedAt: string });

/**
 * Adds a customer, or changes one only if it is still the version the form was filled from:
 * no row back means someone else changed or deleted it, and reading it again tells which.
 */
export async function saveCustomer(client: PortalClient, save: CustomerSave): Promise<void> {
  if (save.id === null) {
    const { error } = await client.from('customers').insert(save.fields);
    if (error) throw error;
    return;
  }
  const { data, error } = await client
    .from('customers')
    .update(save.fields)
    .eq('id', save.id)
    .eq('updated_at', save.seenUpdatedAt)
    .select(CUSTOMER_FORM_COLUMNS);
  if (error) throw error;
  if (data.length > 0) return;
  const latest = await client.from('customers').select(CUSTOMER_FORM_COLUMNS).eq('id', save.id).maybeSingle();
  if (latest.error) throw latest.error;
  if (!latest.data) throw new CustomerGoneError();
  throw new CustomerChangedError(latest.data);
}

/** Deletes a customer; the database refuses while vehicles, shipments or documents are theirs. */
export async function deleteCustomer(client: PortalClient, { id }: { id: string }): Promise<void> {
  const { data, error } = await client.from('customers').delete().eq('id', id).select('id');
  if (error) throw error;
  if (data.length === 0) throw new CustomerGoneError();
}

export interface ClientAccount {
  user_id: string;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
}

/** Client accounts without a customer record, searched on the server by e-mail or name (20 at most). */
export function useUnlinkedClientAccounts(search: string, enabled: boolean) {
  const client = useSupabase();
  return useQuery({
    queryKey: [...tableKeys('profiles').all, 'unlinked-clients', search],
    enabled,
    placeholderData: keepPreviousData,
    queryFn: async (): Promise<ClientAccount[]> => {
      const { data, error } = await client.rpc('unlinked_client_accounts', { p_search: search });
      if (error) throw error;
      return data;
    },
  });
}

/** The account a customer is linked to, named by its profile. */
export function useClientAccount(userId: string | null) {
  const client = useSupabase();
  return useQuery({
    queryKey: [...tableKeys('profiles').all, 'account', userId],
    enabled: userId !== null,
    queryFn: async (): Promise<ClientAccount | null> => {
      const { data, error } = await client
        .from('profiles')
        .select('user_id,email,first_name,last_name')
        .eq('user_id', userId ?? '')
        .maybeSingle();
      if (error) throw error;
      return data;
    },
  });
}
