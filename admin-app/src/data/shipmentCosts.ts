import { queryOptions, useQuery } from '@tanstack/react-query';
import { tableKeys, useSupabase, type FirstVisit, type PortalClient } from '@export-portal/shared-auth';
import { recordIdToReadAhead } from '@export-portal/shared-records/records';

export function shipmentCostsQuery(client: PortalClient, shipmentId: string) {
  return queryOptions({
    queryKey: [...tableKeys('shipments').detail(shipmentId), 'costs'],
    queryFn: async () => {
      const { data, error } = await client.from('shipments').select('shipping_cost,total_cost').eq('id', shipmentId).maybeSingle();
      if (error) throw error;
      return data;
    },
  });
}

/** A shipment's costs, which only the admin's page shows beside its facts. */
export function useShipmentCosts(shipmentId: string) {
  return useQuery(shipmentCostsQuery(useSupabase(), shipmentId));
}

/** The costs of a shipment whose page is opened by its address, read while the page downloads. */
export function readShipmentCostsAhead(visit: FirstVisit): Promise<unknown> {
  const id = recordIdToReadAhead(visit);
  return id ? visit.queryClient.prefetchQuery(shipmentCostsQuery(visit.client, id)) : Promise.resolve();
}
