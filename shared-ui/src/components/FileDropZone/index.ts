export { FileDropZone, ProgressBar } from './FileDropZone';
export type { FileDropZoneProps } from './FileDropZone';
