/**
 * A record's page and the parts each section composes it of: a vehicle's page, a record's
 * documents, shipments and history, and their read-ahead by the page's address.
 */
export { FactsCard, RecordPage, type RecordFacts, type RecordPageProps, type RecordRead } from './RecordPage';
export { VehicleRecordPage, type VehicleRecordPageProps } from './VehicleRecordPage';
export { RecordDocuments, type RecordDocumentsProps } from './RecordDocuments';
export { RecordShipments, type RecordShipmentsProps } from './RecordShipments';
export { RecordHistory, type RecordHistoryProps } from './RecordHistory';
export { isRecordId, type VehicleReader } from './vehicleRecord';
export { readRecordPartsAhead, readVehicleRecordAhead, recordIdToReadAhead, type RecordPartsAhead } from './readRecordAhead';
