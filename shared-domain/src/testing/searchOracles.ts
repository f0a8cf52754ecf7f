import type { CustomerName } from '../customers';
import type { DocumentType } from '../documents';
import { matchesSearch } from './search';

/**
 * What each list's server search should find, computed in the browser over rows already read:
 * the oracles tests compare the database's answers with. The product searches on the server.
 */

interface SearchableCommunication {
  message: string;
  subject: string | null;
  customer?: {
    first_name: string | null;
    last_name: string | null;
    company_name: string | null;
    email: string | null;
  } | null;
}

interface SearchableDocument {
  document_name: string;
  document_number: string | null;
  document_type: DocumentType;
}

interface SearchableShipment {
  shipment_number: string;
  booking_number: string | null;
  vessel_name: string | null;
  destination_port: string | null;
}

interface SearchableVehicle {
  make: string;
  model: string;
  vin: string;
  year: number;
}

export function communicationMatchesSearch(communication: SearchableCommunication, term: string): boolean {
  const customer = communication.customer;
  return matchesSearch(term, [
    communication.message,
    communication.subject,
    customer?.first_name,
    customer?.last_name,
    customer?.company_name,
    customer?.email,
  ]);
}

export function customerMatchesSearch(customer: CustomerName & { email: string | null }, term: string): boolean {
  return matchesSearch(term, [customer.first_name, customer.last_name, customer.company_name, customer.email]);
}

export function documentMatchesSearch(document: SearchableDocument, term: string): boolean {
  return matchesSearch(term, [document.document_name, document.document_number, document.document_type]);
}

export function shipmentMatchesSearch(shipment: SearchableShipment, term: string): boolean {
  return matchesSearch(term, [shipment.shipment_number, shipment.booking_number, shipment.vessel_name, shipment.destination_port]);
}

/** Admin Vehicles and Vehicle Operations: make, model, VIN and year. */
export function vehicleMatchesSearch(vehicle: SearchableVehicle, term: string): boolean {
  return matchesSearch(term, [vehicle.make, vehicle.model, vehicle.vin, vehicle.year]);
}

/** Client Browse Inventory: make, model and year. */
export function inventoryVehicleMatchesSearch(vehicle: Omit<SearchableVehicle, 'vin'>, term: string): boolean {
  return matchesSearch(term, [vehicle.make, vehicle.model, vehicle.year]);
}
