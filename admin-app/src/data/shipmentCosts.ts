import { useQuery } from '@tanstack/react-query';
import { tableKeys, useSupabase } from '@export-portal/shared-auth';

/** A shipment's costs, which only the admin's page shows beside its facts. */
export function useShipmentCosts(shipmentId: string) {
  const client = useSupabase();
  return useQuery({
    queryKey: [...tableKeys('shipments').detail(shipmentId), 'costs'],
    queryFn: async () => {
      const { data, error } = await client.from('shipments').select('shipping_cost,total_cost').eq('id', shipmentId).maybeSingle();
      if (error) throw error;
      return data;
    },
  });
}
