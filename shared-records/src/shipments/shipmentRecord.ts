import { queryOptions, useQuery } from '@tanstack/react-query';
import { tableKeys, useSupabase, type PortalClient } from '@export-portal/shared-auth';
import { isRecordId } from '../records';

/**
 * One shipment as its page and its edit form show it: its facts, customer, container and the
 * vehicles it carries. Costs are not among them: a client never reads them,
 * and the admin's page reads them on its own.
 */
export const SHIPMENT_RECORD_SELECT =
  'id,shipment_number,customer_id,booking_number,status,origin_port,destination_port,vessel_name,voyage_number,estimated_departure,estimated_arrival,actual_departure,actual_arrival,created_at,updated_at,customer:customers(first_name,last_name,company_name),containers(id,container_number,container_type,capacity,status),shipment_vehicles(vehicle:vehicles(id,year,make,model,vin,status))' as const;

/** The shipment, or null when it does not exist or the reader may not see it (row-level security hides it). */
export async function readShipmentRecord(client: PortalClient, id: string) {
  // A page address can carry anything; what is not an id names no shipment, and is not asked for.
  if (!isRecordId(id)) return null;
  const { data, error } = await client.from('shipments').select(SHIPMENT_RECORD_SELECT).eq('id', id).maybeSingle();
  if (error) throw error;
  return data;
}

export type ShipmentRecord = NonNullable<Awaited<ReturnType<typeof readShipmentRecord>>>;
export type CarriedVehicle = NonNullable<ShipmentRecord['shipment_vehicles'][number]['vehicle']>;

/** The vehicles a shipment carries, by year, make and model. */
export function carriedVehicles(shipment: Pick<ShipmentRecord, 'shipment_vehicles'>): CarriedVehicle[] {
  return shipment.shipment_vehicles
    .flatMap(({ vehicle }) => (vehicle ? [vehicle] : []))
    .sort((a, b) => vehicleName(a).localeCompare(vehicleName(b)) || a.vin.localeCompare(b.vin));
}

/** "2021 Toyota Camry". */
export function vehicleName(vehicle: { year: number; make: string; model: string }): string {
  return `${vehicle.year} ${vehicle.make} ${vehicle.model}`;
}

export const shipmentRecordKey = (id: string) => tableKeys('shipments').detail(id);

export function shipmentRecordQuery(client: PortalClient, id: string) {
  return queryOptions({ queryKey: shipmentRecordKey(id), queryFn: () => readShipmentRecord(client, id) });
}

export function useShipmentRecord(id: string) {
  return useQuery(shipmentRecordQuery(useSupabase(), id));
}
