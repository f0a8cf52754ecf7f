import { queryOptions, useQuery } from '@tanstack/react-query';
import { tableKeys, useSupabase, type PortalClient } from '@export-portal/shared-auth';

/** Cost prices of the given vehicles, through the admin and staff function (the column is never granted). */
function vehicleCostsQuery(client: PortalClient, vehicleIds: readonly string[]) {
  return queryOptions<ReadonlyMap<string, number | null>>({
    queryKey: [...tableKeys('vehicles').all, 'costs', [...vehicleIds].sort()],
    queryFn: async () => {
      if (vehicleIds.length === 0) return new Map();
      const { data, error } = await client.rpc('vehicle_costs').in('vehicle_id', [...vehicleIds]);
      if (error) throw error;
      return new Map(data.map((cost) => [cost.vehicle_id, cost.purchase_price]));
    },
  });
}

export function useVehicleCosts(vehicleIds: readonly string[]) {
  return useQuery(vehicleCostsQuery(useSupabase(), vehicleIds));
}
