import type { ShipmentRow, VehicleRow } from '@export-portal/shared-domain';
import type { DocumentContext } from './UploadDocumentDialog';

/** A vehicle as Upload Document names it: "2019 Toyota Corolla · VIN". */
export const vehicleLabel = (vehicle: Pick<VehicleRow, 'year' | 'make' | 'model' | 'vin'>) =>
  `${vehicle.year} ${vehicle.make} ${vehicle.model} · ${vehicle.vin}`;

/** What a document uploaded from a vehicle's page is filed under: the vehicle and its owner. */
export function filedUnderVehicle(vehicle: Pick<VehicleRow, 'id' | 'year' | 'make' | 'model' | 'vin' | 'customer_id'>): DocumentContext {
  return { vehicle: { id: vehicle.id, label: vehicleLabel(vehicle), customerId: vehicle.customer_id } };
}

/** What a document uploaded from a shipment's page is filed under: the shipment and its customer. */
export function filedUnderShipment(shipment: Pick<ShipmentRow, 'id' | 'shipment_number' | 'customer_id'>): DocumentContext {
  return { shipment: { id: shipment.id, label: shipment.shipment_number, customerId: shipment.customer_id } };
}
