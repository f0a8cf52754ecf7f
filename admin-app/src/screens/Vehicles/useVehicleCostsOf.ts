import { useVehicleCosts } from '../../data/vehicleCosts';

const NONE: ReadonlyMap<string, number | null> = new Map();

/** The purchase prices of the vehicles on the page, read through the admin and staff function. */
export function useVehicleCostsOf(vehicles: ReadonlyArray<{ id: string }> | undefined): ReadonlyMap<string, number | null> {
  const { data } = useVehicleCosts(vehicles?.map((vehicle) => vehicle.id) ?? []);
  return data ?? NONE;
}
