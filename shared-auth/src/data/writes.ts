import {
  CHANGED_ELSEWHERE_CODE,
  ChangedElsewhereError,
  SHIPMENT_ACTION_TARGETS,
  type ShipmentAction,
  type VehicleRow,
} from '@export-portal/shared-domain';
import type { PostgrestError } from '@supabase/postgrest-js';
import type { PortalClient } from '../config/backendClient';

/**
 * The writes the screens make. A status change names the `updated_at` the
 * user saw, and the database refuses it when someone else changed the record
 * since (PT409, read as a changed-elsewhere failure) instead of silently
 * overwriting their change. Staff cannot change a status any other way.
 */

function refusal(error: PostgrestError, what: string): Error {
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

export async function markCommunicationRead(client: PortalClient, { id }: { id: string }): Promise<void> {
  const { error } = await client.from('communications').update({ read_status: true }).eq('id', id);
  if (error) throw error;
}

export const REPLY_SUBJECT = 'Re: Customer Inquiry';

/** A staff reply: an outbound e-mail to the customer, already read. */
export async function sendReply(client: PortalClient, { customerId, message }: { customerId: string; message: string }): Promise<void> {
  const { error } = await client.from('communications').insert({
    customer_id: customerId,
    message,
    direction: 'outbound',
    communication_type: 'email',
    subject: REPLY_SUBJECT,
    read_status: true,
  });
  if (error) throw error;
}
