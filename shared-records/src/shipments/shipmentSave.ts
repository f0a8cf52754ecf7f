import { ARRIVAL_BEFORE_DEPARTURE, dataFailureKind, dataFailureReason, type DataErrorLike } from '@export-portal/shared-domain';
import type { PortalClient } from '@export-portal/shared-auth';
import type { ShipmentValues } from './shipmentFormSchema';

export interface ShipmentSave {
  /** Null creates a shipment. */
  id: string | null;
  /** Whether the form sets the business terms (customer, status, costs) as well as the voyage. */
  withTerms: boolean;
  values: ShipmentValues;
  /** The vehicles the form opened with: the list is sent only when it changed, so a shipment that has left can still be edited. */
  vehiclesBefore: readonly string[] | null;
  /** The version the form shows; an edit made from an older one is refused. */
  seenUpdatedAt: string | null;
}

const sameIds = (a: readonly string[], b: readonly string[]) => a.length === b.length && [...a].sort().join() === [...b].sort().join();

/** What the form changes: the voyage's details, and the terms when the form sets them; what it does not show it never sends. */
function changedValues({ withTerms, values }: ShipmentSave) {
  const voyage = {
    booking_number: values.bookingNumber,
    origin_port: values.originPort,
    destination_port: values.destinationPort,
    vessel_name: values.vesselName,
    voyage_number: values.voyageNumber,
    estimated_departure: values.estimatedDeparture,
    estimated_arrival: values.estimatedArrival,
  };
  if (!withTerms) return voyage;
  return {
    ...voyage,
    customer_id: values.customerId || null,
    status: values.status,
    shipping_cost: values.shippingCost,
    total_cost: values.totalCost,
  };
}

/** Saves the shipment with its container and vehicles in one transaction; the database gives a new one its number. */
export async function saveShipment(client: PortalClient, save: ShipmentSave) {
  const vehicleIds = save.values.vehicles.map((vehicle) => vehicle.id);
  const { data, error } = await client
    .rpc('save_shipment', {
      p_id: save.id,
      p_values: changedValues(save),
      p_container_id: save.values.containerId || null,
      p_vehicle_ids: save.vehiclesBefore && sameIds(save.vehiclesBefore, vehicleIds) ? null : vehicleIds,
      p_seen_updated_at: save.seenUpdatedAt,
    })
    .select('id,shipment_number,updated_at')
    .single();
  if (error) throw error;
  return data;
}

/** The form's fields a refusal can concern. */
export type RefusedField = 'vehicles' | 'containerId' | 'estimatedArrival' | 'customerId';

export type SaveRefusal = { kind: 'field'; field: RefusedField; message: string } | { kind: 'changed-elsewhere' } | { kind: 'form'; message: string };

/**
 * Where a refusal of the database belongs in the form: its messages about vehicles (another
 * customer's, already shipping, over the container's capacity, already left) beside the
 * vehicles, about the container beside the container, the date check beside the arrival.
 */
export function refusalOf(error: unknown): SaveRefusal {
  const kind = dataFailureKind(error);
  if (kind === 'changed-elsewhere') return { kind: 'changed-elsewhere' };
  const message = (error as DataErrorLike | null)?.message?.trim() ?? '';
  if (kind === 'workflow') {
    if (/^Vehicle |^The vehicles of |^Container \S+ carries at most/.test(message)) return { kind: 'field', field: 'vehicles', message };
    if (/^Container /.test(message)) return { kind: 'field', field: 'containerId', message };
  }
  if ((error as DataErrorLike | null)?.code === '23514' && message.includes('shipments_arrival_not_before_departure')) {
    return { kind: 'field', field: 'estimatedArrival', message: ARRIVAL_BEFORE_DEPARTURE };
  }
  return { kind: 'form', message: dataFailureReason(error) };
}
