import { queryOptions, useQuery } from '@tanstack/react-query';
import { tableKeys, useSupabase, type PortalClient } from '@export-portal/shared-auth';

/**
 * Cost prices of the given vehicles (a page of the inventory), through the admin and staff
 * function, since the column is never granted. The ids go in the request's body.
 */
async function readVehicleCosts(client: PortalClient, vehicleIds: readonly string[]) {
  if (vehicleIds.length === 0) return new Map<string, number | null>();
  const { data, error } = await client.rpc('vehicle_costs_of', { vehicle_ids: [...vehicleIds] });
  if (error) throw error;
  return new Map(data.map((cost) => [cost.vehicle_id, cost.purchase_price]));
}

function vehicleCostsQuery(client: PortalClient, vehicleIds: readonly string[]) {
  return queryOptions<ReadonlyMap<string, number | null>>({
    queryKey: [...tableKeys('vehicles').all, 'costs', [...vehicleIds].sort()],
    queryFn: () => readVehicleCosts(client, vehicleIds),
  });
}

export function useVehicleCosts(vehicleIds: readonly string[]) {
  return useQuery(vehicleCostsQuery(useSupabase(), vehicleIds));
}
