/** The boards' shared cards and the containers list, downloaded with the sections that show them. */
export * from './ContainerList';
export * from './VehicleCard';
export * from './ShipmentCard';
export * from './DocumentCard';
export * from './DocumentValidityBadge';
