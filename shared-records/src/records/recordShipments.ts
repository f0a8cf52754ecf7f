import { queryOptions, useQuery } from '@tanstack/react-query';
import { tableKeys, useSupabase, type PortalClient } from '@export-portal/shared-auth';
import type { ShipmentRowFacts } from './ShipmentRows';

/** The records whose page lists shipments: a vehicle's are those it joined, a customer's those booked for them. */
export type ShipmentsColumn = 'vehicle_id' | 'customer_id';

/** How many of a customer's shipments their page lists; the boards search the rest. */
const CUSTOMER_SHIPMENTS_LIMIT = 100;

function vehicleShipmentsQuery(client: PortalClient, id: string) {
  return queryOptions<ShipmentRowFacts[]>({
    queryKey: [...tableKeys('shipment_vehicles').all, 'vehicle', id],
    queryFn: async () => {
      const { data, error } = await client
        .from('shipment_vehicles')
        .select('active,added_at,shipment:shipments(id,shipment_number,status,destination_port,estimated_departure,estimated_arrival)')
        .eq('vehicle_id', id)
        .order('added_at', { ascending: false });
      if (error) throw error;
      return data.flatMap(({ shipment, active, added_at }) => (shipment ? [{ ...shipment, active, added_at }] : []));
    },
  });
}

function customerShipmentsQuery(client: PortalClient, id: string) {
  return queryOptions<ShipmentRowFacts[]>({
    queryKey: [...tableKeys('shipments').all, 'customer', id],
    queryFn: async () => {
      const { data, error } = await client
        .from('shipments')
        .select('id,shipment_number,status,destination_port,estimated_arrival')
        .eq('customer_id', id)
        .order('created_at', { ascending: false })
        .order('id')
        .limit(CUSTOMER_SHIPMENTS_LIMIT);
      if (error) throw error;
      return data;
    },
  });
}

/** A vehicle's shipments, latest joined first, or a customer's, newest first. */
export function recordShipmentsQuery(client: PortalClient, column: ShipmentsColumn, id: string) {
  return column === 'vehicle_id' ? vehicleShipmentsQuery(client, id) : customerShipmentsQuery(client, id);
}

export function useRecordShipments(column: ShipmentsColumn, id: string) {
  return useQuery(recordShipmentsQuery(useSupabase(), column, id));
}
