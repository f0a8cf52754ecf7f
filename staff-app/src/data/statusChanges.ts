import {
  CHANGED_ELSEWHERE_CODE,
  ChangedElsewhereError,
  SHIPMENT_ACTION_TARGETS,
  type ShipmentAction,
  type VehicleRow,
} from '@export-portal/shared-domain';
import type { PortalClient } from '@export-portal/shared-auth';

/**
 * Staff's status changes. A status change names the `updated_at` the
 * user saw, and the database refuses it when someone else changed the record
 * since (PT409, read as a changed-elsewhere failure) instead of silently
 * overwriting their change. Staff cannot change a status any other way.
 */

function refusal(error: Error & { code?: string }, what: string): Error {
  return error.code === CHANGED_ELSEWHERE_CODE ? new ChangedElsewhereError(what) : error;
}

export interface SeenRecord {
  id: string;
  /** The record's `updated_at` as the list showed it. */
  updated_at: string;
}

export async function setVehicleStatus(
  client: PortalClient,
  { vehicle, status }: { vehicle: SeenRecord; status: VehicleRow['status'] },
): Promise<void> {
  const { error } = await client.rpc('change_vehicle_status', {
    vehicle_id: vehicle.id,
    new_status: status,
    seen_updated_at: vehicle.updated_at,
  });
  if (error) throw refusal(error, 'vehicle');
}

/** The database stamps departure and arrival dates with its own today. */
export async function applyShipmentAction(
  client: PortalClient,
  { shipment, action }: { shipment: SeenRecord; action: ShipmentAction },
): Promise<void> {
  const { error } = await client.rpc('change_shipment_status', {
    shipment_id: shipment.id,
    new_status: SHIPMENT_ACTION_TARGETS[action],
    seen_updated_at: shipment.updated_at,
  });
  if (error) throw refusal(error, 'shipment');
}
