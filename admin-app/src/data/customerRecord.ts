import { queryOptions, useQuery } from '@tanstack/react-query';
import { VEHICLE_COLUMNS } from '@export-portal/shared-domain';
import { tableKeys, useSupabase, type FirstVisit, type PortalClient } from '@export-portal/shared-auth';
import { readCustomerThreadAhead } from '@export-portal/shared-records/conversations';
import { isRecordId, recordIdToReadAhead } from '@export-portal/shared-records/records';

/** One customer's page: the customer with their linked portal account, and their vehicles. */

/** How many of a customer's vehicles the page lists; the board searches the rest. */
export const CUSTOMER_RECORD_LIMIT = 100;

function customerQuery(client: PortalClient, id: string) {
  return queryOptions({
    queryKey: [...tableKeys('customers').detail(id)],
    queryFn: async () => {
      if (!isRecordId(id)) return null;
      const { data, error } = await client.from('customers').select('*').eq('id', id).maybeSingle();
      if (error) throw error;
      if (!data?.user_id) return data ? { ...data, account: null } : null;
      const account = await client.from('profiles').select('email,first_name,last_name').eq('user_id', data.user_id).maybeSingle();
      if (account.error) throw account.error;
      return { ...data, account: account.data };
    },
  });
}

/** The customer, or null when there is none with this id. */
export function useCustomerRecord(id: string) {
  return useQuery(customerQuery(useSupabase(), id));
}

function customerVehiclesQuery(client: PortalClient, id: string) {
  return queryOptions({
    queryKey: [...tableKeys('vehicles').all, 'customer', id],
    queryFn: async () => {
      const { data, error } = await client
        .from('vehicles')
        .select(VEHICLE_COLUMNS)
        .eq('customer_id', id)
        .order('created_at', { ascending: false })
        .order('id')
        .limit(CUSTOMER_RECORD_LIMIT);
      if (error) throw error;
      return data;
    },
  });
}

export function useCustomerVehicles(id: string) {
  return useQuery(customerVehiclesQuery(useSupabase(), id));
}

/**
 * A customer's page opened by its address: the customer, their conversation and vehicles are read
 * while the section and the page download, instead of the customer once the page has rendered and
 * the rest once the customer has come. The route reads the shared parts the page is composed of
 * (documents, shipments, history) beside these.
 */
export function readCustomerRecordAhead(visit: FirstVisit): Promise<unknown> {
  const id = recordIdToReadAhead(visit);
  if (!id) return Promise.resolve();
  const { client, queryClient } = visit;
  return Promise.all([
    queryClient.prefetchQuery(customerQuery(client, id)),
    readCustomerThreadAhead(client, queryClient, id),
    queryClient.prefetchQuery(customerVehiclesQuery(client, id)),
  ]);
}
