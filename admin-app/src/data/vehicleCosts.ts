import { queryOptions, useQuery } from '@tanstack/react-query';
import { tableKeys, useSupabase, type PortalClient } from '@export-portal/shared-auth';

/**
 * Cost prices of the given vehicles (at most 1,000: a page, or a batch of an export), through the
 * admin and staff function, since the column is never granted. The ids go in the request's body,
 * where a batch's thousand fit.
 */
async function readVehicleCosts(client: PortalClient, vehicleIds: readonly string[], signal?: AbortSignal) {
  if (vehicleIds.length === 0) return new Map<string, number | null>();
  const call = client.rpc('vehicle_costs_of', { vehicle_ids: [...vehicleIds] });
  const { data, error } = await (signal ? call.abortSignal(signal) : call);
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

/** The vehicles with their purchase prices, read for them in one request: a batch of the inventory's export. */
export async function withPurchasePrices<Vehicle extends { id: string }>(client: PortalClient, vehicles: Vehicle[], signal: AbortSignal) {
  const costs = await readVehicleCosts(
    client,
    vehicles.map((vehicle) => vehicle.id),
    signal,
  );
  return vehicles.map((vehicle) => ({ ...vehicle, purchase_price: costs.get(vehicle.id) ?? null }));
}
