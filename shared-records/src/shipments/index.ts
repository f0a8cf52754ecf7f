/** Shipments as several sections show them: their page, their timeline, and the form that creates and edits them. */
export * from './ShipmentPage';
export * from './ShipmentTimeline';
export * from './ShipmentFormDialog';
export type { ShipmentRecord, CarriedVehicle } from './shipmentRecord';
export type { ShipmentTerms } from './ShipmentFormDialog';
export { readShipmentPageAhead } from './readShipmentAhead';
