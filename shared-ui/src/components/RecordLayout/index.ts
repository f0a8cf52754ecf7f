export { Muted, RecordGrid, RecordRows } from './RecordLayout';
export { RecordSection } from './RecordSection';
export type { RecordSectionProps, SectionRead } from './RecordSection';
