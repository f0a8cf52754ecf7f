/** A document's files: Upload Document, View and Download, and the parts a section's own file dialogs are made of; downloaded by the screens that show them. */
export * from './UploadDocumentDialog';
export * from './DocumentFileActions';
export { FileDrop, UploadProgress } from './FileDrop';
export { fileFailureReason, removeDocumentFile, uploadDocumentFile } from './documentStorage';
export type { ChosenVehicle } from './VehicleChoice';
