/** The boards' shared cards, downloaded with the sections that show them. */
export { VehicleCard, vehicleColumns, type BoardVehicle, type VehicleCardProps } from './VehicleCard';
export { ShipmentCard, shipmentColumns, type BoardShipment, type ShipmentCardProps } from './ShipmentCard';
export { DocumentCard, documentColumns, type BoardDocument, type DocumentCardProps } from './DocumentCard';
export { PageShipmentIds, PageVehicleIds, exportFileFact, exportFileKeys, shipmentReadinessKeys, usePageIds } from './exportFile';
