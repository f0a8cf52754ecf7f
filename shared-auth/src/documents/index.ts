/** A document's files: Upload Document, View, Download, Renew Document and Schedule Renewal, downloaded by the screens that show them. */
export * from './UploadDocumentDialog';
export * from './DocumentFileActions';
export * from './RenewalDialogs';
export type { ChosenVehicle } from './VehicleChoice';
