import { CHANGED_ELSEWHERE_CODE, ChangedElsewhereError, VEHICLE_COLUMNS, type VehicleRow } from '@export-portal/shared-domain';
import type { PortalClient } from '@export-portal/shared-auth';

/**
 * The facts of a vehicle staff may change. The database refuses any other column from staff
 * (prices, owner, VIN, …), however the request is written.
 */
export type VehicleDetails = Pick<VehicleRow, 'location' | 'color' | 'mileage' | 'notes'>;

export interface VehicleDetailsEdit {
  vehicleId: string;
  changes: Partial<VehicleDetails>;
  /** The vehicle's `updated_at` as the form was filled from it. */
  seenUpdatedAt: string;
}

/**
 * Saves staff's Edit Details through `update_vehicle_details`, which compares the version the
 * form was filled from with the row's own: a stale one is refused (PT409), read as a
 * changed-elsewhere failure, so nobody overwrites a colleague's change unseen.
 */
export async function updateVehicleDetails(client: PortalClient, { vehicleId, changes, seenUpdatedAt }: VehicleDetailsEdit): Promise<void> {
  const { error } = await client.rpc('update_vehicle_details', {
    p_vehicle_id: vehicleId,
    p_changes: changes,
    p_seen_updated_at: seenUpdatedAt,
  });
  if (error) throw error.code === CHANGED_ELSEWHERE_CODE ? new ChangedElsewhereError('vehicle') : error;
}

/** The vehicle as the database now holds it, or null once it is gone. */
export async function readVehicle(client: PortalClient, vehicleId: string): Promise<VehicleRow | null> {
  const { data, error } = await client.from('vehicles').select(VEHICLE_COLUMNS).eq('id', vehicleId).maybeSingle();
  if (error) throw error;
  return data;
}
