/** A document's files: Upload Document, View and Download, and Renew Document; downloaded by the screens that show them. */
export { UploadDocumentButton, type DocumentContext, type UploadDocumentProps } from './UploadDocumentDialog';
export { DownloadDocumentButton, ViewDocumentButton, type FiledDocument } from './DocumentFileActions';
export { filedUnderShipment, filedUnderVehicle } from './filedUnder';
export type { ChosenVehicle } from './VehicleChoice';
export { RenewDocumentButton, type RenewableDocument } from './RenewDocumentDialog';
