import { queryOptions, useQuery } from '@tanstack/react-query';
import { isSearchText, serverExactFilter, trackingFilter } from '@export-portal/shared-domain';
import { useAuth, useSupabase, type PortalClient } from '@export-portal/shared-auth';
import { OWNED_BY, OWNER_USER, SHIPMENT_CARGO, TRACKED_SHIPMENT_COLUMNS } from './ownRecords';

/** At most this many shipments answer one tracking search; a number names one shipment. */
const TRACKING_MATCHES = 10;

/**
 * The client's own shipments a number tracks: the whole shipment, booking or
 * container number, case-insensitive. Blank input finds nothing without asking.
 */
export async function trackOwnShipments(client: PortalClient, user: string, term: string) {
  const containerFilter = serverExactFilter(term, ['container_number']);
  if (containerFilter === null) return [];
  const containers = await client.from('containers').select('shipment_id').or(containerFilter).not('shipment_id', 'is', null).limit(TRACKING_MATCHES);
  if (containers.error) throw containers.error;
  const shipmentIds = containers.data.flatMap((container) => (container.shipment_id ? [container.shipment_id] : []));
  const filter = trackingFilter(term, shipmentIds);
  if (filter === null) return [];
  const { data, error } = await client
    .from('shipments')
    .select(`${TRACKED_SHIPMENT_COLUMNS},${SHIPMENT_CARGO},${OWNED_BY}`)
    .eq(OWNER_USER, user)
    .or(filter)
    .order('created_at', { ascending: false })
    .order('id')
    .limit(TRACKING_MATCHES);
  if (error) throw error;
  return data;
}

export type TrackedShipment = Awaited<ReturnType<typeof trackOwnShipments>>[number];

function trackingQuery(client: PortalClient, user: string, term: string) {
  const number = term.trim();
  return queryOptions<TrackedShipment[], Error>({
    queryKey: ['shipments', 'client', user, 'tracking', number.toLowerCase()],
    queryFn: () => trackOwnShipments(client, user, number),
  });
}

/** The shipments a submitted tracking number finds; nothing is asked for blank input. */
export function useShipmentTracking(term: string) {
  const client = useSupabase();
  const user = useAuth().user?.id ?? '';
  return useQuery({ ...trackingQuery(client, user, term), enabled: user !== '' && isSearchText(term) });
}
