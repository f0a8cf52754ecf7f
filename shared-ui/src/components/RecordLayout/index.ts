export { Muted, RecordGrid, RecordRows } from './RecordLayout';
