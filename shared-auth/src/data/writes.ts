import {
  ChangedElsewhereError,
  shipmentActionChange,
  type ShipmentAction,
  type ShipmentRow,
  type VehicleRow,
} from '@export-portal/shared-domain';
import type { PortalClient } from './pagedList';

/**
 * The writes the screens make. A status change is conditional on the
 * `updated_at` the user saw: when someone else changed the record since, the
 * update matches no row and fails with ChangedElsewhereError instead of
 * silently overwriting their change.
 */

export interface SeenRecord {
  id: string;
  /** The record's `updated_at` as the list showed it. */
  updated_at: string;
}

export async function setVehicleStatus(
  client: PortalClient,
  { vehicle, status }: { vehicle: SeenRecord; status: VehicleRow['status'] },
): Promise<void> {
  const { data, error } = await client
    .from('vehicles')
    .update({ status, updated_at: new Date().toISOString() })
    .eq('id', vehicle.id)
    .eq('updated_at', vehicle.updated_at)
    .select('id');
  if (error) throw error;
  if (data.length === 0) throw new ChangedElsewhereError('vehicle');
}

export async function applyShipmentAction(
  client: PortalClient,
  { shipment, action, today }: { shipment: SeenRecord; action: ShipmentAction; today: Date },
): Promise<void> {
  const change: Partial<ShipmentRow> = shipmentActionChange(action, today);
  const { data, error } = await client
    .from('shipments')
    .update({ ...change, updated_at: new Date().toISOString() })
    .eq('id', shipment.id)
    .eq('updated_at', shipment.updated_at)
    .select('id');
  if (error) throw error;
  if (data.length === 0) throw new ChangedElsewhereError('shipment');
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
