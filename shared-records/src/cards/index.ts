/** The boards' shared cards, downloaded with the sections that show them. */
export * from './VehicleCard';
export * from './ShipmentCard';
export * from './DocumentCard';
export * from './exportFile';
