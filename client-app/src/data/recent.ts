import { queryOptions, useQuery } from '@tanstack/react-query';
import { tableKeys, useAuth, useSupabase, type PortalClient } from '@export-portal/shared-auth';
import { OWNED_BY, OWNER_USER, OWN_DOCUMENT_COLUMNS, SHIPMENT_CARGO, TRACKED_SHIPMENT_COLUMNS } from './ownRecords';

/** How many of their latest records Track Shipment and Download Documents offer before any search. */
export const RECENT_RECORDS = 3;

/** The client's latest shipments, newest first, as a tracking search would show them. */
export async function recentOwnShipments(client: PortalClient, user: string) {
  const { data, error } = await client
    .from('shipments')
    .select(`${TRACKED_SHIPMENT_COLUMNS},${SHIPMENT_CARGO},${OWNED_BY}`)
    .eq(OWNER_USER, user)
    .order('created_at', { ascending: false })
    .order('id')
    .limit(RECENT_RECORDS);
  if (error) throw error;
  return data;
}

/** The client's latest documents, newest first. */
export async function recentOwnDocuments(client: PortalClient, user: string) {
  const { data, error } = await client
    .from('documents')
    .select(`${OWN_DOCUMENT_COLUMNS},${OWNED_BY}`)
    .eq(OWNER_USER, user)
    .order('created_at', { ascending: false })
    .order('id')
    .limit(RECENT_RECORDS);
  if (error) throw error;
  return data;
}

// Keyed under the table, so a change to the client's shipments or documents reloads them.
const recentShipmentsQuery = (client: PortalClient, user: string) =>
  queryOptions({ queryKey: [...tableKeys('shipments').all, 'client', user, 'recent'], queryFn: () => recentOwnShipments(client, user) });

const recentDocumentsQuery = (client: PortalClient, user: string) =>
  queryOptions({ queryKey: [...tableKeys('documents').all, 'client', user, 'recent'], queryFn: () => recentOwnDocuments(client, user) });

export function useRecentOwnShipments() {
  const user = useAuth().user?.id ?? '';
  return useQuery({ ...recentShipmentsQuery(useSupabase(), user), enabled: user !== '' });
}

export function useRecentOwnDocuments() {
  const user = useAuth().user?.id ?? '';
  return useQuery({ ...recentDocumentsQuery(useSupabase(), user), enabled: user !== '' });
}
