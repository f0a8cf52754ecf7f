import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShipmentStatus } from '@export-portal/shared-domain';
import type { PortalClient } from '@export-portal/shared-auth';
import { shipmentRecordKey } from './shipmentRecord';

export interface TimelineEntry {
  status: ShipmentStatus;
  changed_at: string;
  actor_name: string | null;
}

/** The shipment's status on creation and each change since, oldest first; nothing for a reader who may not see it. */
export async function readShipmentTimeline(client: PortalClient, shipmentId: string): Promise<TimelineEntry[]> {
  const { data, error } = await client.rpc('shipment_timeline', { p_shipment_id: shipmentId });
  if (error) throw error;
  return (data ?? []) as TimelineEntry[];
}

export function shipmentTimelineQuery(client: PortalClient, shipmentId: string) {
  return queryOptions({
    // Under the shipment's key, so every write to shipments reloads it.
    queryKey: [...shipmentRecordKey(shipmentId), 'timeline'],
    queryFn: () => readShipmentTimeline(client, shipmentId),
  });
}

export function useShipmentTimeline(client: PortalClient, shipmentId: string) {
  return useQuery(shipmentTimelineQuery(client, shipmentId));
}
