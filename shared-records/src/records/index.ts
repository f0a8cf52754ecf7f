export * from './RecordHistory';
export * from './recordHistory';
export * from './RecordPage';
export * from './RecordDocuments';
export { RecordShipments, type RecordShipmentsProps } from './RecordShipments';
export * from './VehicleRecordPage';
export * from './vehicleRecord';
export * from './ExportFileSection';
export * from './readRecordAhead';
